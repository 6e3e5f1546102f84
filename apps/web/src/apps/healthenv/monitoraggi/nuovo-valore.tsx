import { INQUINANTI, validitaMonitoraggio } from '@halo/contract/healthenv';
import {
  type Monitoraggio,
  type MonitoraggioCreate,
  monitoraggioCreateSchema,
} from '@halo/contract/healthenv/monitoraggi';
import type { Postazione } from '@halo/contract/healthenv/postazioni';
import { Button } from 'design-react-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WriteFailure, WriteResult } from '../../../lib/call-route.ts';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';
import { contractResolver } from '../../../lib/ui/form-dialog.tsx';
import { SelectField, TextField } from '../../../lib/ui/form-fields.tsx';
import { PageForm } from '../../../lib/ui/inline-form.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { DecimalField, decimal, useRefusal } from '../postazioni/healthenv-fields.tsx';
import { useDateFormats, useInquinanteName, useNumberFormat } from '../postazioni/postazioni.labels.tsx';
import { usePostazioni } from '../postazioni/postazioni.queries.ts';
import { useAggiungiMonitoraggio } from './monitoraggi.queries.ts';
import { oreDelGiorno } from './ora-roma.ts';

/**
 * One value of a sensor, typed by hand (issue 17): the station, then one of its sensors, hourly or daily. A daily
 * value is a calendar day (UTC+01:00, as the records count days); an hourly one starts at an hour of Italy's clock,
 * sent with the offset of that moment. A value already there for the same sensor and moment is refused (409): the
 * form then offers to send it again replacing the old one.
 */

interface ValoreValues {
  postazioneId: string;
  sensoreId: string;
  periodo: 'giorno' | 'ora';
  data: string;
  inizio: string;
  valore: string;
  validita: string;
  fonte: string;
}

const DEFAULT_FONTE = 'inserimento manuale';

function toBody(values: ValoreValues) {
  const common = {
    sensoreId: values.sensoreId ? Number(values.sensoreId) : undefined,
    valore: decimal(values.valore),
    validita: values.validita,
    fonte: values.fonte.trim() || DEFAULT_FONTE,
  };
  return values.periodo === 'giorno'
    ? { periodo: 'giorno', data: values.data, ...common }
    : { periodo: 'ora', inizio: values.inizio || undefined, ...common };
}

/** A 409 about the moment (`body.data`, `body.inizio`): a value is already there, it may be replaced. */
const isDuplicate = (failure: WriteFailure | null) =>
  failure?.status === 409 && failure.details.some((d) => d.path === 'body.data' || d.path === 'body.inizio');

export function NuovoValore() {
  const { t } = useTranslation('healthenv');
  const postazioni = usePostazioni(false);
  // A new form after each save: what was typed and the last refusal go, the station and sensor stay.
  const [round, setRound] = useState<{ key: number; keep: Partial<ValoreValues> }>({ key: 0, keep: {} });
  return (
    <PageSection title={t('monitoraggi.valore.title')}>
      <p>{t('monitoraggi.valore.intro')}</p>
      {postazioni.data === null ? (
        <p>{t('monitoraggi.valore.noStations')}</p>
      ) : !postazioni.data ? (
        <LoadingState />
      ) : postazioni.data.length === 0 ? (
        <p>{t('monitoraggi.valore.emptyStations')}</p>
      ) : (
        <ValoreForm
          key={round.key}
          postazioni={postazioni.data}
          keep={round.keep}
          onSaved={(keep) => setRound((r) => ({ key: r.key + 1, keep }))}
        />
      )}
    </PageSection>
  );
}

