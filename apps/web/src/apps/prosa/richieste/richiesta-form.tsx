import { destinatari, settings } from '@halo/contract/prosa-progetti';
import {
  type Richiesta,
  type RichiestaCreate,
  richiestaCreateSchema,
  richiestaMessages,
} from '@halo/contract/prosa-richieste';
import { Button } from 'design-react-kit';
import { useEffect, useId, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';
import { contractResolver, useServerSubmit } from '../../../lib/ui/form-dialog.tsx';
import {
  CheckboxGroupField,
  ErrorSummary,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../lib/ui/form-fields.tsx';
import { useProsaProfile } from '../account/prosa-profile.tsx';
import { useTematiche } from '../prosa.queries.ts';
import { useRichiestaLabels } from './richieste.labels.tsx';
import { useInviaRichiesta } from './richieste.queries.ts';

/**
 * A new request (docs/adr/0018), sent by an organisation or a citizen to the authority and district of their
 * profile: every field of the contract's `richiestaCreateSchema`, checked by that schema before sending (and the
 * end of the period after its start, as the server checks it); the server's 400 goes under its fields.
 */

interface RichiestaValues {
  oggetto: string;
  descrizione: string;
  tematica: string;
  destinatari: string[] | string | false;
  setting: string;
  dal: string;
  al: string;
}

const EMPTY: RichiestaValues = {
  oggetto: '',
  descrizione: '',
  tematica: '',
  destinatari: [],
  setting: '',
  dal: '',
  al: '',
};

/** react-hook-form gives a checkbox group an array, a lone checkbox a string or false: always an array here. */
function asArray(value: string[] | string | false): string[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value !== '' ? [value] : [];
}

function toBody(values: RichiestaValues) {
  return {
    oggetto: values.oggetto,
    descrizione: values.descrizione,
    tematica: values.tematica ? Number(values.tematica) : null,
    destinatari: asArray(values.destinatari),
    setting: values.setting || null,
    dal: values.dal || null,
    al: values.al || null,
  };
}

const periodSchema = z.object({ dal: z.string(), al: z.string() });

/** The period's end is not before its start: the server's rule, checked here once both are dates. */
const createSchema = richiestaCreateSchema.refine(
  (value) => value.dal === null || value.al === null || value.al >= value.dal,
  {
    path: ['al'],
    message: richiestaMessages.dates,
    when: (payload) => periodSchema.safeParse(payload.value).success,
  },
);

export function RichiestaForm({
  onCancel,
  onSent,
}: {
  onCancel: () => void;
  onSent: (sent: Richiesta) => void;
}) {
  const { t } = useTranslation('prosaAttivita');
  const { t: tUi } = useTranslation('ui');
  const labels = useRichiestaLabels();
  const { profile } = useProsaProfile();
  const tematiche = useTematiche();
  const send = useInviaRichiesta();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<RichiestaValues, unknown, RichiestaCreate>({
    defaultValues: EMPTY,
    resolver: contractResolver(createSchema, toBody),
  });
  const { failure, other, onSubmit } = useServerSubmit(form, (body) => send({ body }), onSent);
  // Opened by its button, the form takes the focus: the user goes on where it appeared.
  useEffect(() => heading.current?.focus(), []);

  const own = profile?.ruolo === 'ente' || profile?.ruolo === 'cittadino' ? profile.data : null;
  const azienda = own ? labels.aslName(own.denominazioneAzienda) : null;
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="h4">
        {t('requests.form.title')}
      </h2>
      {azienda ? (
        <p>
          {own?.distretto
            ? t('requests.form.toDistrict', { azienda, distretto: own.distretto.denominazione })
            : t('requests.form.to', { azienda })}
        </p>
      ) : null}
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={t('requests.form.label')} className="ui-inline-form">
          {failure ? <FailureAlert failure={failure} extra={other} /> : <ErrorSummary />}
          <p className="small mb-4">{tUi('form.requiredNote')}</p>
          <TextField
            name="oggetto"
            label={t('requests.form.oggetto')}
            required
            maxLength={200}
            help={t('requests.form.oggettoHelp')}
          />
          <TextAreaField
            name="descrizione"
            label={t('requests.form.descrizione')}
            required
            rows={5}
            help={t('requests.form.descrizioneHelp')}
          />
          <div className="row">
            <div className="col-12 col-md-6">
              <SelectField
                name="tematica"
                label={t('requests.form.tematica')}
                emptyOption={t('requests.form.noTheme')}
                choices={(tematiche.data ?? []).map((tema) => ({ value: String(tema.id), label: tema.nome }))}
              />
            </div>
            <div className="col-12 col-md-6">
              <SelectField
                name="setting"
                label={t('requests.form.setting')}
                emptyOption={t('requests.form.noSetting')}
                choices={settings.map((s) => ({ value: s.codice, label: labels.setting(s.codice) }))}
              />
            </div>
          </div>
          <CheckboxGroupField
            name="destinatari"
            legend={`${t('requests.form.destinatari')} *`}
            choices={destinatari.map((d) => ({ value: d.codice, label: labels.destinatario(d.codice) }))}
          />
          <fieldset className="mb-4">
            <legend className="h6">{t('requests.form.period')}</legend>
            <p className="small mb-0">{t('requests.form.periodHelp')}</p>
            <div className="row">
              <TextField
                name="dal"
                type="date"
                label={t('requests.form.dal')}
                className="form-group col-12 col-md-6"
              />
              <TextField
                name="al"
                type="date"
                label={t('requests.form.al')}
                className="form-group col-12 col-md-6"
              />
            </div>
          </fieldset>
          <div className="d-flex flex-wrap gap-2">
            <Button color="primary" type="submit" disabled={form.formState.isSubmitting}>
              {t('requests.form.submit')}
            </Button>
            <Button color="secondary" outline type="button" onClick={onCancel}>
              {t('requests.form.cancel')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
