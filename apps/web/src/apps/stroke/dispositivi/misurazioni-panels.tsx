import type { CodiceMisura, Misurazione, Soglie } from '@halo/contract/stroke/dispositivi';
import { Card, CardBody, CardTitle } from 'design-react-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, ChartData } from '../../../lib/ui/chart.tsx';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { pageOf } from '../../../lib/ui/page-of.ts';
import { Pager } from '../../../lib/ui/pager.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { PatientDataState } from '../pazienti/patient-data-state.tsx';
import { formatGiorno, formatMomento } from '../pazienti/pazienti.labels.tsx';
import {
  type ChartCode,
  type Componente,
  oltreSoglia,
  type Periodo,
  SUMMARY_CODES,
  soglieAttive,
  useMisureLabels,
} from './dispositivi.labels.ts';
import { LIMITE_GRAFICO, useMisurazioni, useUltimeMisure } from './dispositivi.queries.ts';
import type { devices } from './locales/it.ts';
import { legendRows, misuraHeight, misuraOption, serieOf } from './misurazioni-charts.ts';

/**
 * The parts of the measurements' screen about one patient: the latest value of each kind, a chart of each kind over
 * the chosen period with its table behind «Mostra i dati», and the rhythm's classifications as a list in words.
 */

const ROME = 'Europe/Rome';
const hours = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: ROME });
const dayMonth = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', timeZone: ROME });
const isoOf = (ms: number) => new Date(ms).toISOString();

/** Rows of a table shown a page at a time (a month of measurements is thousands of rows). */
function usePaged<T>(rows: readonly T[], size: number) {
  const [page, setPage] = useState(1);
  return { ...pageOf(rows, page, size), size, setPage };
}

const newestFirst = (rows: readonly Misurazione[]) => [...rows].reverse();

// ---------------------------------------------------------------------------------------------------------------
// The latest values

