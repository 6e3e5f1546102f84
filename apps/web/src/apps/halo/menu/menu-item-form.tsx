import { childInputSchema, fatherInputSchema, type RouteConfig } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { CheckboxField, SelectField, TextField } from '../../../lib/ui/form-fields.tsx';
import { orNull, toNumber } from '../../../lib/ui/form-values.ts';
import { useIcons } from '../halo.queries.ts';
import type { DraftItem } from './menu-tree.ts';

/** The server's rules for an item: a parent may be a heading without a route, a child always opens one. */
const fields = { label: true, icon: true, routeId: true, enabled: true } as const;
const parentSchema = fatherInputSchema.pick(fields);
const childSchema = childInputSchema.pick(fields);
type ItemBody = z.output<typeof parentSchema>;

interface ItemFormValues {
  label: string;
  icon: string;
  routeId: string;
  enabled: boolean;
}

/**
 * Edits one item of the draft (nothing is sent until the menu is saved): label, icon, the route it opens
 * (a parent may have none and only group its children), enabled.
 */
export function MenuItemDialog({
  isOpen,
  item,
  isParent,
  routes,
  onClose,
  onDone,
}: {
  isOpen: boolean;
  /** The item to edit; null for a new one. */
  item: DraftItem | null;
  isParent: boolean;
  routes: readonly RouteConfig[];
  onClose: () => void;
  onDone: (values: Pick<DraftItem, 'label' | 'icon' | 'routeId' | 'path' | 'enabled'>) => void;
}) {
  const { t } = useTranslation('adminForms');
  const icons = useIcons();
  const title = item
    ? t('menu.item.editTitle', { label: item.label })
    : isParent
      ? t('menu.item.newParentTitle')
      : t('menu.item.newChildTitle');
  return (
    <FormDialog<ItemFormValues, ItemBody, ItemBody>
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      formKey={item?.key ?? 'new'}
      submitLabel={item ? t('menu.item.apply') : t('common.add')}
      schema={isParent ? parentSchema : (childSchema as unknown as typeof parentSchema)}
      defaultValues={{
        label: item?.label ?? '',
        icon: item?.icon ?? '',
        routeId: item?.routeId === null || item?.routeId === undefined ? '' : String(item.routeId),
        enabled: item?.enabled ?? true,
      }}
      toBody={(v) => ({
        label: v.label,
        icon: orNull(v.icon),
        routeId: toNumber(v.routeId) ?? null,
        enabled: v.enabled,
      })}
      submit={async (body) => ({ ok: true, data: body })}
      onSaved={(body) =>
        onDone({
          label: body.label,
          icon: body.icon,
          routeId: body.routeId,
          path: routes.find((r) => r.id === body.routeId)?.path ?? null,
          enabled: body.enabled,
        })
      }
    >
      <TextField name="label" label={t('menu.item.label')} required maxLength={60} />
      <SelectField
        name="routeId"
        label={t('menu.item.route')}
        required={!isParent}
        emptyOption={isParent ? t('menu.item.noRoute') : undefined}
        choose
        choices={routes.map((r) => ({ value: String(r.id), label: `${r.name} (${r.path})` }))}
      />
      <SelectField
        name="icon"
        label={t('common.icon')}
        emptyOption={t('common.none')}
        choices={(icons.data ?? []).map((icon) => ({ value: icon, label: icon }))}
      />
      <CheckboxField name="enabled" label={t('menu.item.enabled')} />
    </FormDialog>
  );
}