function ValoreForm({
  postazioni,
  keep,
  onSaved,
}: {
  postazioni: readonly Postazione[];
  keep: Partial<ValoreValues>;
  onSaved: (keep: Partial<ValoreValues>) => void;
}) {
  const { t } = useTranslation('healthenv');
  const number = useNumberFormat(3);
  const dates = useDateFormats();
  const aggiungi = useAggiungiMonitoraggio();
  const form = useForm<ValoreValues, unknown, MonitoraggioCreate>({
    defaultValues: {
      postazioneId: '',
      sensoreId: '',
      periodo: 'giorno',
      data: '',
      inizio: '',
      valore: '',
      validita: 'provisional',
      fonte: DEFAULT_FONTE,
      ...keep,
    },
    resolver: contractResolver(monitoraggioCreateSchema, toBody),
  });
  const lastBody = useRef<MonitoraggioCreate | null>(null);
  const [replacing, setReplacing] = useState(false);
  const [replaceFailure, setReplaceFailure] = useState<WriteFailure | null>(null);
  const { refusal, track } = useRefusal(form);

  const done = (saved: Monitoraggio, replaced: boolean) => {
    const postazione = postazioni.find((p) => p.id === saved.postazioneId);
    const when =
      saved.periodo === 'giorno' ? dates.day(saved.data ?? saved.inizio) : dates.moment(saved.inizio);
    notifySuccess(
      t(replaced ? 'monitoraggi.valore.replaced' : 'monitoraggi.valore.saved', {
        valore: number(saved.valore),
        unita: saved.unita,
        inquinante: saved.inquinante,
        postazione: postazione?.nomeCompleto ?? '',
        quando: when,
      }),
    );
    const { postazioneId, sensoreId, periodo, data, validita, fonte } = form.getValues();
    onSaved({ postazioneId, sensoreId, periodo, data, validita, fonte });
  };

  const submit = async (body: MonitoraggioCreate): Promise<WriteResult<Monitoraggio>> => {
    lastBody.current = body;
    setReplaceFailure(null);
    return track(await aggiungi.mutateAsync({ body }));
  };

  const replace = async () => {
    if (!lastBody.current) return;
    setReplacing(true);
    const result = await aggiungi.mutateAsync({ body: { ...lastBody.current, sostituisci: true } });
    setReplacing(false);
    if (result.ok) done(result.data, true);
    else setReplaceFailure(result);
  };

  // Above the fields: a value already there for that sensor and moment may be replaced.
  const notice = (
    <>
      {isDuplicate(refusal) ? (
        <div className="mb-4">
          <p>{t('monitoraggi.valore.duplicateHelp')}</p>
          <Button color="danger" outline type="button" disabled={replacing} onClick={() => void replace()}>
            {t('monitoraggi.valore.replace')}
          </Button>
        </div>
      ) : null}
      {replaceFailure ? <FailureAlert failure={replaceFailure} /> : null}
    </>
  );
  return (
    <PageForm
      form={form}
      label={t('monitoraggi.valore.title')}
      submit={submit}
      onSaved={(saved) => done(saved, false)}
      submitLabel={t('monitoraggi.valore.submit')}
      busy={replacing}
      notice={notice}
    >
      <ValoreFields postazioni={postazioni} />
    </PageForm>
  );
}

