import { Button } from 'design-react-kit';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WriteResult } from '../call-route.ts';
import { FailureAlert } from './failure-alert.tsx';
import { contractResolver, useServerSubmit } from './form-dialog.tsx';
import { ErrorSummary } from './form-fields.tsx';

/** A settings form on the page itself (not in a dialog), with the same validation and errors as the dialogs. */
export function InlineForm<F extends FieldValues, B, R>({
  label,
  schema,
  defaultValues,
  toBody,
  submit,
  onSaved,
  onReload,
  submitLabel,
  children,
}: {
  label: string;
  schema: z.ZodType<B>;
  defaultValues: DefaultValues<F>;
  toBody?: (values: F) => unknown;
  submit: (body: B) => Promise<WriteResult<R>>;
  onSaved: (saved: R) => void | Promise<void>;
  onReload?: () => unknown;
  submitLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('ui');
  const form = useForm<F, unknown, B>({ defaultValues, resolver: contractResolver(schema, toBody) });
  const { failure, other, onSubmit } = useServerSubmit(form, submit, onSaved);
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={label} className="ui-inline-form">
        {failure ? <FailureAlert failure={failure} extra={other} onReload={onReload} /> : <ErrorSummary />}
        <p className="small mb-4">{t('form.requiredNote')}</p>
        {children}
        <Button color="primary" type="submit" disabled={form.formState.isSubmitting}>
          {submitLabel ?? t('save')}
        </Button>
      </form>
    </FormProvider>
  );
}
