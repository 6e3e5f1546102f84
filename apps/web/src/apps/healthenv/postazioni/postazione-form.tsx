import { INQUINANTI, type Inquinante, tipiPostazione, zonePostazione } from '@halo/contract/healthenv';
import {
  type Postazione,
  type PostazioneCreate,
  type PostazioneUpdate,
  postazioneCreateSchema,
  postazioneUpdateSchema,
} from '@halo/contract/healthenv/postazioni';
import type { ComponentProps } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type DialogOpening, RecordFormDialog } from '../../../lib/ui/form-dialog.tsx';
import { codeChoices, EntryButton, SelectField, TextField } from '../../../lib/ui/form-fields.tsx';
import { ComuneField } from './comune-field.tsx';
import { DecimalField, decimal, ListError, ReadOnlyText, textOf, useUnita } from './healthenv-fields.tsx';
import { useInquinanteLabel } from './postazioni.labels.tsx';
import { useAggiungiPostazione, useModificaPostazione } from './postazioni.queries.ts';

/**
 * Creating and editing a station with its sensors (issue 17). The inputs' strings become the contract's body in
 * `toBody` and the contract's schema checks it before sending, as the server will; each detail of the server's
 * 400 or 409 (`body.lat`, `body.sensori.0.codice`) goes under its input.
 */

export interface SensoreValues {
  /** The sensor's id when it exists already (not `id`: the field array keeps its own keys there). */
  sensoreId: number | null;
  inquinante: Inquinante | '';
  codice: string;
  nomeFonte: string;
  attivoDal: string;
  attivoAl: string;
}

export interface PostazioneValues {
  codice: string;
  nome: string;
  lat: string;
  lon: string;
  altitudine: string;
  codiceIstatComune: string;
  tipo: string;
  zona: string;
  zonaQualitaAria: string;
  gestore: string;
  codiceGestore: string;
  attivaDal: string;
  attivaAl: string;
  sensori: SensoreValues[];
  version: number;
}

const orNull = (text: string) => text.trim() || null;

/** An input's column: a third of the row on a large screen. */
const COL = 'form-group col-12 col-md-6 col-lg-4';
const HALF = 'form-group col-12 col-md-6';

function sensoreBody(s: SensoreValues) {
  return {
    ...(s.sensoreId !== null ? { id: s.sensoreId } : {}),
    inquinante: s.inquinante || undefined,
    codice: s.codice.trim() || undefined,
    nomeFonte: orNull(s.nomeFonte),
    attivoDal: orNull(s.attivoDal),
    attivoAl: orNull(s.attivoAl),
  };
}

function fieldsBody(values: PostazioneValues) {
  return {
    nome: values.nome,
    lat: decimal(values.lat),
    lon: decimal(values.lon),
    altitudine: decimal(values.altitudine) ?? null,
    codiceIstatComune: values.codiceIstatComune || undefined,
    tipo: values.tipo || undefined,
    zona: values.zona || undefined,
    zonaQualitaAria: orNull(values.zonaQualitaAria),
    gestore: values.gestore,
    codiceGestore: orNull(values.codiceGestore),
    attivaDal: orNull(values.attivaDal),
    attivaAl: orNull(values.attivaAl),
    sensori: values.sensori.map(sensoreBody),
  };
}

const emptyValues: PostazioneValues = {
  codice: '',
  nome: '',
  lat: '',
  lon: '',
  altitudine: '',
  codiceIstatComune: '',
  tipo: '',
  zona: '',
  zonaQualitaAria: '',
  gestore: '',
  codiceGestore: '',
  attivaDal: '',
  attivaAl: '',
  sensori: [],
  version: 0,
};

