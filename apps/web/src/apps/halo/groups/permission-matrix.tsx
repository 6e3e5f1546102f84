import {
  ALL_PERMISSIONS,
  authorizationRoutes,
  type GroupPermission,
  hasFlag,
  type PermissionFlag,
  permissionFlagNames,
  permissionMessage,
  type Section,
} from '@halo/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleBox } from '../../../lib/ui/toggle-box.tsx';
import { useAdminWrite } from '../halo.queries.ts';
import '../halo.css';
import { usePermissions } from '../../../lib/permissions.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';

const flagLabels = {
  DELETE: 'groups.matrix.flags.delete',
  ACTION: 'groups.matrix.flags.action',
  UPDATE: 'groups.matrix.flags.update',
  WRITE: 'groups.matrix.flags.write',
  READ: 'groups.matrix.flags.read',
  LIST: 'groups.matrix.flags.list',
} as const satisfies Record<PermissionFlag, string>;

type Change = { section: string; flag: PermissionFlag | 'ALL'; grant: boolean };

function masksOf(permissions: readonly GroupPermission[]): Record<string, number> {
  return Object.fromEntries(permissions.map((p) => [p.section, p.mask]));
}

/**
 * Sections × DELETE/ACTION/UPDATE/WRITE/READ/LIST, plus "Tutti" (63); the flags are named in the user's language
 * (Eliminazione … Elenco) on every width, the server's codes only in its messages. Each box is one call (perm/add or
 * perm/remove with the flag, or ALL) and shows the SPEC.md §8 message of that change; the cell shows the mask
 * the server answers with, so a refused change puts the box back.
 */
export function PermissionMatrix({
  groupId,
  groupName,
  sections,
  permissions,
  onChanged,
  empty,
}: {
  groupId: string;
  groupName: string;
  sections: readonly Pick<Section, 'name' | 'description'>[];
  permissions: readonly GroupPermission[];
  onChanged?: () => void;
  /** What an application without sections shows instead of the matrix (the generic "no sections" otherwise). */
  empty?: string;
}) {
  const { t } = useTranslation('adminForms');
  const captionId = useId();
  const [masks, setMasks] = useState(() => masksOf(permissions));
  const [busy, setBusy] = useState<string | null>(null);
  const { canCall } = usePermissions();
  const mayGrant = canCall(authorizationRoutes.permissionAdd);
  const mayRevoke = canCall(authorizationRoutes.permissionRemove);
  const grantFlag = useAdminWrite(authorizationRoutes.permissionAdd);
  const revokeFlag = useAdminWrite(authorizationRoutes.permissionRemove);
  useEffect(() => setMasks(masksOf(permissions)), [permissions]);

  const apply = async ({ section, flag, grant }: Change) => {
    setBusy(section);
    const result = await (grant ? grantFlag : revokeFlag).mutateAsync({
      body: { idGruppo: groupId, section, flag },
      alert: true,
    });
    setBusy(null);
    if (!result.ok) return;
    setMasks((current) => ({ ...current, [section]: result.data.mask }));
    notifySuccess(result.data.message || permissionMessage(grant ? 'add' : 'remove', flag));
    onChanged?.();
  };

  if (sections.length === 0) {
    return <p>{empty ?? t('groups.matrix.empty')}</p>;
  }
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle halo-perm-matrix ui-stack-table">
        <caption id={captionId} className="visually-hidden">
          {t('groups.matrix.caption', { group: groupName })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('groups.matrix.section')}</th>
            {permissionFlagNames.map((flag) => (
              <th key={flag} scope="col" className="halo-perm-cell">
                {t(flagLabels[flag])}
              </th>
            ))}
            <th scope="col" className="halo-perm-cell">
              {t('groups.matrix.all')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sections.map((section) => {
            const mask = masks[section.name] ?? 0;
            // Granting needs the right to add a flag, taking away the right to remove one (the server decides).
            const disabled = busy === section.name || !(mayGrant && mayRevoke);
            return (
              <tr key={section.name}>
                <th scope="row">
                  <span className="d-block">{section.name}</span>
                  {section.description ? (
                    <span className="small fw-normal">{section.description}</span>
                  ) : null}
                </th>
                {permissionFlagNames.map((flag) => (
                  <td key={flag} className="halo-perm-cell" data-label={t(flagLabels[flag])}>
                    <ToggleBox
                      label={t('groups.matrix.flagOn', { flag: t(flagLabels[flag]), section: section.name })}
                      checked={hasFlag(mask, flag)}
                      disabled={disabled}
                      onChange={(grant) => void apply({ section: section.name, flag, grant })}
                    />
                  </td>
                ))}
                <td className="halo-perm-cell" data-label={t('groups.matrix.all')}>
                  <ToggleBox
                    label={t('groups.matrix.allOn', { section: section.name })}
                    checked={mask === ALL_PERMISSIONS}
                    disabled={disabled}
                    onChange={(grant) => void apply({ section: section.name, flag: 'ALL', grant })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
