import type { Paziente } from '@halo/contract/stroke/pazienti';
import type { ProfiloStroke } from '@halo/contract/stroke/profilo';
import { Button } from 'design-react-kit';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Check, Fieldset } from '../../../lib/ui/form-fields.tsx';
import { positiveId, useListParams } from '../../../lib/ui/list-params.ts';
import { Page, PageSection, SearchBox } from '../../../lib/ui/page.tsx';
import { SelectField } from '../../../lib/ui/search-screen.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { PatientDataState } from '../pazienti/patient-data-state.tsx';
import { formatGiorno, fullName, pazientiPaths } from '../pazienti/pazienti.labels.tsx';
import { usePaziente, usePazienti } from '../pazienti/pazienti.queries.ts';
import { ProfiloGate } from '../profilo/profilo-gate.tsx';
import { AllerteTable } from './allerte-table.tsx';
import { CHART_CODES, PERIODI, PERIODO_KEYS, type Periodo, periodoOf } from './dispositivi.labels.ts';
import {
  useAggiornaMisurazioni,
  useAllerteMedico,
  useAllertePaziente,
  useSoglie,
} from './dispositivi.queries.ts';
import { AndamentoMisura, RitmoPanel, UltimiValori } from './misurazioni-panels.tsx';
import { SoglieAllerta } from './soglie-allerta.tsx';
import '../stroke.css';

const MINUTE = 60_000;
const thisMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/**
 * Misurazioni (/stroke/misurazioni, issue 16): what the wearables of a patient measured. The patient reads their
 * own, a caregiver chooses among the people whose consent they hold, a doctor searches their patients and reads
 * first the alerts of all of them, each to take in. For the patient shown (`?paziente=<id>`): the latest value of
 * each kind, a chart of each kind over the period chosen (`?periodo=24h|7g|30g`) with the thresholds in force and
 * its table, the rhythm's classifications in words, the alert episodes and the thresholds (the doctor edits them).
 */
export function StrokeMisurazioni() {
  const { t } = useTranslation('stroke');
  const title = t('devices.measurements.title');
  return <ProfiloGate title={title}>{(profilo) => <Misurazioni profilo={profilo} />}</ProfiloGate>;
}

/** Who the reader may choose, from their profile; the server still decides each read. */
function useChoice(profilo: ProfiloStroke) {
  const params = useListParams();
  const medico = profilo.ruoli.includes('medico');
  const own = profilo.ruoli.includes('paziente') ? profilo.paziente : null;
  const caregiver = profilo.ruoli.includes('caregiver');
  const assistiti = caregiver ? profilo.assistiti : [];
  const requested = positiveId(params.get('paziente'));
  const soleAssistito = assistiti.length === 1 && !medico && !own ? assistiti[0] : undefined;
  const chosenId = requested ?? own?.id ?? soleAssistito?.id;
  // A patient the profile names; any other only a doctor may ask for (their own patients, the server says).
  const known: Paziente | undefined =
    own && own.id === chosenId ? own : assistiti.find((p) => p.id === chosenId);
  return { params, medico, own, caregiver, assistiti, chosenId, known };
}

function Misurazioni({ profilo }: { profilo: ProfiloStroke }) {
  const { t } = useTranslation('stroke');
  const { params, medico, own, caregiver, assistiti, chosenId, known } = useChoice(profilo);
  // Another patient's name, for a doctor: their card's read (404 for a patient they do not follow).
  const card = usePaziente(medico && chosenId !== undefined && !known ? chosenId : null, false);
  const title = t('devices.measurements.title');
  if (!medico && !own && !caregiver) {
    return (
      <Page title={title}>
        <p>{t('devices.measurements.rolesOnly')}</p>
      </Page>
    );
  }
  let chosen: Paziente | null = known ?? null;
  if (!chosen && card.data?.kind === 'found') chosen = card.data.data;
  const lead = medico
    ? t('devices.measurements.leadDoctor')
    : own
      ? t('devices.measurements.leadPatient')
      : t('devices.measurements.leadCaregiver');
  const mine = chosen !== null && chosen.id === own?.id;
  const showsChooser = medico || (caregiver && (assistiti.length !== 1 || own !== null));

  let body = <p>{t('devices.measurements.chooseFirst')}</p>;
  if (chosenId !== undefined) {
    if (chosen) {
      body = (
        <PazienteMisurazioni
          key={chosen.id}
          paziente={chosen}
          // The thresholds and the alerts are the patient's doctor's to handle.
          doctor={medico && chosen.medico.id === profilo.medico?.id}
          periodo={periodoOf(params.get('periodo'))}
          onPeriodo={(periodo) => params.update({ periodo })}
        />
      );
    } else if (medico && card.isPending) {
      body = <LoadingState />;
    } else if (medico && !card.data) {
      body = <p>{t('patient.failed')}</p>;
    } else {
      body = <p>{t('devices.measurements.notFound')}</p>;
    }
  }

  return (
    <Page
      title={chosen && !mine ? t('devices.measurements.titleOf', { name: fullName(chosen) }) : title}
      lead={lead}
    >
      {medico ? (
        <AllerteMedico
          soloAperte={params.get('allerte') !== 'tutte'}
          onToggle={(tutte) => params.update({ allerte: tutte ? 'tutte' : null })}
        />
      ) : null}
      {showsChooser ? (
        <PageSection title={t('devices.measurements.choose.title')}>
          {chosen ? (
            <p>
              {mine
                ? t('devices.measurements.choose.currentOwn')
                : t('devices.measurements.choose.current', { name: fullName(chosen) })}{' '}
              {medico && !mine && !known ? (
                <Link to={pazientiPaths.paziente(chosen.id)}>
                  {t('devices.measurements.choose.openCard', { name: fullName(chosen) })}
                </Link>
              ) : null}
            </p>
          ) : null}
          {own && !mine ? (
            <p>
              <ParamLink changes={{ paziente: own.id }}>{t('devices.measurements.choose.mine')}</ParamLink>
            </p>
          ) : null}
          {caregiver ? (
            <AssistitoChooser assistiti={assistiti} value={known && !mine ? known.id : undefined} />
          ) : null}
          {medico ? <PazienteSearch chosenId={chosen?.id} /> : null}
        </PageSection>
      ) : null}
      {body}
    </Page>
  );
}

