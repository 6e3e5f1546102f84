import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { type ReactNode, useEffect, useId, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  get,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { WriteFailure, WriteResult } from '../call-route.ts';
// The contract's messages, in the user's language, for the forms' resolvers.
import '../validation-language.ts';
import { DialogHeader } from './dialog-header.tsx';
import { FailureAlert } from './failure-alert.tsx';
import { ErrorSummary } from './form-fields.tsx';

/**
 * The form's values go through `toBody` (strings of the inputs → the call's body) and then through the
 * contract's schema, the same one the server validates with: the form shows the same messages the server
 * would, before sending.
 */
export function contractResolver<F extends FieldValues, B>(
  schema: z.ZodType<B>,
  toBody: (values: F) => unknown = (values) => values,
): Resolver<F, unknown, B> {
  const pipeline = z.preprocess((values) => toBody(values as F), schema) as unknown as z.ZodType<B, F>;
  // The messages the schemas do not set come from the contract's error map, in the user's language
  // (lib/validation-language.ts).
  return zodResolver(pipeline) as Resolver<F, unknown, B>;
}

/** `body.subRoutes.0.pathBase` → `subRoutes.0.pathBase`; null for a detail about something else. */
export function bodyFieldPath(path: string): string | null {
  const match = /^body\.(.+)$/.exec(path);
  return match?.[1] ?? null;
}

/** Fields the user never sees: a detail about them goes with the form's message, not under an input. */
const HIDDEN_FIELDS = new Set(['id', 'version']);

/**
 * The field a detail of the server's 400 belongs under: its path when the form has that value; for one entry of
 * a list of choices (`roles.2`) the list's field, which is what shows the error.
 */
export function displayedField(values: unknown, path: string | null): string | null {
  if (!path || HIDDEN_FIELDS.has(path)) return null;
  const parent = /^(.+)\.\d+$/.exec(path)?.[1];
  if (parent) {
    const list: unknown = get(values, parent);
    if (Array.isArray(list) && list.every((v) => typeof v !== 'object' || v === null)) return parent;
  }
  return get(values, path) === undefined ? null : path;
}

export interface FormDialogProps<F extends FieldValues, B, R> {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  schema: z.ZodType<B>;
  defaultValues: DefaultValues<F>;
  toBody?: (values: F) => unknown;
  /** The call; its failure stays in the dialog. */
  submit: (body: B) => Promise<WriteResult<R>>;
  onSaved: (saved: R) => void | Promise<void>;
  /** Offered after a 409: loads the record again (a new `formKey` then starts the form over). */
  onReload?: () => unknown;
  /** Changes when the record behind the form changes (its version after a reload). */
  formKey?: string;
  submitLabel?: string;
  size?: 'lg' | 'xl';
  /** Give the focus back to what opened the dialog (not when what follows the save takes it). */
  returnFocus?: boolean;
  children: ReactNode;
}

/** What a screen gives a dialog of a form: whether it is open, and what to do when it closes or has saved. */
export type DialogOpening<R> = Pick<
  FormDialogProps<FieldValues, unknown, R>,
  'isOpen' | 'onClose' | 'onSaved'
>;

/** A create or edit form in a dialog: contract validation, server field errors, 409 with reload. */
export function FormDialog<F extends FieldValues, B, R>(props: FormDialogProps<F, B, R>) {
  const titleId = useId();
  const { isOpen, onClose, title, size, formKey, returnFocus = true } = props;
  return (
    <Modal
      isOpen={isOpen}
      toggle={onClose}
      labelledBy={titleId}
      size={size}
      fade={false}
      scrollable
      returnFocusAfterClose={returnFocus}
    >
      <DialogHeader titleId={titleId} onClose={onClose}>
        {title}
      </DialogHeader>
      {/* A new form per opening and per reloaded record: values and errors of before do not come back. */}
      {isOpen ? <DialogForm {...props} key={formKey ?? 'form'} /> : null}
    </Modal>
  );
}

/** What one side of a record's form dialog sets: how a new record is made, or how the one shown is changed. */
export type FormSide<F extends FieldValues, B, R> = Pick<
  FormDialogProps<F, B, R>,
  'title' | 'schema' | 'defaultValues' | 'submit'
> &
  Partial<Pick<FormDialogProps<F, B, R>, 'toBody' | 'submitLabel' | 'children'>>;

type Versioned = { id: string | number; version: number };

/**
 * The create-or-edit dialog of a record: the record to edit (null: a new one), what each side sets (its own fields
 * first), and what both share (the fields after those, the size, what follows a save; `toBody` and `submitLabel`
 * where a side has none). A record, and its version read again after a 409, starts a new form.
 */
export function RecordFormDialog<
  F extends FieldValues,
  C,
  U,
  R,
  T extends Versioned = Extract<R, Versioned>,
>({
  record,
  create,
  edit,
  children,
  ...common
}: Omit<
  FormDialogProps<F, C | U, R>,
  'title' | 'schema' | 'defaultValues' | 'submit' | 'formKey' | 'children'
> & {
  record: T | null;
  create: FormSide<F, C, R>;
  edit: (record: T) => FormSide<F, U, R>;
  children?: ReactNode;
}) {
  const side: FormSide<F, C | U, R> & { formKey?: string } = record
    ? { ...(edit(record) as FormSide<F, C | U, R>), formKey: `${record.id}-${record.version}` }
    : (create as FormSide<F, C | U, R>);
  return (
    <FormDialog<F, C | U, R> {...common} {...side}>
      {side.children}
      {children}
    </FormDialog>
  );
}

function DialogForm<F extends FieldValues, B, R>({
  schema,
  defaultValues,
  toBody,
  submit,
  onSaved,
  onReload,
  onClose,
  submitLabel,
  children,
}: FormDialogProps<F, B, R>) {
  const { t } = useTranslation('ui');
  const form = useForm<F, unknown, B>({ defaultValues, resolver: contractResolver(schema, toBody) });
  const { failure, other, onSubmit } = useServerSubmit(form, submit, onSaved);
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <ModalBody>
          {failure ? <FailureAlert failure={failure} extra={other} onReload={onReload} /> : <ErrorSummary />}
          <p className="small mb-4">{t('form.requiredNote')}</p>
          {children}
        </ModalBody>
        <ModalFooter>
          <Button color="secondary" outline type="button" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="primary" type="submit" disabled={form.formState.isSubmitting}>
            {submitLabel ?? t('save')}
          </Button>
        </ModalFooter>
      </form>
    </FormProvider>
  );
}

