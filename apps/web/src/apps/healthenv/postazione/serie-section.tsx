import type { Inquinante } from '@halo/contract/healthenv';
import type { Serie } from '@halo/contract/healthenv/postazione';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, ChartData } from '../../../lib/ui/chart.tsx';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { pageOf } from '../../../lib/ui/page-of.ts';
import { Pager } from '../../../lib/ui/pager.tsx';
import { EmptyState, LoadingState } from '../../../lib/ui/states.tsx';
import { useAnalisiFormat, useLimiteLabel, yearRange } from './analisi.labels.ts';
import type postazione from './locales/it.ts';
import { useSerie } from './postazione.queries.ts';
import { serieOption } from './serie-chart.ts';
import { type PuntoSerie, puntiSerie, puntoAt } from './serie-punti.ts';

export type Periodo = Serie['periodo'];

const PAGE_SIZE = 50;

/** Midnight of 1 January in local standard time (UTC+01:00), the data's calendar. */
const yearStart = (anno: number) => Date.parse(`${anno}-01-01T00:00:00+01:00`);

/**
 * The year's series of a pollutant at a station (`GET …/serie`): daily means with their coverage, or the hourly
 * values when the sensor has them, as a chart with the thresholds of the same averaging, its summary (mean,
 * minimum, maximum, coverage) and, behind «Mostra i dati», the same values as a table.
 */
export function SerieSection({
  postazioneId,
  inquinante,
  anno,
  periodo,
  onPeriodo,
}: {
  postazioneId: number;
  inquinante: Inquinante;
  anno: number;
  periodo: Periodo;
  onPeriodo: (periodo: Periodo) => void;
}) {
  const { t } = useTranslation('healthenv');
  const format = useAnalisiFormat();
  const serie = useSerie(postazioneId, { inquinante, ...yearRange(anno), periodo });
  const name = format.inquinante(inquinante);
  const title = t('postazione.series.title', { anno, inquinante: name });
  const radio = useId();
  const data = serie.data;
  const empty = data && !data.valori.some((v) => v !== null);
  return (
    <PageSection title={title}>
      <fieldset className="mb-3">
        <legend className="h6 fw-semibold">{t('postazione.series.periodo')}</legend>
        {(['giorno', 'ora'] as const).map((p) => (
          <div key={p} className="form-check form-check-inline">
            <input
              id={`${radio}-${p}`}
              type="radio"
              name={radio}
              checked={periodo === p}
              onChange={() => onPeriodo(p)}
            />
            <label htmlFor={`${radio}-${p}`}>{t(`postazione.series.${p}`)}</label>
          </div>
        ))}
      </fieldset>
      {serie.isPending ? (
        <LoadingState />
      ) : !data ? (
        <EmptyState>{t('postazione.series.failed')}</EmptyState>
      ) : empty ? (
        <EmptyState>
          {periodo === 'ora'
            ? t('postazione.series.emptyHourly', { anno, inquinante: name })
            : t('postazione.series.empty', { anno, inquinante: name })}
        </EmptyState>
      ) : (
        <SerieBody serie={data} title={title} anno={anno} />
      )}
    </PageSection>
  );
}