/** A link to this screen with some parameters of the address changed. */
function ParamLink({
  changes,
  current,
  children,
}: {
  changes: Record<string, string | number>;
  current?: boolean;
  children: ReactNode;
}) {
  const { search } = useLocation();
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) next.set(name, String(value));
  return (
    <Link to={{ search: `?${next.toString()}` }} aria-current={current ? 'true' : undefined}>
      {children}
    </Link>
  );
}

/** The caregiver's choice among the people whose consent they hold. */
function AssistitoChooser({
  assistiti,
  value,
}: {
  assistiti: readonly Paziente[];
  value: number | undefined;
}) {
  const { t } = useTranslation('stroke');
  const params = useListParams();
  if (assistiti.length === 0) return <p>{t('devices.measurements.choose.noAssisted')}</p>;
  return (
    <SelectField
      className="ui-search"
      label={t('devices.measurements.choose.assisted')}
      value={String(value ?? '')}
      onChange={(paziente) => params.update({ paziente })}
    >
      <option value="">{t('devices.measurements.choose.chooseOne')}</option>
      {assistiti.map((p) => (
        <option key={p.id} value={p.id}>
          {fullName(p)}
        </option>
      ))}
    </SelectField>
  );
}

/** The doctor's search among their patients (the first ten that match), each leading to their measurements. */
function PazienteSearch({ chosenId }: { chosenId: number | undefined }) {
  const { t } = useTranslation('stroke');
  const params = useListParams();
  const found = usePazienti({ q: params.q, page: 1, size: 10, sort: 'cognome' });
  const listId = useId();
  const items = found.data?.items ?? [];
  return (
    <>
      <div className="stroke-search">
        <SearchBox
          label={t('devices.measurements.choose.search')}
          value={params.q}
          onChange={(q) => params.update({ q })}
        />
      </div>
      <p role="status" id={listId}>
        {found.isPending
          ? null
          : found.data
            ? t('patients.found', { count: found.data.total })
            : t('patients.failed')}
      </p>
      {items.length > 0 ? (
        <ul className="list-unstyled" aria-labelledby={listId}>
          {items.map((p) => (
            <li key={p.id} className="py-1">
              <ParamLink changes={{ paziente: p.id }} current={p.id === chosenId}>
                {fullName(p)}
              </ParamLink>{' '}
              <span className="small">
                {t('devices.measurements.choose.born', { date: formatGiorno(p.dataNascita) })}
                {p.id === chosenId ? ` ${t('devices.measurements.choose.shown')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {found.data && found.data.total > items.length ? (
        <p className="small">{t('devices.measurements.choose.more', { count: items.length })}</p>
      ) : null}
    </>
  );
}

/** The doctor's alerts over all their patients, the open ones first; the closed ones on request. */
function AllerteMedico({
  soloAperte,
  onToggle,
}: {
  soloAperte: boolean;
  onToggle: (tutte: boolean) => void;
}) {
  const { t } = useTranslation('stroke');
  const allerte = useAllerteMedico(soloAperte);
  const rows = allerte.data;
  const open = rows?.filter((a) => a.chiusa === null).length ?? 0;
  const unseen = rows?.filter((a) => a.vista === null).length ?? 0;
  return (
    <PageSection title={t('devices.alerts.doctorTitle')}>
      <p className="small">{t('devices.alerts.doctorLead')}</p>
      <Check
        className="form-check mb-3"
        label={t('devices.alerts.showClosed')}
        checked={!soloAperte}
        onChange={onToggle}
      />
      <p role="status">
        {allerte.isPending
          ? null
          : rows
            ? `${t('devices.alerts.openCount', { count: open })} ${t('devices.alerts.unseenCount', { count: unseen })}`
            : t('devices.errors.alerts')}
      </p>
      {rows === null ? null : (
        <AllerteTable
          caption={t('devices.alerts.doctorTitle')}
          allerte={rows}
          patient
          canSee
          empty={soloAperte ? t('devices.alerts.noneOpen') : t('devices.alerts.none')}
        />
      )}
    </PageSection>
  );
}

/** Everything about the patient shown, once the reader may read them (their thresholds' read says so). */
function PazienteMisurazioni({
  paziente,
  doctor,
  periodo,
  onPeriodo,
}: {
  paziente: Paziente;
  doctor: boolean;
  periodo: Periodo;
  onPeriodo: (periodo: Periodo) => void;
}) {
  const soglie = useSoglie(paziente.id);
  const [anchor, setAnchor] = useState(thisMinute);
  const [anchoredFor, setAnchoredFor] = useState(periodo);
  // A new period starts from now.
  if (anchoredFor !== periodo) {
    setAnchoredFor(periodo);
    setAnchor(thisMinute());
  }
  const dal = new Date(anchor - PERIODI[periodo]).toISOString();
  const refresh = useAggiornaMisurazioni(paziente.id);
  return (
    <PatientDataState read={soglie}>
      {(s) => (
        <>
          <UltimiValori pazienteId={paziente.id} soglie={s} />
          <Andamento
            periodo={periodo}
            onPeriodo={onPeriodo}
            onRefresh={() => {
              setAnchor(thisMinute());
              refresh();
            }}
          >
            {CHART_CODES.map((codice) => (
              <AndamentoMisura
                key={codice}
                pazienteId={paziente.id}
                codice={codice}
                dal={dal}
                to={anchor}
                periodo={periodo}
                soglie={s}
              />
            ))}
            <RitmoPanel pazienteId={paziente.id} dal={dal} periodo={periodo} soglie={s} />
          </Andamento>
          <AllertePaziente paziente={paziente} doctor={doctor} />
          <SoglieAllerta pazienteId={paziente.id} edit={doctor} level={2} />
        </>
      )}
    </PatientDataState>
  );
}

/** «Andamento»: the period's choice (24 hours, 7 or 30 days), a way to read again, and the charts. */
function Andamento({
  periodo,
  onPeriodo,
  onRefresh,
  children,
}: {
  periodo: Periodo;
  onPeriodo: (periodo: Periodo) => void;
  onRefresh: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('stroke');
  const id = useId();
  return (
    <PageSection
      title={t('devices.charts.title')}
      actions={
        <Button color="primary" outline size="sm" type="button" onClick={onRefresh}>
          {t('devices.charts.refresh')}
        </Button>
      }
    >
      <Fieldset legend={t('devices.period.legend')} error={undefined}>
        {PERIODO_KEYS.map((key) => (
          <div key={key} className="form-check form-check-inline">
            <input
              id={`${id}-${key}`}
              type="radio"
              name={`${id}-periodo`}
              value={key}
              checked={periodo === key}
              onChange={() => onPeriodo(key)}
            />
            <label htmlFor={`${id}-${key}`}>{t(`devices.period.options.${key}`)}</label>
          </div>
        ))}
      </Fieldset>
      <p className="small">{t('devices.charts.lead')}</p>
      {children}
    </PageSection>
  );
}

/** The patient's alert episodes, the open ones first; the doctor takes in those not seen yet. */
function AllertePaziente({ paziente, doctor }: { paziente: Paziente; doctor: boolean }) {
  const { t } = useTranslation('stroke');
  const allerte = useAllertePaziente(paziente.id);
  const title = t('devices.alerts.patientTitle');
  return (
    <PageSection title={title}>
      <p className="small">
        {doctor ? t('devices.alerts.patientLeadDoctor') : t('devices.alerts.patientLead')}
      </p>
      <PatientDataState read={allerte}>
        {(rows) => (
          <AllerteTable
            caption={t('devices.alerts.patientCaption', { name: fullName(paziente) })}
            allerte={rows}
            canSee={doctor}
            empty={t('devices.alerts.nonePatient')}
          />
        )}
      </PatientDataState>
    </PageSection>
  );
}