type AnyForm<F extends FieldValues, B> = ReturnType<typeof useForm<F, unknown, B>>;

/**
 * Sends the validated body; on failure puts each detail of the server's 400 under its field (`body.x.y` → `x.y`)
 * and keeps the rest, with the message, for the alert above the form. The alert goes as soon as the user changes
 * anything: it was about what they sent, not what they are typing (the field's own message follows its value).
 */
export function useServerSubmit<F extends FieldValues, B, R>(
  form: AnyForm<F, B>,
  submit: (body: B) => Promise<WriteResult<R>>,
  onSaved: (saved: R) => void | Promise<void>,
) {
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [other, setOther] = useState<string[]>([]);
  useEffect(() => {
    if (!failure) return;
    const subscription = form.watch((_values, { type }) => {
      // Only a change the user made: setError and reset do not count.
      if (type !== 'change') return;
      setFailure(null);
      setOther([]);
    });
    return () => subscription.unsubscribe();
  }, [failure, form]);
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    setOther([]);
    const result = await submit(body);
    if (result.ok) {
      await onSaved(result.data);
      return;
    }
    const values = form.getValues();
    const rest: string[] = [];
    let focused = false;
    for (const detail of result.details) {
      const field = displayedField(values, bodyFieldPath(detail.path));
      if (field) {
        form.setError(
          field as Path<F>,
          { type: 'server', message: detail.message },
          { shouldFocus: !focused },
        );
        focused = true;
      } else {
        rest.push(detail.message);
      }
    }
    setOther(rest);
    setFailure(result);
  });
  return { failure, other, onSubmit };
}
