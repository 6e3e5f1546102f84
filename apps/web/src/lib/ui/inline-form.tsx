import { Button } from 'design-react-kit';
import { type ReactNode, useEffect } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WriteResult } from '../call-route.ts';
import { FailureAlert } from './failure-alert.tsx';
import { contractResolver, type FormDialogProps, useServerSubmit } from './form-dialog.tsx';
import { ErrorSummary } from './form-fields.tsx';

/*
 * The forms on the page itself (not in a dialog), with the same validation and errors as the dialogs: the feature
 * kit's full-page form (issue 33, docs/adr/0045). The screen builds the react-hook-form form (its resolver is the
 * contract's schema, `contractResolver`) and its fields; PageForm is the rest every such form repeated: the
 * server's failure above (its 400 under the fields, a 409 with reload) or the summary of the errors, the note on
 * required fields, send and cancel, and the focus on the first field when the form opens in place of the page.
 */

export function PageForm<F extends FieldValues, B, R>({
  form,
  label,
  submit,
  onSaved,
  onReload,
  submitLabel,
  onCancel,
  cancelLabel,
  focus,
  busy = false,
  notice,
  className,
  children,
}: {
  form: UseFormReturn<F, unknown, B>;
  /** The form's accessible name. */
  label: string;
  submit: (body: B) => Promise<WriteResult<R>>;
  onSaved: (saved: R) => void | Promise<void>;
  /** Offered after a 409 on a stale version: reads the record again. */
  onReload?: () => unknown;
  submitLabel?: string;
  onCancel?: () => void;
  cancelLabel?: string;
  /** The field that takes the focus when the form opens (an editor opened in place of the record). */
  focus?: Path<F>;
  /** Keeps "send" disabled while something else of the screen is under way. */
  busy?: boolean;
  /** Said above the fields, under the failure (another action's outcome). */
  notice?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('ui');
  const { failure, other, onSubmit } = useServerSubmit(form, submit, onSaved);
  const { setFocus } = form;
  useEffect(() => {
    if (focus) setFocus(focus);
  }, [focus, setFocus]);
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={label} className={className}>
        {failure ? <FailureAlert failure={failure} extra={other} onReload={onReload} /> : <ErrorSummary />}
        {notice}
        <p className="small mb-4">{t('form.requiredNote')}</p>
        {children}
        <div className="d-flex flex-wrap gap-2">
          <Button color="primary" type="submit" disabled={form.formState.isSubmitting || busy}>
            {submitLabel ?? t('save')}
          </Button>
          {onCancel ? (
            <Button color="secondary" outline type="button" onClick={onCancel}>
              {cancelLabel ?? t('cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}

/** A settings form on the page: the form of a schema and its defaults, sent with one button. */
export function InlineForm<F extends FieldValues, B, R>({
  schema,
  defaultValues,
  toBody,
  ...props
}: Pick<
  FormDialogProps<F, B, R>,
  'schema' | 'defaultValues' | 'toBody' | 'submit' | 'onSaved' | 'onReload' | 'submitLabel' | 'children'
> & { label: string }) {
  const form = useForm<F, unknown, B>({ defaultValues, resolver: contractResolver(schema, toBody) });
  return <PageForm form={form} className="ui-inline-form" {...props} />;
}

/**
 * The page form of a new record, or of one edited in place of its page: the values checked by the contract's
 * create or update schema through `toBody`, sent by the create call or, for a body with the record's id, the update
 * call; the texts and the field to focus are the screen's.
 */
export function RecordPageForm<V extends FieldValues, C, U extends { id: number }, R>({
  editing,
  defaults,
  schemas,
  toBody,
  create,
  update,
  ...page
}: Omit<Parameters<typeof PageForm<V, C | U, R>>[0], 'form' | 'submit'> & {
  editing: boolean;
  defaults: DefaultValues<V>;
  schemas: { create: z.ZodType<C>; update: z.ZodType<U> };
  toBody: (values: V) => unknown;
  create: (input: { body: C }) => Promise<WriteResult<R>>;
  update: (input: { body: U }) => Promise<WriteResult<R>>;
}) {
  const form = useForm<V, unknown, C | U>({
    defaultValues: defaults,
    resolver: contractResolver<V, C | U>(
      (editing ? schemas.update : schemas.create) as z.ZodType<C | U>,
      toBody,
    ),
  });
  const submit = (body: C | U) =>
    body !== null && typeof body === 'object' && 'id' in body
      ? update({ body: body as U })
      : create({ body: body as C });
  return <PageForm {...page} form={form} submit={submit} />;
}
