import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { SelectField, TextField } from '../../../lib/ui/form-fields.tsx';
import {
  type EntityKind,
  entityBody,
  type FieldSpec,
  type FormValues,
  type Versioned,
} from '../regional.entities.ts';
import { useCreateRegional, useUpdateRegional } from '../regional.queries.ts';
import { ComuniAnnessiField } from './comuni-annessi-field.tsx';

/** Per-screen changes to a kind's fields: options of a select, a different help text. */
export type FieldOverrides = Record<string, Partial<FieldSpec>>;

interface EntityFormModalProps<T extends Versioned> {
  kind: EntityKind<T>;
  isOpen: boolean;
  /** The record to edit; none to create. */
  record?: T | null;
  /** Starting values of a new record (the parent it belongs to). */
  defaults?: Partial<T>;
  overrides?: FieldOverrides;
  onClose: () => void;
  onSaved: (saved: T) => void;
}

/**
 * Create and edit form of any regional entity, on the UI kit's form dialog: the kind says which fields it has
 * and how their strings become the contract's body; the dialog validates with the contract's schema before
 * sending (an update sends the whole record plus the version it was read at, ADR 0003) and puts the server's
 * field errors under their inputs.
 */
export function EntityFormModal<T extends Versioned>({
  kind,
  isOpen,
  record,
  defaults,
  overrides,
  onClose,
  onSaved,
}: EntityFormModalProps<T>) {
  const { t } = useTranslation('regional');
  const create = useCreateRegional(kind);
  const update = useUpdateRegional(kind);
  const fields = kind.fields.map((field) => ({ ...field, ...overrides?.[field.name] }));
  return (
    <FormDialog<FormValues, Record<string, unknown>, T>
      title={record ? t('form.editTitle', { entity: kind.label() }) : kind.newTitle()}
      isOpen={isOpen}
      onClose={onClose}
      size="lg"
      formKey={record ? `edit-${record.id}-${record.version}` : 'new'}
      schema={(record ? kind.updateSchema : kind.createSchema) as never}
      defaultValues={kind.toForm(record ?? defaults ?? {})}
      toBody={(values) => entityBody(kind, values, record?.version)}
      submit={(body) =>
        record ? update.mutateAsync({ params: { id: record.id }, body }) : create.mutateAsync({ body })
      }
      onSaved={onSaved}
    >
      {fields.map((field) => (
        <EntityField key={field.name} field={field} />
      ))}
    </FormDialog>
  );
}

function EntityField({ field }: { field: FieldSpec }) {
  const { control, register } = useFormContext<FormValues>();
  const label = field.label();
  if (field.type === 'hidden') return <input type="hidden" {...register(field.name)} />;
  if (field.type === 'comuni') {
    return (
      <Controller
        control={control}
        name={field.name}
        render={({ field: controlled, fieldState }) => (
          <ComuniAnnessiField
            label={label}
            value={controlled.value ?? ''}
            onChange={controlled.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    );
  }
  const common = { name: field.name, label, required: field.required, help: field.help?.() };
  if (field.type === 'select') {
    return (
      <SelectField
        {...common}
        choices={field.options ?? []}
        emptyOption={field.required ? undefined : field.emptyOption?.()}
        choose={field.required}
      />
    );
  }
  return (
    <TextField
      {...common}
      maxLength={field.maxLength}
      inputMode={field.type === 'number' ? 'numeric' : field.inputMode}
      autoCapitalize={field.autoCapitalize}
    />
  );
}