function valuesOf(p: Postazione): PostazioneValues {
  return {
    codice: p.codice,
    nome: p.nome,
    lat: textOf(p.lat),
    lon: textOf(p.lon),
    altitudine: textOf(p.altitudine),
    codiceIstatComune: p.comune.codiceIstat,
    tipo: p.tipo,
    zona: p.zona,
    zonaQualitaAria: textOf(p.zonaQualitaAria),
    gestore: p.gestore,
    codiceGestore: textOf(p.codiceGestore),
    attivaDal: textOf(p.attivaDal),
    attivaAl: textOf(p.attivaAl),
    sensori: p.sensori.map((s) => ({
      sensoreId: s.id,
      inquinante: s.inquinante,
      codice: s.codice,
      nomeFonte: textOf(s.nomeFonte),
      attivoDal: textOf(s.attivoDal),
      attivoAl: textOf(s.attivoAl),
    })),
    version: p.version,
  };
}

/** A new station, or the changes of one (its code stays as it is). */
export function PostazioneFormDialog({
  postazione,
  ...opening
}: DialogOpening<Postazione> & { postazione: Postazione | null; onReload: () => unknown }) {
  const { t } = useTranslation('healthenv');
  const create = useAggiungiPostazione();
  const update = useModificaPostazione();
  return (
    <RecordFormDialog<PostazioneValues, PostazioneCreate, PostazioneUpdate, Postazione>
      {...opening}
      size="xl"
      record={postazione}
      create={{
        title: t('postazioni.createTitle'),
        schema: postazioneCreateSchema,
        defaultValues: emptyValues,
        toBody: (values) => ({ codice: values.codice, ...fieldsBody(values) }),
        submitLabel: t('postazioni.createSubmit'),
        submit: (body) => create.mutateAsync({ body }),
      }}
      edit={(p) => ({
        title: t('postazioni.editTitle', { nome: p.nomeCompleto }),
        schema: postazioneUpdateSchema,
        defaultValues: valuesOf(p),
        toBody: (values) => ({ ...fieldsBody(values), version: values.version }),
        submit: (body) => update.mutateAsync({ params: { id: p.id }, body }),
      })}
    >
      <PostazioneFields current={postazione} />
    </RecordFormDialog>
  );
}

function PostazioneFields({ current }: { current: Postazione | null }) {
  const { t } = useTranslation('healthenv');
  const choices = {
    tipo: codeChoices(tipiPostazione, (code) => t(`common.tipo.${code}`)),
    zona: codeChoices(zonePostazione, (code) => t(`common.zona.${code}`)),
  };
  return (
    <>
      <fieldset className="mb-2">
        <legend className="h5">{t('postazioni.form.station')}</legend>
        <div className="row">
          {current ? (
            <ReadOnlyText
              className={COL}
              label={t('postazioni.fields.codice')}
              value={current.codice}
              help={t('postazioni.fields.codiceFixed')}
            />
          ) : (
            <TextField
              className={COL}
              name="codice"
              label={t('postazioni.fields.codice')}
              help={t('postazioni.fields.codiceHelp')}
              required
              maxLength={14}
              autoCapitalize="characters"
            />
          )}
          <TextField
            className="form-group col-12 col-lg-8"
            name="nome"
            label={t('postazioni.fields.nome')}
            help={t('postazioni.fields.nomeHelp')}
            required
            maxLength={200}
          />
          {(['lat', 'lon', 'altitudine'] as const).map((name) => (
            <DecimalField
              key={name}
              className={COL}
              name={name}
              label={t(`postazioni.fields.${name}`)}
              help={t(`postazioni.fields.${name}Help`)}
              required={name !== 'altitudine'}
            />
          ))}
        </div>
      </fieldset>
      <ComuneField name="codiceIstatComune" current={current?.comune ?? null} />
      <div className="row">
        {(['tipo', 'zona'] as const).map((name) => (
          <div key={name} className="col-12 col-md-6">
            <SelectField
              name={name}
              label={t(`postazioni.fields.${name}`)}
              required
              choose={!current}
              choices={choices[name]}
            />
          </div>
        ))}
        <StationText
          name="zonaQualitaAria"
          help={t('postazioni.fields.zonaQualitaAriaHelp')}
          maxLength={40}
        />
        <StationText name="gestore" required maxLength={200} />
        <StationText name="codiceGestore" maxLength={60} />
        <StationText name="attivaDal" type="date" className={HALF} />
        <StationText
          name="attivaAl"
          type="date"
          className={HALF}
          help={t('postazioni.fields.attivaAlHelp')}
        />
      </div>
      <SensoriEditor />
    </>
  );
}

