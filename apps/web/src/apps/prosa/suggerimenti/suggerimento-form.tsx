import { aslName } from '@halo/contract/asl-name';
import {
  type Suggerimento,
  type SuggerimentoCreate,
  suggerimentoCreateSchema,
} from '@halo/contract/prosa-suggerimenti';
import { Button } from 'design-react-kit';
import { useEffect, useId, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';
import { contractResolver, useServerSubmit } from '../../../lib/ui/form-dialog.tsx';
import {
  CheckboxField,
  ErrorSummary,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../lib/ui/form-fields.tsx';
import { useProsaProfile } from '../account/prosa-profile.tsx';
import { useTematiche } from '../prosa.queries.ts';
import { useInviaSuggerimento } from './suggerimenti.queries.ts';

/**
 * A new suggestion (docs/adr/0019), sent by an organisation or a citizen to the authority and district of their
 * profile: the contract's `suggerimentoCreateSchema` checks it before sending and the server's 400 goes under its
 * fields. The consent to publish it with the answer is the proposer's to give, so it starts unticked and the form
 * says what it means for them (an organisation's name is shown to everyone, a citizen's never).
 */

interface SuggerimentoValues {
  titolo: string;
  testo: string;
  tematica: string;
  pubblicabile: boolean;
}

const EMPTY: SuggerimentoValues = { titolo: '', testo: '', tematica: '', pubblicabile: false };

function toBody(values: SuggerimentoValues) {
  return {
    titolo: values.titolo,
    testo: values.testo,
    tematica: values.tematica ? Number(values.tematica) : null,
    pubblicabile: values.pubblicabile,
  };
}

export function SuggerimentoForm({
  onCancel,
  onSent,
}: {
  onCancel: () => void;
  onSent: (sent: Suggerimento) => void;
}) {
  const { t } = useTranslation('prosaAttivita');
  const { t: tUi } = useTranslation('ui');
  const { profile } = useProsaProfile();
  const tematiche = useTematiche();
  const send = useInviaSuggerimento();
  const headingId = useId();
  const consentId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<SuggerimentoValues, unknown, SuggerimentoCreate>({
    defaultValues: EMPTY,
    resolver: contractResolver(suggerimentoCreateSchema, toBody),
  });
  const { failure, other, onSubmit } = useServerSubmit(form, (body) => send({ body }), onSent);
  // Opened by its button, the form takes the focus: the user goes on where it appeared.
  useEffect(() => heading.current?.focus(), []);

  const own = profile?.ruolo === 'ente' || profile?.ruolo === 'cittadino' ? profile.data : null;
  const azienda = own ? aslName(own.denominazioneAzienda) : null;
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="h4">
        {t('suggestions.form.title')}
      </h2>
      {azienda ? (
        <p>
          {own?.distretto
            ? t('suggestions.form.toDistrict', { azienda, distretto: own.distretto.denominazione })
            : t('suggestions.form.to', { azienda })}
        </p>
      ) : null}
      <FormProvider {...form}>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label={t('suggestions.form.label')}
          className="ui-inline-form"
        >
          {failure ? <FailureAlert failure={failure} extra={other} /> : <ErrorSummary />}
          <p className="small mb-4">{tUi('form.requiredNote')}</p>
          <TextField
            name="titolo"
            label={t('suggestions.form.titolo')}
            required
            maxLength={200}
            help={t('suggestions.form.titoloHelp')}
          />
          <TextAreaField
            name="testo"
            label={t('suggestions.form.testo')}
            required
            rows={5}
            help={t('suggestions.form.testoHelp')}
          />
          <div className="row">
            <div className="col-12 col-md-6">
              <SelectField
                name="tematica"
                label={t('suggestions.form.tematica')}
                emptyOption={t('suggestions.form.noTheme')}
                choices={(tematiche.data ?? []).map((tema) => ({ value: String(tema.id), label: tema.nome }))}
              />
            </div>
          </div>
          {/* What the consent means comes before the box, and describes the group the box is in. */}
          <fieldset className="mb-2" aria-describedby={consentId}>
            <legend className="h6">{t('suggestions.form.consentLegend')}</legend>
            <p id={consentId} className="small">
              {profile?.ruolo === 'ente'
                ? t('suggestions.form.consentEnte')
                : t('suggestions.form.consentCittadino')}
            </p>
            <CheckboxField name="pubblicabile" label={t('suggestions.form.pubblicabile')} />
          </fieldset>
          <p className="small">{t('suggestions.form.mailNote')}</p>
          <div className="d-flex flex-wrap gap-2">
            <Button color="primary" type="submit" disabled={form.formState.isSubmitting}>
              {t('suggestions.form.submit')}
            </Button>
            <Button color="secondary" outline type="button" onClick={onCancel}>
              {t('suggestions.form.cancel')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