function ValoreFields({ postazioni }: { postazioni: readonly Postazione[] }) {
  const { t } = useTranslation('healthenv');
  const inquinanteName = useInquinanteName();
  const { setValue, getValues } = useFormContext<ValoreValues>();
  const [postazioneId, sensoreId, periodo, data] = useWatch<
    ValoreValues,
    ['postazioneId', 'sensoreId', 'periodo', 'data']
  >({ name: ['postazioneId', 'sensoreId', 'periodo', 'data'] });
  const postazione = postazioni.find((p) => String(p.id) === postazioneId);
  const sensori = postazione?.sensori ?? [];
  const sensore = sensori.find((s) => String(s.id) === sensoreId);
  const ore = periodo === 'ora' ? oreDelGiorno(data) : [];

  // After the render that shows the new choices: a select keeps no value its options do not have yet.
  const shown = useRef({ postazioneId, data });
  useEffect(() => {
    const before = shown.current;
    shown.current = { postazioneId, data };
    if (before.postazioneId !== postazioneId) {
      // Another station: one of its sensors, not the previous one's; a station with one sensor chooses it.
      const chosen = postazioni.find((p) => String(p.id) === postazioneId);
      const only = chosen?.sensori.length === 1 ? chosen.sensori[0] : undefined;
      setValue('sensoreId', only ? String(only.id) : '');
    }
    if (before.data !== data) {
      // Another day: the same hour of the new day, when it has it.
      const hour = getValues('inizio').slice(11, 16);
      setValue('inizio', oreDelGiorno(data).find((o) => o.inizio.slice(11, 16) === hour)?.inizio ?? '');
    }
  }, [postazioneId, data, postazioni, getValues, setValue]);

  const byName = [...postazioni].sort((a, b) => a.nomeCompleto.localeCompare(b.nomeCompleto, 'it'));
  const unita = sensore ? INQUINANTI[sensore.inquinante].unita : null;
  return (
    <div className="row">
      <SelectField
        className="col-12 col-md-6"
        name="postazioneId"
        label={t('monitoraggi.valore.postazione')}
        required
        choose
        choices={byName.map((p) => ({ value: String(p.id), label: `${p.nomeCompleto} (${p.codice})` }))}
      />
      <SelectField
        className="col-12 col-md-6"
        name="sensoreId"
        label={t('monitoraggi.valore.sensore')}
        required
        disabled={!postazione}
        help={postazione && sensori.length === 0 ? t('monitoraggi.valore.noSensors') : undefined}
        emptyOption={postazione ? undefined : t('monitoraggi.valore.stationFirst')}
        choose
        choices={sensori.map((s) => ({
          value: String(s.id),
          label: t('monitoraggi.valore.sensoreLabel', {
            inquinante: inquinanteName(s.inquinante),
            codice: s.codice,
            unita: s.unita,
          }),
        }))}
      />
      <fieldset className="col-12 mb-3">
        <legend className="h6">{t('monitoraggi.valore.periodo')}</legend>
        <PeriodoChoice />
      </fieldset>
      <TextField
        className="form-group col-12 col-md-6"
        name="data"
        type="date"
        label={periodo === 'ora' ? t('monitoraggi.valore.giorno') : t('monitoraggi.valore.data')}
        required
        help={periodo === 'giorno' ? t('monitoraggi.valore.dataHelp') : undefined}
      />
      {periodo === 'ora' ? (
        <SelectField
          className="col-12 col-md-6"
          name="inizio"
          label={t('monitoraggi.valore.ora')}
          required
          disabled={ore.length === 0}
          help={t('monitoraggi.valore.oraHelp')}
          emptyOption={ore.length === 0 ? t('monitoraggi.valore.dayFirst') : undefined}
          choose
          choices={ore.map((o) => ({ value: o.inizio, label: o.label }))}
        />
      ) : null}
      <DecimalField
        className="form-group col-12 col-md-6"
        name="valore"
        label={unita ? t('monitoraggi.valore.valoreIn', { unita }) : t('monitoraggi.valore.valore')}
        required
        help={unita ? t('monitoraggi.valore.valoreHelp', { unita }) : t('monitoraggi.valore.sensorFirst')}
      />
      <SelectField
        className="col-12 col-md-6"
        name="validita"
        label={t('monitoraggi.valore.validita')}
        required
        choices={validitaMonitoraggio.map((value) => ({ value, label: t(`common.validita.${value}`) }))}
      />
      <TextField
        className="form-group col-12 col-md-6"
        name="fonte"
        label={t('monitoraggi.valore.fonte')}
        maxLength={100}
      />
    </div>
  );
}

function PeriodoChoice() {
  const { t } = useTranslation('healthenv');
  const id = useId();
  const { register } = useFormContext<ValoreValues>();
  return (
    <div className="d-flex flex-wrap gap-4">
      {(['giorno', 'ora'] as const).map((value) => (
        <div key={value} className="form-check form-check-inline">
          <input id={`${id}-${value}`} type="radio" value={value} {...register('periodo')} />
          <label htmlFor={`${id}-${value}`}>{t(`monitoraggi.valore.periodi.${value}`)}</label>
        </div>
      ))}
    </div>
  );
}