/** A text input of the station, labelled by its field's text; a third of the row unless told. */
function StationText({
  name,
  className = COL,
  ...input
}: { name: 'zonaQualitaAria' | 'gestore' | 'codiceGestore' | 'attivaDal' | 'attivaAl' } & Pick<
  ComponentProps<typeof TextField>,
  'required' | 'maxLength' | 'type' | 'help' | 'className'
>) {
  const { t } = useTranslation('healthenv');
  return <TextField className={className} name={name} label={t(`postazioni.fields.${name}`)} {...input} />;
}

/** The station's sensors: one pollutant each; the pollutant of a sensor already saved does not change. */
function SensoriEditor() {
  const { t } = useTranslation('healthenv');
  const inquinanteLabel = useInquinanteLabel();
  const { control } = useFormContext<PostazioneValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'sensori' });
  const choices = (Object.keys(INQUINANTI) as Inquinante[]).map((value) => ({
    value,
    label: inquinanteLabel(value),
  }));
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('postazioni.form.sensors')}</legend>
      <p className="small">{t('postazioni.form.sensorsHelp')}</p>
      <ListError name="sensori" />
      {fields.length === 0 ? <p>{t('postazioni.form.noSensors')}</p> : null}
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <fieldset key={field.id} className="border rounded px-3 pb-2 mb-3">
            <legend className="float-none w-auto px-1 mb-0 fs-6 fw-semibold">
              {t('postazioni.form.sensor', { number })}
            </legend>
            <div className="row">
              {field.sensoreId !== null && field.inquinante ? (
                <ReadOnlyText
                  label={t('postazioni.fields.inquinante')}
                  value={inquinanteLabel(field.inquinante)}
                  help={t('postazioni.fields.inquinanteFixed')}
                />
              ) : (
                <SelectField
                  className="col-12 col-md-6 col-lg-4"
                  name={`sensori.${index}.inquinante`}
                  label={t('postazioni.fields.inquinante')}
                  required
                  choose
                  choices={choices}
                />
              )}
              <UnitaSensore index={index} />
              <TextField
                className={COL}
                name={`sensori.${index}.codice`}
                label={t('postazioni.fields.codiceSensore')}
                help={field.sensoreId === null ? t('postazioni.fields.codiceSensoreHelp') : undefined}
                maxLength={40}
              />
              <TextField
                className={COL}
                name={`sensori.${index}.nomeFonte`}
                label={t('postazioni.fields.nomeFonte')}
                maxLength={200}
              />
              {(['attivoDal', 'attivoAl'] as const).map((name) => (
                <TextField
                  key={name}
                  className={COL}
                  name={`sensori.${index}.${name}`}
                  type="date"
                  label={t(`postazioni.fields.${name}`)}
                />
              ))}
            </div>
            <EntryButton
              remove
              className="mb-2"
              label={t('postazioni.form.removeSensorLabel', { number })}
              onClick={() => remove(index)}
            >
              {t('postazioni.form.removeSensor')}
            </EntryButton>
            {field.sensoreId !== null ? (
              <p className="small mb-2">{t('postazioni.form.removeSensorHelp')}</p>
            ) : null}
          </fieldset>
        );
      })}
      <EntryButton
        onClick={() =>
          append({ sensoreId: null, inquinante: '', codice: '', nomeFonte: '', attivoDal: '', attivoAl: '' })
        }
      >
        {t('postazioni.form.addSensor')}
      </EntryButton>
    </fieldset>
  );
}

/** The unit follows from the pollutant (INQUINANTI of the contract): shown, never typed. */
function UnitaSensore({ index }: { index: number }) {
  const { t } = useTranslation('healthenv');
  const unita = useUnita(`sensori.${index}.inquinante`);
  return (
    <ReadOnlyText
      label={t('postazioni.fields.unita')}
      value={unita || '—'}
      help={t('postazioni.fields.unitaHelp')}
    />
  );
}