function SerieBody({ serie, title, anno }: { serie: Serie; title: string; anno: number }) {
  const { t, i18n } = useTranslation('healthenv');
  const format = useAnalisiFormat();
  const limitLabel = useLimiteLabel();
  const { riepilogo, unita } = serie;
  const language = i18n.language;
  // Computed once per answer and language: the chart is drawn again only when its option changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts follow the language
  const { option, summary, limits } = useMemo(() => {
    const limits = serie.limiti.map((l) => limitLabel(l, unita));
    const pointAt = puntoAt(serie);
    const option = serieOption(serie, {
      name: format.inquinante(serie.inquinante),
      from: yearStart(anno),
      to: yearStart(anno + 1),
      limitLabel: (l) => limitLabel(l, unita),
      formatAxis: (ms) => format.day(new Date(ms).toISOString()),
      tooltip: (ms, valore) => {
        const point = pointAt(ms);
        return t('postazione.series.tooltip', {
          moment: serie.periodo === 'ora' ? format.moment(ms) : format.day(point?.giorno ?? null),
          valore: format.value(valore, unita),
          validita: point ? t(`common.validita.${point.validita}`) : '',
        });
      },
    });
    const summary = t('postazione.series.chartSummary', {
      title,
      count: riepilogo.valori,
      media: format.value(riepilogo.media, unita),
      minimo: format.value(riepilogo.minimo, unita),
      massimo: format.value(riepilogo.massimo, unita),
      limits: limits.length > 0 ? t('postazione.series.chartLimits', { limits: limits.join('; ') }) : '',
    }).trim();
    return { option, summary, limits };
  }, [serie, anno, title, language]);

  return (
    <>
      <dl className="row mb-3" aria-label={t('postazione.series.summaryTitle')}>
        {(
          [
            ['media', format.value(riepilogo.media, unita)],
            ['minimo', format.value(riepilogo.minimo, unita)],
            ['massimo', format.value(riepilogo.massimo, unita)],
            ['copertura', format.percent(riepilogo.copertura)],
            ['valori', format.number(riepilogo.valori)],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="col-6 col-md-4 col-xl-2 mb-2">
            <dt className="small text-uppercase">{t(`postazione.series.${key}`)}</dt>
            <dd className="mb-0 h5">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="small">{t('postazione.series.coverageNote')}</p>
      <Chart option={option} ariaLabel={summary} height={320} />
      <p className="small mb-1 mt-2">{t('postazione.series.limits')}</p>
      {limits.length > 0 ? (
        <ul className="small">
          {serie.limiti.map((l, index) => (
            <li key={l.id}>
              <span aria-hidden="true">{l.norma === '2008/50/CE' ? '- - - ' : '· · · '}</span>
              {limits[index]}
            </li>
          ))}
        </ul>
      ) : (
        <p className="small">{t('postazione.series.noLimits')}</p>
      )}
      <ChartData
        texts={{
          show: t('postazione.series.showData'),
          hide: t('postazione.series.hideData'),
          of: t('postazione.series.dataOf', { title }),
        }}
      >
        <SerieTable serie={serie} title={title} />
      </ChartData>
    </>
  );
}

/** The values of the chart, a page at a time (a year of hours is thousands of rows). */
function SerieTable({ serie, title }: { serie: Serie; title: string }) {
  const { t } = useTranslation('healthenv');
  const format = useAnalisiFormat();
  const [asked, setPage] = useState(1);
  const daily = serie.periodo === 'giorno';
  const punti = useMemo(() => puntiSerie(serie), [serie]);
  const { page, rows } = pageOf(punti, asked, PAGE_SIZE);
  const column = columnsOf<PuntoSerie, keyof typeof postazione.series.columns>((key) =>
    t(`postazione.series.columns.${key}`),
  );
  const columns = [
    daily ? column('giorno', (p) => format.day(p.giorno)) : column('ora', (p) => format.moment(p.inizio)),
    column(
      'valore',
      (p) => (p.valore === null ? t('postazione.series.insufficient') : format.value(p.valore, serie.unita)),
      { className: 'text-end' },
    ),
    column('validita', (p) => t(`common.validita.${p.validita}`)),
  ];
  if (daily) columns.push(column('copertura', (p) => format.percent(p.copertura), { className: 'text-end' }));
  return (
    <>
      <DataTable<PuntoSerie>
        caption={t('postazione.series.caption', { title })}
        columns={columns}
        rows={rows}
        rowKey={(p) => String(p.inizio)}
        empty="—"
      />
      <Pager
        label={t('postazione.series.pagerLabel')}
        page={page}
        size={PAGE_SIZE}
        total={punti.length}
        onPage={setPage}
      />
    </>
  );
}
