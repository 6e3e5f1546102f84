import {
  type Campagna,
  type CampagnaCreate,
  type CampagnaUpdate,
  campagnaCreateSchema,
  campagnaMessages,
  campagnaUpdateSchema,
} from '@halo/contract/prosa-campagne';
import { Button } from 'design-react-kit';
import { useEffect, useId } from 'react';
import { FormProvider, useController, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { WriteResult } from '../../../lib/call-route.ts';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';
import { contractResolver, useServerSubmit } from '../../../lib/ui/form-dialog.tsx';
import { ErrorSummary, SelectField, TextAreaField, TextField } from '../../../lib/ui/form-fields.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { useAzienda, useAziende, useTematiche } from '../prosa.queries.ts';
import { useCampagnaLabels, useCampagneViewer } from './campagne.labels.tsx';
import { useAggiornaCampagna, useAggiungiCampagna } from './campagne.queries.ts';

/**
 * A campaign as a form, to create one or to edit it (docs/adr/0017): every field of the contract's
 * `campagnaCreateSchema`, checked by that schema before sending, with the server's own cross-field rules (the end
 * not before the start, the maximum age not below the minimum); the server's 400 goes under its fields, a 409 on
 * a stale version offers to reload.
 */

/** The inputs' values: strings as the inputs hold them, named as the body's fields so errors find their input. */
interface CampagnaValues {
  titolo: string;
  descrizione: string;
  invito: string;
  linkInvito: string;
  aslId: string;
  distrettoId: string;
  dipartimentoId: string;
  tematiche: number[];
  criteri: { etaMin: string; etaMax: string; sesso: '' | 'F' | 'M' };
  dal: string;
  al: string;
  capienza: string;
}

type CampagnaBody = CampagnaCreate | CampagnaUpdate;

const optionalId = (value: string) => (value ? Number(value) : null);
/** An empty number input is «no limit»; anything else goes to the schema as a number (NaN: its message). */
const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value));

function toBody(values: CampagnaValues, campagna?: Campagna) {
  return {
    ...(campagna ? { id: campagna.id, version: campagna.version } : {}),
    titolo: values.titolo,
    descrizione: values.descrizione,
    invito: values.invito,
    linkInvito: values.linkInvito.trim() || null,
    aslId: values.aslId ? Number(values.aslId) : undefined,
    distrettoId: optionalId(values.distrettoId),
    dipartimentoId: optionalId(values.dipartimentoId),
    tematiche: values.tematiche,
    criteri: {
      etaMin: optionalNumber(values.criteri.etaMin),
      etaMax: optionalNumber(values.criteri.etaMax),
      sesso: values.criteri.sesso || null,
    },
    dal: values.dal,
    al: values.al,
    capienza: optionalNumber(values.capienza),
  };
}

const datesSchema = z.object({ dal: z.iso.date(), al: z.iso.date() });
const agesSchema = z.object({ criteri: z.object({ etaMin: z.number(), etaMax: z.number() }) });

/**
 * The server's rules across fields (`campagnaMessages.dates`, `.ages`), checked here too once their fields are
 * valid, so the messages show with the others.
 */
function withServerRules<T extends z.ZodType<CampagnaBody>>(schema: T) {
  return schema
    .refine((value) => value.al >= value.dal, {
      path: ['al'],
      message: campagnaMessages.dates,
      when: (payload) => datesSchema.safeParse(payload.value).success,
    })
    .refine(({ criteri: { etaMin, etaMax } }) => etaMin === null || etaMax === null || etaMax >= etaMin, {
      path: ['criteri', 'etaMax'],
      message: campagnaMessages.ages,
      when: (payload) => agesSchema.safeParse(payload.value).success,
    });
}

const createSchema = withServerRules(campagnaCreateSchema);
const updateSchema = withServerRules(campagnaUpdateSchema);

const text = (value: number | null) => (value === null ? '' : String(value));

function defaultsOf(
  campagna: Campagna | undefined,
  own: ReturnType<typeof useCampagneViewer>['own'],
): CampagnaValues {
  if (campagna) {
    return {
      titolo: campagna.titolo,
      descrizione: campagna.descrizione,
      invito: campagna.invito,
      linkInvito: campagna.linkInvito ?? '',
      aslId: String(campagna.aslId),
      distrettoId: campagna.distretto ? String(campagna.distretto.id) : '',
      dipartimentoId: campagna.dipartimento ? String(campagna.dipartimento.id) : '',
      tematiche: campagna.tematiche.map((x) => x.id),
      criteri: {
        etaMin: text(campagna.criteri.etaMin),
        etaMax: text(campagna.criteri.etaMax),
        sesso: campagna.criteri.sesso ?? '',
      },
      dal: campagna.dal,
      al: campagna.al,
      capienza: text(campagna.capienza),
    };
  }
  // Staff write within their scope: their authority and, at level DISTRETTO or DIPARTIMENTO, that part of it.
  const { livello, riferimento } = own?.operabilita ?? { livello: null, riferimento: null };
  return {
    titolo: '',
    descrizione: '',
    invito: '',
    linkInvito: '',
    aslId: own ? String(own.aslId) : '',
    distrettoId: livello === 'DISTRETTO' && riferimento ? String(riferimento.id) : '',
    dipartimentoId: livello === 'DIPARTIMENTO' && riferimento ? String(riferimento.id) : '',
    tematiche: [],
    criteri: { etaMin: '', etaMax: '', sesso: '' },
    dal: '',
    al: '',
    capienza: '',
  };
}

