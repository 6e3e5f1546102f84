import {
  type Campagna,
  type CampagnaCreate,
  type CampagnaUpdate,
  campagnaCreateSchema,
  campagnaMessages,
  campagnaUpdateSchema,
} from '@halo/contract/prosa/campagne';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NumberChecksField, TextAreaField, TextField } from '../../../lib/ui/form-fields.tsx';
import { numberOrNull } from '../../../lib/ui/form-values.ts';
import { RecordPageForm } from '../../../lib/ui/inline-form.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import {
  type AuthorityValues,
  authorityBody,
  authorityValues,
  scopeDefaults,
} from '../components/authority-fields.tsx';
import {
  OrganisationSection,
  PeriodSection,
  type RecordFormProps,
  useRecordFormTexts,
} from '../components/record-form.tsx';
import { useTematiche } from '../prosa.queries.ts';
import { useCampagneViewer } from './campagne.labels.tsx';
import { useAggiornaCampagna, useAggiungiCampagna } from './campagne.queries.ts';

/**
 * A campaign as a form, to create one or to edit it (docs/adr/0017): every field of the contract's
 * `campagnaCreateSchema`, checked by that schema before sending, with the server's own cross-field rules (the end
 * not before the start, the maximum age not below the minimum); the server's 400 goes under its fields, a 409 on
 * a stale version offers to reload.
 */

/** The inputs' values: strings as the inputs hold them, named as the body's fields so errors find their input. */
interface CampagnaValues extends AuthorityValues {
  titolo: string;
  descrizione: string;
  invito: string;
  linkInvito: string;
  tematiche: number[];
  criteri: { etaMin: string; etaMax: string; sesso: '' | 'F' | 'M' };
  dal: string;
  al: string;
  capienza: string;
}

type CampagnaBody = CampagnaCreate | CampagnaUpdate;

function toBody(values: CampagnaValues, campagna?: Campagna) {
  return {
    ...(campagna ? { id: campagna.id, version: campagna.version } : {}),
    titolo: values.titolo,
    descrizione: values.descrizione,
    invito: values.invito,
    linkInvito: values.linkInvito.trim() || null,
    ...authorityBody(values),
    tematiche: values.tematiche,
    criteri: {
      etaMin: numberOrNull(values.criteri.etaMin),
      etaMax: numberOrNull(values.criteri.etaMax),
      sesso: values.criteri.sesso || null,
    },
    dal: values.dal,
    al: values.al,
    capienza: numberOrNull(values.capienza),
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

const schemas = {
  create: withServerRules(campagnaCreateSchema),
  update: withServerRules(campagnaUpdateSchema),
};

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
      ...authorityValues(campagna),
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
  return {
    titolo: '',
    descrizione: '',
    invito: '',
    linkInvito: '',
    ...scopeDefaults(own),
    tematiche: [],
    criteri: { etaMin: '', etaMax: '', sesso: '' },
    dal: '',
    al: '',
    capienza: '',
  };
}

/** The campaign to edit; absent: a new one. */
type Props = RecordFormProps<Campagna> & { campagna?: Campagna };

export function CampagnaForm({ campagna, ...props }: Props) {
  const { t } = useTranslation('prosaAttivita');
  const viewer = useCampagneViewer();
  const tematiche = useTematiche();
  // The portal's themes (first level). A theme the campaign has that is not among them (a sub-theme given through
  // the API) stays offered, so editing never drops it unseen.
  const first = (tematiche.data ?? []).map((x) => ({ id: x.id, nome: x.nome }));
  const current = campagna?.tematiche ?? [];
  const themes = [...first, ...current.filter((x) => !first.some((f) => f.id === x.id))];
  return (
    <RecordPageForm<CampagnaValues, CampagnaCreate, CampagnaUpdate, Campagna>
      {...props}
      {...useRecordFormTexts('campaigns', campagna !== undefined)}
      editing={campagna !== undefined}
      defaults={defaultsOf(campagna, viewer.own)}
      schemas={schemas}
      toBody={(values) => toBody(values, campagna)}
      create={useAggiungiCampagna()}
      update={useAggiornaCampagna()}
    >
      <PageSection title={t('campaigns.form.sections.general')}>
        <TextField name="titolo" label={t('campaigns.form.titolo')} required maxLength={200} />
        <TextAreaField name="descrizione" label={t('campaigns.form.descrizione')} required rows={5} />
        <NumberChecksField name="tematiche" legend={`${t('campaigns.form.tematiche')} *`} choices={themes} />
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
      <OrganisationSection
        kind="campaigns"
        admin={viewer.admin}
        ownName={campagna?.denominazioneAzienda}
        noDistretto={t('campaigns.form.wholeAsl')}
      />
      <PageSection title={t('campaigns.form.sections.target')}>
        <div className="row">
          {(['etaMin', 'etaMax'] as const).map((name) => (
            <TextField
              key={name}
              className="form-group col-12 col-md-6"
              name={`criteri.${name}`}
              type="number"
              min={0}
              max={120}
              label={t(`campaigns.form.${name}`)}
              help={t('campaigns.form.ageHelp')}
            />
          ))}
        </div>
        <SexChoice />
      </PageSection>
      <PeriodSection kind="campaigns">
        <TextField
          name="capienza"
          type="number"
          min={1}
          label={t('campaigns.form.capienza')}
          help={t('campaigns.form.capienzaHelp')}
        />
      </PeriodSection>
    </RecordPageForm>
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
