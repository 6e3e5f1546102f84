import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { useId, useState } from 'react';
import {
  Controller,
  type FieldErrors,
  type Resolver,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bodyField } from '../regional.api.ts';
import type { EntityKind, FieldSpec, FormValues, Versioned } from '../regional.entities.ts';
import { useCreateRegional, useUpdateRegional } from '../regional.queries.ts';
import { type FormMode, validateEntityForm } from '../regional.validation.ts';
import { ComuniAnnessiField } from './comuni-annessi-field.tsx';
import { DialogHeader } from './dialog-header.tsx';

/** Per-screen changes to a kind's fields: options of a select, a different help text. */
export type FieldOverrides = Record<string, Partial<FieldSpec>>;

function contractResolver<T extends Versioned>(
  kind: EntityKind<T>,
  mode: FormMode,
  version?: number,
): Resolver<FormValues> {
  return (values) => {
    const outcome = validateEntityForm(kind, values, mode, version);
    if (outcome.ok) return { values, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const [field, message] of Object.entries(outcome.errors)) {
      errors[field] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}

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
 * Create and edit form of any regional entity: validated with the contract's schema before sending, then the
 * server's field errors under their inputs and its message (or the SPEC.md §8 fallback) above the form.
 */
export function EntityFormModal<T extends Versioned>(props: EntityFormModalProps<T>) {
  const { t } = useTranslation('regional');
  const titleId = useId();
  const { isOpen, onClose, kind, record } = props;
  return (
    <Modal isOpen={isOpen} toggle={onClose} labelledBy={titleId} size="lg" fade={false}>
      <DialogHeader titleId={titleId} onClose={onClose}>
        {record ? t('form.editTitle', { entity: kind.label() }) : kind.newTitle()}
      </DialogHeader>
      {/* A new form per opening: values and errors of a closed dialog do not come back. */}
      {isOpen ? <EntityForm {...props} key={record ? `edit-${record.id}` : 'new'} /> : null}
    </Modal>
  );
}

function EntityForm<T extends Versioned>({
  kind,
  record,
  defaults,
  overrides,
  onClose,
  onSaved,
}: EntityFormModalProps<T>) {
  const { t } = useTranslation('regional');
  const mode: FormMode = record ? 'edit' : 'create';
  const formId = useId();
  const create = useCreateRegional(kind);
  const update = useUpdateRegional(kind);
  const [formError, setFormError] = useState<{ message: string; other: string[] } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    defaultValues: kind.toForm(record ?? defaults ?? {}),
    resolver: contractResolver(kind, mode, record?.version),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const outcome = validateEntityForm(kind, values, mode, record?.version);
    if (!outcome.ok) return;
    const result = record
      ? await update.mutateAsync({ params: { id: record.id }, body: outcome.body })
      : await create.mutateAsync({ body: outcome.body });
    if (result.ok) {
      onSaved(result.data);
      return;
    }
    // A detail about a field of the form goes under it; any other (a stale version) goes with the message.
    const other: string[] = [];
    for (const detail of result.details) {
      const field = bodyField(detail.path);
      if (field && kind.fields.some((f) => f.name === field && f.type !== 'hidden')) {
        setError(field, { type: 'server', message: detail.message }, { shouldFocus: true });
      } else {
        other.push(detail.message);
      }
    }
    setFormError({ message: result.message, other });
  });

  const fields = kind.fields.map((field) => ({ ...field, ...overrides?.[field.name] }));
  return (
    <form id={formId} onSubmit={onSubmit} noValidate>
      <ModalBody>
        {formError ? (
          <div className="alert alert-danger" role="alert">
            <p className="mb-0">{formError.message}</p>
            {formError.other.length > 0 ? (
              <ul className="mb-0 mt-2">
                {formError.other.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <p className="small mb-5">{t('form.requiredNote')}</p>
        {fields.map((field) => {
          const error = errors[field.name]?.message;
          if (field.type === 'hidden') {
            return <input key={field.name} type="hidden" {...register(field.name)} />;
          }
          if (field.type === 'comuni') {
            return (
              <Controller
                key={field.name}
                control={control}
                name={field.name}
                render={({ field: controlled }) => (
                  <ComuniAnnessiField
                    label={field.label()}
                    value={controlled.value ?? ''}
                    onChange={controlled.onChange}
                    error={error}
                  />
                )}
              />
            );
          }
          return (
            <FormField
              key={field.name}
              formId={formId}
              field={field}
              error={error}
              registration={register(field.name)}
            />
          );
        })}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline type="button" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button color="primary" type="submit" disabled={isSubmitting}>
          {t('common.save')}
        </Button>
      </ModalFooter>
    </form>
  );
}

function FormField({
  formId,
  field,
  error,
  registration,
}: {
  formId: string;
  field: FieldSpec;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('regional');
  const id = `${formId}-${field.name}`;
  const helpId = field.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  const label = `${field.label()}${field.required ? ' *' : ''}`;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  const feedback = (
    <>
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
      {field.help ? (
        <small id={helpId} className="form-text">
          {field.help()}
        </small>
      ) : null}
    </>
  );
  if (field.type === 'select') {
    return (
      <div className="select-wrapper mb-5">
        <label htmlFor={id}>{label}</label>
        <select {...common} {...registration} className={error ? 'is-invalid' : undefined}>
          {field.required ? <option value="">{t('form.choose')}</option> : null}
          {field.emptyOption ? <option value="">{field.emptyOption()}</option> : null}
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {feedback}
      </div>
    );
  }
  return (
    <div className="form-group">
      <label htmlFor={id} className="active">
        {label}
      </label>
      <input
        {...common}
        {...registration}
        type="text"
        className={`form-control${error ? ' is-invalid' : ''}`}
        inputMode={field.type === 'number' ? 'numeric' : field.inputMode}
        maxLength={field.maxLength}
        autoCapitalize={field.autoCapitalize}
        autoComplete="off"
      />
      {feedback}
    </div>
  );
}