export function CampagnaForm({
  campagna,
  onCancel,
  onSaved,
  onReload,
}: {
  /** The campaign to edit; absent: a new one. */
  campagna?: Campagna;
  onCancel: () => void;
  onSaved: (saved: Campagna) => void | Promise<void>;
  /** Offered after a 409 on a stale version: reads the campaign again (its new version starts the form over). */
  onReload?: () => unknown;
}) {
  const { t } = useTranslation('prosaAttivita');
  const { t: ui } = useTranslation('ui');
  const viewer = useCampagneViewer();
  const create = useAggiungiCampagna();
  const update = useAggiornaCampagna();
  const form = useForm<CampagnaValues, unknown, CampagnaBody>({
    defaultValues: defaultsOf(campagna, viewer.own),
    resolver: contractResolver<CampagnaValues, CampagnaBody>(
      (campagna ? updateSchema : createSchema) as z.ZodType<CampagnaBody>,
      (values) => toBody(values, campagna),
    ),
  });
  const submit = (body: CampagnaBody): Promise<WriteResult<Campagna>> =>
    'id' in body ? update({ body }) : create({ body });
  const { failure, other, onSubmit } = useServerSubmit(form, submit, onSaved);
  const { setFocus } = form;
  const editing = campagna !== undefined;
  // Opening the editor in place of the page: the user's focus goes to its first field, not back to the top.
  useEffect(() => {
    if (editing) setFocus('titolo');
  }, [editing, setFocus]);

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('campaigns.form.label')}>
        {failure ? <FailureAlert failure={failure} extra={other} onReload={onReload} /> : <ErrorSummary />}
        <p className="small mb-4">{ui('form.requiredNote')}</p>
        <PageSection title={t('campaigns.form.sections.general')}>
          <TextField name="titolo" label={t('campaigns.form.titolo')} required maxLength={200} />
          <TextAreaField name="descrizione" label={t('campaigns.form.descrizione')} required rows={5} />
          <ThemeChecks current={campagna?.tematiche} />
        </PageSection>
        <PageSection title={t('campaigns.form.sections.invito')}>
          <TextAreaField
            name="invito"
            label={t('campaigns.form.invito')}
            help={t('campaigns.form.invitoHelp')}
            required
            rows={3}
          />
          <TextField
            name="linkInvito"
            type="url"
            label={t('campaigns.form.linkInvito')}
            help={t('campaigns.form.linkHelp')}
            maxLength={500}
          />
        </PageSection>
        <PageSection title={t('campaigns.form.sections.organisation')}>
          <OrganisationFields admin={viewer.admin} campagna={campagna} />
        </PageSection>
        <PageSection title={t('campaigns.form.sections.target')}>
          <div className="row">
            <TextField
              className="form-group col-12 col-md-6"
              name="criteri.etaMin"
              type="number"
              min={0}
              max={120}
              label={t('campaigns.form.etaMin')}
              help={t('campaigns.form.ageHelp')}
            />
            <TextField
              className="form-group col-12 col-md-6"
              name="criteri.etaMax"
              type="number"
              min={0}
              max={120}
              label={t('campaigns.form.etaMax')}
              help={t('campaigns.form.ageHelp')}
            />
          </div>
          <SexChoice />
        </PageSection>
        <PageSection title={t('campaigns.form.sections.period')}>
          <div className="row">
            <TextField
              className="form-group col-12 col-md-6"
              name="dal"
              type="date"
              label={t('campaigns.form.dal')}
              required
            />
            <TextField
              className="form-group col-12 col-md-6"
              name="al"
              type="date"
              label={t('campaigns.form.al')}
              required
            />
          </div>
          <TextField
            name="capienza"
            type="number"
            min={1}
            label={t('campaigns.form.capienza')}
            help={t('campaigns.form.capienzaHelp')}
          />
        </PageSection>
        <div className="d-flex flex-wrap gap-2">
          <Button color="primary" type="submit" disabled={form.formState.isSubmitting}>
            {editing ? t('campaigns.form.save') : t('campaigns.form.create')}
          </Button>
          <Button color="secondary" outline type="button" onClick={onCancel}>
            {t('campaigns.form.cancel')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/**
 * The authority (admin-prosa chooses among the joined ones; staff write for their own), its territory (the whole
 * authority or one registered district) and the registered department that runs the campaign.
 */
function OrganisationFields({ admin, campagna }: { admin: boolean; campagna?: Campagna }) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useCampagnaLabels();
  const { watch, setValue } = useFormContext<CampagnaValues>();
  const aslId = watch('aslId');
  const aziende = useAziende({ page: 1, size: 200, sort: 'denominazioneAzienda' }, admin);
  const azienda = useAzienda(aslId ? Number(aslId) : null);
  const detail = azienda.data ?? null;
  const byName = (a: { denominazione: string }, b: { denominazione: string }) =>
    a.denominazione.localeCompare(b.denominazione, 'it');
  const waiting = aslId ? t('campaigns.form.loading') : t('campaigns.form.aslFirst');
  const ownName = campagna?.denominazioneAzienda ?? detail?.denominazioneAzienda;
  return (
    <>
      {admin ? (
        // Mounted again once the choices arrive, so that the value already chosen shows.
        <SelectField
          key={aziende.data ? 'ready' : 'waiting'}
          name="aslId"
          label={t('campaigns.form.asl')}
          required
          emptyOption={t('campaigns.form.choose')}
          choices={(aziende.data?.items ?? []).map((a) => ({
            value: String(a.id),
            label: labels.aslName(a.denominazioneAzienda),
          }))}
          options={{
            onChange: () => {
              setValue('distrettoId', '');
              setValue('dipartimentoId', '');
            },
          }}
        />
      ) : (
        <p>{ownName ? t('campaigns.form.aslOwn', { name: labels.aslName(ownName) }) : null}</p>
      )}
      <div className="row">
        <div className="col-12 col-md-6">
          <SelectField
            key={detail ? `ready-${detail.id}` : 'waiting'}
            name="distrettoId"
            label={t('campaigns.form.distretto')}
            disabled={!detail}
            emptyOption={detail ? t('campaigns.form.wholeAsl') : waiting}
            choices={[...(detail?.distretti ?? [])]
              .sort(byName)
              .map((d) => ({ value: String(d.id), label: d.denominazione }))}
            help={t('campaigns.form.partsHelp')}
          />
        </div>
        <div className="col-12 col-md-6">
          <SelectField
            key={detail ? `ready-${detail.id}` : 'waiting'}
            name="dipartimentoId"
            label={t('campaigns.form.dipartimento')}
            disabled={!detail}
            emptyOption={detail ? t('campaigns.form.none') : waiting}
            choices={[...(detail?.dipartimenti ?? [])]
              .sort(byName)
              .map((d) => ({ value: String(d.id), label: d.denominazione }))}
            help={t('campaigns.form.partsHelp')}
          />
        </div>
      </div>
    </>
  );
}

