import { authorizationRoutes, catalogueOf, type GroupDetail } from '@halo/contract';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IfAllowed } from '../../../lib/permissions.tsx';
import { Facts } from '../../../lib/ui/facts.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { recordFormOpening } from '../../../lib/ui/record-saved.ts';
import { ConfirmDelete, StrongText, useRecordDialogs } from '../../../lib/ui/record-section.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { useApplicationName } from '../application-name.ts';
import { ApplicationSelect } from '../components/application-select.tsx';
import { useApplications, useDeleteGroup, useSections } from '../halo.queries.ts';
import { GroupFormDialog } from './group-form.tsx';
import { GroupMembers } from './group-members.tsx';
import { PermissionMatrix } from './permission-matrix.tsx';

/** One group: its data, members and the permission matrix on the sections of an application. */
export function GroupDetailView({
  group,
  backHref,
  onChanged,
  onDeleted,
}: {
  group: GroupDetail;
  backHref: string;
  onChanged: () => unknown;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('adminForms');
  // The one record of this section is the group shown.
  const dialogs = useRecordDialogs([group], (g) => g.id);
  const remove = useDeleteGroup();
  const applications = useApplications();
  const applicationName = useApplicationName();
  return (
    <>
      <p>
        <Link to={backHref}>{t('groups.detail.back')}</Link>
      </p>
      <PageSection
        title={t('groups.detail.title', { path: group.path })}
        actions={
          <>
            <IfAllowed route={authorizationRoutes.groupUpdate}>
              <Button color="primary" outline size="sm" type="button" onClick={() => dialogs.edit(group)}>
                {t('groups.detail.edit')}
              </Button>
            </IfAllowed>
            <IfAllowed route={authorizationRoutes.groupDelete}>
              <Button color="danger" outline size="sm" type="button" onClick={() => dialogs.askDelete(group)}>
                {t('groups.detail.delete')}
              </Button>
            </IfAllowed>
          </>
        }
      >
        <Facts
          items={[
            [t('common.name'), group.name],
            [
              t('common.application'),
              group.application
                ? applicationName.ofClientId(group.application, applications.data)
                : t('common.none'),
            ],
            [t('common.description'), group.description],
            [
              t('groups.detail.subGroups'),
              group.subGroups.map((s) => s.path).join(', ') || t('groups.detail.noSubGroups'),
            ],
          ]}
        />
      </PageSection>
      <GroupMembers group={group} onChanged={onChanged} />
      <GroupPermissions group={group} />
      <GroupFormDialog
        group={group}
        onReload={onChanged}
        {...recordFormOpening(dialogs, (_, saved) => t('groups.detail.saved', { path: saved.path }))}
      />
      <ConfirmDelete
        record={dialogs.deleting}
        onClose={dialogs.closeDelete}
        remove={(g: GroupDetail) => remove.mutateAsync({ params: { id: g.id } })}
        question={(g) => <StrongText t={t} i18nKey="groups.detail.deleteConfirm" values={{ path: g.path }} />}
        deleted={(g) => t('groups.detail.deleted', { path: g.path })}
        onDeleted={onDeleted}
        onReload={onChanged}
      />
    </>
  );
}

function GroupPermissions({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('adminForms');
  const applications = useApplications();
  const apps = applications.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const applicationName = useApplicationName();
  // The group's own application first; else the one it already has permissions on; else the admin area.
  const clientId = chosen ?? group.application ?? group.permissions[0]?.application ?? 'halo';
  const sections = useSections(clientId);
  const selected = apps.find((app) => app.clientId === clientId) ?? null;
  // Sections holding a permission but no longer listed still show, so the permission can be removed.
  const listed = sections.data ?? [];
  const orphans = group.permissions
    .filter((p) => p.application === clientId && !listed.some((s) => s.name === p.section))
    .map((p) => ({ name: p.section, description: '' }));
  const elsewhere = group.permissions.filter((p) => p.application !== clientId && p.mask > 0);
  // An application whose access goes by roles only (Pro.Sa., ADR 0015) ships no sections: the matrix says so
  // rather than suggest one is missing.
  const manifest = catalogueOf(clientId);
  const byRoles =
    manifest && manifest.sections.length === 0
      ? t('groups.permissions.byRoles', {
          application: applicationName.ofClientId(clientId, apps),
          roles: manifest.roles.join(', '),
        })
      : undefined;
  return (
    <PageSection title={t('groups.permissions.title')}>
      <p>{t('groups.permissions.intro')}</p>
      <ApplicationSelect
        label={t('groups.permissions.application')}
        applications={apps}
        value={selected?.id ?? null}
        onChange={(id) => setChosen(apps.find((app) => app.id === id)?.clientId ?? null)}
      />
      {sections.isPending ? (
        <LoadingState />
      ) : (
        <PermissionMatrix
          groupId={group.id}
          groupName={group.path}
          sections={[...listed, ...orphans]}
          permissions={group.permissions}
          empty={byRoles}
        />
      )}
      {elsewhere.length > 0 ? (
        <p className="small">
          {t('groups.permissions.elsewhere', {
            list: elsewhere.map((p) => `${p.section} (${p.flags.join(', ')})`).join('; '),
          })}
        </p>
      ) : null}
    </PageSection>
  );
}
