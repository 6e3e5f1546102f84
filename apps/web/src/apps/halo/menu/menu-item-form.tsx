import { childInputSchema, fatherInputSchema, type RouteConfig } from '@halo/contract';
import type { z } from 'zod';
import { FormDialog } from '../components/form-dialog.tsx';
import { CheckboxField, SelectField, TextField } from '../components/form-fields.tsx';
import { orNull, toNumber } from '../halo.form-values.ts';
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
  const icons = useIcons();
  const title = item ? `Modifica voce ${item.label}` : isParent ? 'Nuova voce padre' : 'Nuova voce figlia';
  return (
    <FormDialog<ItemFormValues, ItemBody, ItemBody>
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      formKey={item?.key ?? 'new'}
      submitLabel={item ? 'Applica' : 'Aggiungi'}
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
      <TextField name="label" label="Etichetta" required maxLength={60} />
      <SelectField
        name="routeId"
        label="Rotta aperta"
        required={!isParent}
        emptyOption={isParent ? 'Nessuna (la voce raggruppa le figlie)' : 'Scegliere…'}
        choices={routes.map((r) => ({ value: String(r.id), label: `${r.name} (${r.path})` }))}
      />
      <SelectField
        name="icon"
        label="Icona"
        emptyOption="Nessuna"
        choices={(icons.data ?? []).map((icon) => ({ value: icon, label: icon }))}
      />
      <CheckboxField name="enabled" label="Voce attiva" />
    </FormDialog>
  );
}