/** The message of a field's error, or of the first of its entries' (`tematiche.2`). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const [key, entry] of Object.entries(error)) {
    if (key === 'ref') continue;
    const message = messageOf(entry);
    if (message) return message;
  }
  return undefined;
}

/**
 * The portal's themes (first level), as a group of checkboxes. A theme the campaign has that is not among them (a
 * sub-theme given through the API) stays offered, so editing never drops it unseen.
 */
function ThemeChecks({ current = [] }: { current?: readonly { id: number; nome: string }[] }) {
  const { t } = useTranslation('prosaAttivita');
  const { control } = useFormContext<CampagnaValues>();
  const { field, fieldState } = useController({ control, name: 'tematiche' });
  const tematiche = useTematiche();
  const id = useId();
  const first = (tematiche.data ?? []).map((x) => ({ id: x.id, nome: x.nome }));
  const offered = [...first, ...current.filter((x) => !first.some((f) => f.id === x.id))];
  const error = messageOf(fieldState.error);
  const toggle = (themeId: number, on: boolean) =>
    field.onChange(on ? [...new Set([...field.value, themeId])] : field.value.filter((x) => x !== themeId));
  return (
    <fieldset className="mb-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="h6">{t('campaigns.form.tematiche')} *</legend>
      <div className="ui-checkbox-list">
        {offered.map((theme, index) => (
          <div key={theme.id} className="form-check form-check-inline">
            <input
              id={`${id}-${theme.id}`}
              // The error summary's link and a refused submit lead to the first checkbox.
              ref={index === 0 ? field.ref : undefined}
              type="checkbox"
              aria-invalid={error ? true : undefined}
              checked={field.value.includes(theme.id)}
              onChange={(event) => toggle(theme.id, event.target.checked)}
              onBlur={field.onBlur}
            />
            <label htmlFor={`${id}-${theme.id}`}>{theme.nome}</label>
          </div>
        ))}
      </div>
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}

/** Whom the campaign is for by sex: everyone, women only, men only. */
function SexChoice() {
  const { t } = useTranslation('prosaAttivita');
  const { register } = useFormContext<CampagnaValues>();
  const id = useId();
  const choices = [
    { value: '', label: t('campaigns.form.sessoTutti') },
    { value: 'F', label: t('campaigns.form.sessoF') },
    { value: 'M', label: t('campaigns.form.sessoM') },
  ];
  return (
    <fieldset className="mb-4">
      <legend className="h6">{t('campaigns.form.sesso')}</legend>
      {choices.map((choice) => (
        <div key={choice.value} className="form-check form-check-inline">
          <input
            id={`${id}-${choice.value || 'tutti'}`}
            type="radio"
            value={choice.value}
            {...register('criteri.sesso')}
          />
          <label htmlFor={`${id}-${choice.value || 'tutti'}`}>{choice.label}</label>
        </div>
      ))}
    </fieldset>
  );
}