/** The latest measurement of each kind, whenever taken, with its unit and time and how it stands to the thresholds. */
export function UltimiValori({ pazienteId, soglie }: { pazienteId: number; soglie: Soglie }) {
  const { t } = useTranslation('stroke');
  const reads = useUltimeMisure(pazienteId, SUMMARY_CODES);
  return (
    <PageSection title={t('devices.latest.title')}>
      <ul className="row g-3 list-unstyled">
        {SUMMARY_CODES.map((codice, index) => {
          const read = reads[index];
          const answer = read?.data;
          const latest = answer?.kind === 'found' ? answer.data[answer.data.length - 1] : undefined;
          return (
            <li key={codice} className="col-12 col-sm-6 col-xl-4">
              <Card shadow="sm" rounded className="h-100">
                {/* The kit's Card is Bootstrap Italia's `it-card`: its body's padding is `it-card-body`'s. */}
                <CardBody className="it-card-body">
                  <LatestCard
                    codice={codice}
                    latest={latest}
                    pending={read?.isPending ?? true}
                    failed={read?.isError ?? false}
                    soglie={soglie}
                  />
                </CardBody>
              </Card>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}

function LatestCard({
  codice,
  latest,
  pending,
  failed,
  soglie,
}: {
  codice: CodiceMisura;
  latest: Misurazione | undefined;
  pending: boolean;
  /** The read failed: the global alert says why, the card that nothing could be read. */
  failed: boolean;
  soglie: Soglie;
}) {
  const { t } = useTranslation('stroke');
  const labels = useMisureLabels();
  let body = <LoadingState />;
  if (!pending && !latest) {
    body = <p className="mb-0">{failed ? t('patient.failed') : t('devices.latest.none')}</p>;
  }
  if (latest) {
    const attive = soglieAttive(soglie, codice);
    let state: string | null = null;
    let alarm = false;
    if (codice === 'ritmo') {
      alarm = latest.classificazione === 'atrialFibrillation' && soglie.ritmoIrregolare;
      if (alarm) state = t('devices.rhythm.alert');
    } else if (oltreSoglia(latest, attive).length > 0) {
      alarm = true;
      state = labels.against(latest, attive);
    } else if (attive.length > 0) {
      state = t('devices.thresholds.within');
    }
    body = (
      <>
        <p className="h4 mb-1">{labels.reading(latest)}</p>
        <p className="small mb-1">
          {codice === '41950-7'
            ? t('devices.latest.day', { day: formatGiorno(latest.inizio) })
            : t('devices.latest.at', { moment: formatMomento(latest.inizio) })}
        </p>
        {state ? <p className={`small mb-0${alarm ? ' fw-bold text-danger' : ''}`}>{state}</p> : null}
      </>
    );
  }
  return (
    <>
      <CardTitle tag="h3" className="h6">
        {labels.name(codice)}
      </CardTitle>
      {body}
    </>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The charts

/** One kind of measurement over the period: its chart with the thresholds, and its table on demand. */
export function AndamentoMisura({
  pazienteId,
  codice,
  dal,
  to,
  periodo,
  soglie,
}: {
  pazienteId: number;
  codice: ChartCode;
  /** The period's start, as the server reads it. */
  dal: string;
  /** The period's end, for the time axis (milliseconds). */
  to: number;
  periodo: Periodo;
  soglie: Soglie;
}) {
  const { t } = useTranslation('stroke');
  const labels = useMisureLabels();
  const read = useMisurazioni(pazienteId, codice, dal);
  const title = labels.name(codice);
  return (
    <PageSection title={title} level={3}>
      <PatientDataState read={read}>
        {(rows) =>
          rows.length === 0 ? (
            <p>{t('devices.charts.empty', { period: t(`devices.period.during.${periodo}`) })}</p>
          ) : (
            <MisuraChartAndTable
              title={title}
              codice={codice}
              rows={rows}
              from={Date.parse(dal)}
              to={to}
              periodo={periodo}
              soglie={soglie}
            />
          )
        }
      </PatientDataState>
    </PageSection>
  );
}

function MisuraChartAndTable({
  title,
  codice,
  rows,
  from,
  to,
  periodo,
  soglie,
}: {
  title: string;
  codice: ChartCode;
  rows: readonly Misurazione[];
  from: number;
  to: number;
  periodo: Periodo;
  soglie: Soglie;
}) {
  const { t, i18n } = useTranslation('stroke');
  const labels = useMisureLabels();
  const language = i18n.language;
  const attive = soglieAttive(soglie, codice);
  // Computed once per answer, thresholds and language: the chart is drawn again only when its option changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts follow the language
  const { option, summary, height } = useMemo(() => {
    const componenti: { componente: Componente; name: string }[] =
      codice === '85354-9'
        ? [
            { componente: 'sistolica', name: t('devices.kinds.pressione.sistolica') },
            { componente: 'diastolica', name: t('devices.kinds.pressione.diastolica') },
          ]
        : [{ componente: 'valore', name: title }];
    const series = serieOf(rows, componenti, attive, (s) =>
      t('devices.charts.thresholdLegend', { soglia: labels.soglia(s) }),
    );
    const end = Math.max(to, ...series.flatMap((s) => s.points.map((p) => p.at)));
    const option = misuraOption(series, {
      from,
      to: end,
      bars: codice === '41950-7',
      formatAxis: (ms) => (periodo === '24h' ? hours : dayMonth).format(new Date(ms)),
      tooltip: (name, ms, valore) =>
        t('devices.charts.tooltip', {
          name,
          moment: formatMomento(isoOf(ms)),
          value: labels.value(codice, valore),
        }),
    });
    const ranges = series
      .filter((s) => s.points.length > 0)
      .map((s) => {
        const values = s.points.map((p) => p.valore);
        const low = Math.min(...values);
        const high = Math.max(...values);
        // «da 72 a 125 battiti/min»: the unit once, after the higher value.
        const range = { min: labels.number(low), max: labels.value(codice, high) };
        if (low === high) {
          return series.length > 1
            ? t('devices.charts.singleNamed', { name: s.name, value: range.max })
            : t('devices.charts.single', { value: range.max });
        }
        return series.length > 1
          ? t('devices.charts.rangeNamed', { name: s.name, ...range })
          : t('devices.charts.range', range);
      });
    const last = rows[rows.length - 1];
    const beyond = rows.filter((m) => oltreSoglia(m, attive).length > 0).length;
    const parts = [
      t('devices.charts.count', { count: rows.length }),
      ...ranges,
      last
        ? t('devices.charts.last', { value: labels.reading(last), moment: formatMomento(last.inizio) })
        : '',
      attive.length === 0
        ? t('devices.charts.noThresholds')
        : t('devices.charts.thresholds', { list: attive.map(labels.soglia).join(', '), count: beyond }),
    ].filter(Boolean);
    const summary = t('devices.charts.summary', {
      title,
      period: t(`devices.period.during.${periodo}`),
      parts: parts.join('; '),
    });
    return { option, summary, height: misuraHeight(legendRows(series)) };
  }, [rows, attive.map((s) => `${s.key}:${s.valore}`).join(), from, to, periodo, language]);
  return (
    <>
      <Chart option={option} ariaLabel={summary} height={height} />
      {rows.length >= LIMITE_GRAFICO ? (
        <p className="small mt-2">{t('devices.charts.truncated', { count: LIMITE_GRAFICO })}</p>
      ) : null}
      <ChartData
        texts={{
          show: t('devices.charts.showData'),
          hide: t('devices.charts.hideData'),
          of: t('devices.charts.dataOf', { title }),
        }}
      >
        <MisuraTable caption={title} codice={codice} rows={rows} soglie={soglie} />
      </ChartData>
    </>
  );
}

/** A kind's measurements as a table, newest first: when, the value with its unit, how it stands to the thresholds. */
function MisuraTable({
  caption,
  codice,
  rows,
  soglie,
}: {
  caption: string;
  codice: ChartCode;
  rows: readonly Misurazione[];
  soglie: Soglie;
}) {
  const { t } = useTranslation('stroke');
  const labels = useMisureLabels();
  const attive = soglieAttive(soglie, codice);
  const paged = usePaged(newestFirst(rows), 50);
  const steps = codice === '41950-7';
  const column = columnsOf<Misurazione, keyof typeof devices.charts.columns>((key) =>
    t(`devices.charts.columns.${key}`),
  );
  const columns = [
    column(steps ? 'period' : 'moment', labels.when),
    column('value', labels.reading, { className: 'text-end' }),
  ];
  if (!steps) columns.push(column('thresholds', (m) => labels.against(m, attive)));
  return (
    <>
      <DataTable<Misurazione>
        caption={caption}
        columns={columns}
        rows={paged.rows}
        rowKey={(m) => m.id}
        empty={t('devices.charts.noRows')}
      />
      <Pager
        label={t('devices.charts.pagerLabel', { title: caption })}
        page={paged.page}
        size={paged.size}
        total={rows.length}
        onPage={paged.setPage}
      />
    </>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The rhythm

/** The rhythm's classifications over the period, newest first, in words; an atrial fibrillation says so. */
export function RitmoPanel({
  pazienteId,
  dal,
  periodo,
  soglie,
}: {
  pazienteId: number;
  dal: string;
  periodo: Periodo;
  soglie: Soglie;
}) {
  const { t } = useTranslation('stroke');
  const read = useMisurazioni(pazienteId, 'ritmo', dal);
  return (
    <PageSection title={t('devices.rhythm.title')} level={3}>
      <p className="small">
        {soglie.ritmoIrregolare ? t('devices.rhythm.leadAlert') : t('devices.rhythm.leadNoAlert')}
      </p>
      <PatientDataState read={read}>
        {(rows) =>
          rows.length === 0 ? (
            <p>{t('devices.rhythm.empty', { period: t(`devices.period.during.${periodo}`) })}</p>
          ) : (
            <RitmoList rows={rows} periodo={periodo} alerts={soglie.ritmoIrregolare} />
          )
        }
      </PatientDataState>
    </PageSection>
  );
}

function RitmoList({
  rows,
  periodo,
  alerts,
}: {
  rows: readonly Misurazione[];
  periodo: Periodo;
  alerts: boolean;
}) {
  const { t } = useTranslation('stroke');
  const labels = useMisureLabels();
  const paged = usePaged(newestFirst(rows), 20);
  const count = (c: Misurazione['classificazione']) => rows.filter((m) => m.classificazione === c).length;
  return (
    <>
      <p>
        {t('devices.rhythm.summary', {
          period: t(`devices.period.during.${periodo}`),
          count: rows.length,
          sinus: count('sinusRhythm'),
          fibrillation: count('atrialFibrillation'),
          inconclusive: count('inconclusive'),
        })}
      </p>
      <ol className="list-unstyled mb-3" aria-label={t('devices.rhythm.listLabel')}>
        {paged.rows.map((m) => {
          const fibrillation = m.classificazione === 'atrialFibrillation';
          return (
            <li key={m.id} className="border-bottom py-2">
              <span className={`d-block${fibrillation ? ' fw-bold' : ''}`}>{labels.reading(m)}</span>
              <span className="d-block small">{labels.when(m)}</span>
              {fibrillation && alerts ? (
                <span className="d-block small fw-bold text-danger">{t('devices.rhythm.alert')}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Pager
        label={t('devices.rhythm.pagerLabel')}
        page={paged.page}
        size={paged.size}
        total={rows.length}
        onPage={paged.setPage}
      />
    </>
  );
}
