import type { Report, ReportQuery } from '@halo/contract/prosa/report';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartOption } from '../../../lib/ui/chart.tsx';
import { type Column, DataTable } from '../../../lib/ui/data-table.tsx';
import { formatDate, positiveId, useListParams } from '../../../lib/ui/list-params.ts';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { EmptyState, LoadingState } from '../../../lib/ui/states.tsx';
import { isProsaAdmin } from '../account/prosa-account.queries.ts';
import { useProsaProfile } from '../account/prosa-profile.tsx';
import { useAzienda, useAziende } from '../prosa.queries.ts';
import { projectStates, requestStateCodes, useCodeLabels } from './report.labels.ts';
import { useReport } from './report.queries.ts';
import { adhesionsHeight, adhesionsOption, barOption } from './report-charts.ts';
import {
  type Campagna,
  campagneCsv,
  cumulative,
  type ProjectBreakdowns,
  progettiCsv,
  projectBreakdowns,
  requestStates,
  richiesteCsv,
  topCampaigns,
} from './report-data.ts';
import { ChartPanel, CsvButton, countColumn, Figure, ItemsChart } from './report-panels.tsx';
import './report.css';
import { aslName } from '@halo/contract/asl-name';
import { SearchFilters, SelectField } from '../../../lib/ui/search-screen.tsx';

/** The campaigns the adhesions' chart follows: more lines than this cannot be told apart. */
const CHART_CAMPAIGNS = 5;

/**
 * Report (docs/adr/0021, `GET /api/prosa/report`): the portal's figures within the reader's scope, for managers
 * and admin-prosa. The administrator chooses an authority and one of its districts; a manager of a whole
 * authority may narrow to one of its districts; any other manager sees their own part. The choice lives in the
 * address (`?asl=1&distretto=6`). Each chart has its numbers in a table, and each section its CSV file, made from
 * the same answer.
 */
export function ProsaReport() {
  const { t } = useTranslation('prosaAttivita');
  const { role, profile, loading } = useProsaProfile();
  const params = useListParams();
  const admin = isProsaAdmin(role);
  const own = profile?.ruolo === 'operatore' || profile?.ruolo === 'responsabile' ? profile.data : null;
  const wholeAsl = own?.operabilita.livello === 'ASL';

  const asl = admin ? positiveId(params.get('asl')) : undefined;
  // Whose districts may be chosen: the administrator's chosen authority, a whole authority's manager's own.
  const districtsOf = admin ? (asl ?? null) : wholeAsl && own ? own.aslId : null;
  const distretto = districtsOf === null ? undefined : positiveId(params.get('distretto'));
  const query: ReportQuery = { asl, distretto };

  const aziende = useAziende({ page: 1, size: 200, sort: 'denominazioneAzienda' }, admin);
  const organisation = useAzienda(districtsOf);
  const report = useReport(query, !loading);
  const data = report.data;
  const districtName = (id: number) =>
    organisation.data?.distretti.find((d) => d.id === id)?.denominazione ?? data?.ambito.distretto ?? '';
  let scope: string;
  if (admin) {
    const chosen =
      aziende.data?.items.find((a) => a.id === asl)?.denominazioneAzienda ?? data?.ambito.azienda;
    scope =
      asl === undefined
        ? t('report.scope.everything')
        : [
            aslName(chosen ?? ''),
            distretto === undefined ? t('report.scope.wholeAsl') : districtName(distretto),
          ].join(' · ');
  } else if (own) {
    const { riferimento, unita } = own.operabilita;
    const part = wholeAsl
      ? distretto === undefined
        ? t('report.scope.wholeAsl')
        : districtName(distretto)
      : (riferimento?.denominazione ?? unita ?? own.distretto?.denominazione ?? '');
    scope = [aslName(own.denominazioneAzienda), part].filter(Boolean).join(' · ');
  } else {
    scope = '';
  }

  return (
    <Page title={t('report.title')} lead={t('report.lead')}>
      {scope ? (
        <p role="status">
          <strong>{t('report.scope.label')}</strong> {scope}
        </p>
      ) : null}
      {admin || districtsOf !== null ? (
        <SearchFilters label={t('report.scope.filters')} className="row">
          {admin ? (
            <SelectField
              label={t('report.scope.asl')}
              value={asl === undefined ? '' : String(asl)}
              onChange={(value) => params.update({ asl: value, distretto: null })}
            >
              <option value="">{t('report.scope.allAsl')}</option>
              {(aziende.data?.items ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {aslName(a.denominazioneAzienda)}
                </option>
              ))}
            </SelectField>
          ) : null}
          {districtsOf !== null ? (
            <SelectField
              label={t('report.scope.distretto')}
              value={distretto === undefined ? '' : String(distretto)}
              onChange={(value) => params.update({ distretto: value })}
            >
              <option value="">{t('report.scope.wholeAslOption')}</option>
              {(organisation.data?.distretti ?? []).map((d) => (
                <option key={d.id} value={d.id}>
                  {d.denominazione}
                </option>
              ))}
            </SelectField>
          ) : null}
        </SearchFilters>
      ) : null}
      {/* Another scope's numbers on the way: the previous ones stay, and the page says they are changing. */}
      {report.isPending || report.isPlaceholderData ? <LoadingState /> : null}
      {!report.isPending && !data ? <EmptyState>{t('report.failed')}</EmptyState> : null}
      {data ? <ReportBody report={data} /> : null}
    </Page>
  );
}

/** The figures, the charts and the files of one answer. */
function ReportBody({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('prosaAttivita');
  const labels = useCodeLabels();
  const language = i18n.language;
  // Computed once per answer and language: a chart is drawn again only when its option changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels follow the language
  const view = useMemo(() => {
    const projects = projectBreakdowns(report.progetti, labels, projectStates);
    const requests = requestStates(report.richieste, labels, requestStateCodes);
    const followed = topCampaigns(report.campagne, CHART_CAMPAIGNS);
    return {
      projects,
      requests,
      followed,
      options: {
        tematica: barOption(projects.tematica),
        destinatario: barOption(projects.destinatario),
        setting: barOption(projects.setting),
        stato: barOption(projects.stato),
        distretto: barOption(projects.distretto),
        richieste: barOption(requests),
        adesioni: adhesionsOption(followed, {
          formatDay: formatDate,
          tooltip: (name, giorno, n) => t('report.chart.lineTooltip', { name, day: formatDate(giorno), n }),
        }),
      },
    };
  }, [report, language]);

  const days = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'it-IT', { maximumFractionDigits: 1 });
  const meanDays = (value: number | null) =>
    value === null ? '—' : t('report.figures.days', { count: value, value: days.format(value) });
  const published = report.progetti.perStato.find((s) => s.codice === 'pubblicato')?.n ?? 0;

  return (
    <>
      <PageSection title={t('report.figures.title')}>
        <dl className="report-figures mb-2">
          <Figure label={t('report.figures.progetti')} value={report.progetti.totale} />
          <Figure label={t('report.figures.pubblicati')} value={published} />
          <Figure label={t('report.figures.richieste')} value={report.richieste.totale} />
          <Figure
            label={t('report.figures.presaInCarico')}
            value={meanDays(report.richieste.giorniPresaInCarico)}
          />
          <Figure label={t('report.figures.decisione')} value={meanDays(report.richieste.giorniDecisione)} />
        </dl>
        <p className="small">{t('report.figures.daysNote')}</p>
      </PageSection>

      <ProjectsSection totale={report.progetti.totale} breakdowns={view.projects} options={view.options} />

      <PageSection
        title={t('report.campaigns.title')}
        actions={
          report.campagne.length > 0 ? (
            <CsvButton
              section="campagne"
              build={() =>
                campagneCsv(report.campagne, {
                  header: [
                    t('report.campaigns.column.titolo'),
                    t('report.campaigns.column.stato'),
                    t('report.campaigns.column.capienza'),
                    t('report.campaigns.column.aderenti'),
                    t('report.campaigns.column.ritirate'),
                    t('report.campaigns.column.giorno'),
                    t('report.campaigns.column.delGiorno'),
                    t('report.campaigns.column.cumulate'),
                  ],
                  stato: labels.statoCampagna,
                  unlimited: t('report.campaigns.unlimited'),
                })
              }
            />
          ) : null
        }
      >
        {report.campagne.length === 0 ? (
          <EmptyState>{t('report.campaigns.empty')}</EmptyState>
        ) : (
          <>
            {view.followed.length === 0 ? (
              <p>{t('report.campaigns.noAdhesions')}</p>
            ) : (
              <ChartPanel
                title={t('report.campaigns.chart')}
                note={t('report.campaigns.chartNote', { count: view.followed.length })}
                option={view.options.adesioni}
                height={adhesionsHeight(view.followed.length)}
                summary={t('report.chart.summary', {
                  title: t('report.campaigns.chart'),
                  values: view.followed
                    .map((c) => {
                      const last = cumulative(c.perGiorno).at(-1);
                      return t('report.chart.lineValue', {
                        name: c.titolo,
                        n: last?.totale ?? 0,
                        day: formatDate(last?.giorno),
                      });
                    })
                    .join(', '),
                })}
                table={<AdhesionDaysTable campagne={view.followed} />}
              />
            )}
            <CampaignsTable campagne={report.campagne} stato={labels.statoCampagna} />
          </>
        )}
      </PageSection>

      <PageSection
        title={t('report.requests.title')}
        actions={
          report.richieste.totale > 0 ? (
            <CsvButton
              section="richieste"
              build={() =>
                richiesteCsv(report.richieste, view.requests, {
                  header: [t('report.csv.dimensione'), t('report.csv.voce'), t('report.csv.valore')],
                  totale: t('report.csv.totale'),
                  tutte: t('report.csv.tutte'),
                  stato: t('report.requests.column.stato'),
                  tempi: t('report.csv.tempi'),
                  presaInCarico: t('report.csv.presaInCarico'),
                  decisione: t('report.csv.decisione'),
                })
              }
            />
          ) : null
        }
      >
        {report.richieste.totale === 0 ? (
          <EmptyState>{t('report.requests.empty')}</EmptyState>
        ) : (
          <ItemsChart
            title={t('report.requests.byState')}
            option={view.options.richieste}
            nameHeader={t('report.requests.column.stato')}
            countHeader={t('report.requests.column.n')}
            items={view.requests}
          />
        )}
      </PageSection>
    </>
  );
}

type BarKey = keyof ProjectBreakdowns;

const PROJECT_CHARTS: { key: BarKey; title: string }[] = [
  { key: 'tematica', title: 'byTheme' },
  { key: 'destinatario', title: 'byTarget' },
  { key: 'setting', title: 'bySetting' },
  { key: 'stato', title: 'byState' },
  { key: 'distretto', title: 'byDistrict' },
];

function ProjectsSection({
  totale,
  breakdowns,
  options,
}: {
  totale: number;
  breakdowns: ProjectBreakdowns;
  options: Record<BarKey, ChartOption>;
}) {
  const { t } = useTranslation('prosaAttivita');
  const column = (key: BarKey) => t(`report.projects.column.${key}`);
  return (
    <PageSection
      title={t('report.projects.title')}
      actions={
        totale > 0 ? (
          <CsvButton
            section="progetti"
            build={() =>
              progettiCsv(totale, breakdowns, {
                header: [t('report.csv.dimensione'), t('report.csv.voce'), t('report.projects.column.n')],
                totale: t('report.csv.totale'),
                tutti: t('report.csv.tutti'),
                dimensions: {
                  stato: column('stato'),
                  tematica: column('tematica'),
                  destinatario: column('destinatario'),
                  setting: column('setting'),
                  distretto: column('distretto'),
                },
              })
            }
          />
        ) : null
      }
    >
      {totale === 0 ? (
        <EmptyState>{t('report.projects.empty')}</EmptyState>
      ) : (
        <>
          <p>{t('report.projects.note')}</p>
          <div className="row">
            {PROJECT_CHARTS.map(({ key, title }) => {
              return (
                <div key={key} className="col-12 col-xl-6">
                  <ItemsChart
                    title={t(`report.projects.${title}` as 'report.projects.byTheme')}
                    option={options[key]}
                    nameHeader={column(key)}
                    countHeader={t('report.projects.column.n')}
                    items={breakdowns[key]}
                  />
                </div>
              );
            })}
          </div>
        </>
      )}
    </PageSection>
  );
}

/** The numbers of the adhesions' chart: each followed campaign's days, with that day's and the running total. */
function AdhesionDaysTable({ campagne }: { campagne: readonly Campagna[] }) {
  const { t } = useTranslation('prosaAttivita');
  type Row = { key: string; titolo: string; giorno: string; n: number; totale: number };
  const rows: Row[] = campagne.flatMap((c) =>
    cumulative(c.perGiorno).map((d) => ({ key: `${c.id}-${d.giorno}`, titolo: c.titolo, ...d })),
  );
  const columns: Column<Row>[] = [
    { key: 'titolo', header: t('report.campaigns.column.titolo'), cell: (r) => r.titolo },
    { key: 'giorno', header: t('report.campaigns.column.giorno'), cell: (r) => formatDate(r.giorno) },
    countColumn('n', t('report.campaigns.column.delGiorno'), (r) => r.n),
    countColumn('totale', t('report.campaigns.column.cumulate'), (r) => r.totale),
  ];
  return (
    <DataTable
      caption={t('report.campaigns.chart')}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      empty="—"
    />
  );
}

/** Every campaign of the answer (the latest ones), with its places and its active and withdrawn adhesions. */
function CampaignsTable({
  campagne,
  stato,
}: {
  campagne: readonly Campagna[];
  stato: (code: string) => string;
}) {
  const { t } = useTranslation('prosaAttivita');
  const columns: Column<Campagna>[] = [
    { key: 'titolo', header: t('report.campaigns.column.titolo'), cell: (c) => c.titolo },
    { key: 'stato', header: t('report.campaigns.column.stato'), cell: (c) => stato(c.stato) },
    countColumn(
      'capienza',
      t('report.campaigns.column.capienza'),
      (c) => c.capienza ?? t('report.campaigns.unlimited'),
    ),
    countColumn('aderenti', t('report.campaigns.column.aderenti'), (c) => c.aderenti),
    countColumn('ritirate', t('report.campaigns.column.ritirate'), (c) => c.ritirate),
  ];
  return (
    <PageSection title={t('report.campaigns.table')} level={3}>
      <p className="small">{t('report.campaigns.tableNote', { count: campagne.length })}</p>
      <DataTable
        caption={t('report.campaigns.table')}
        columns={columns}
        rows={campagne}
        rowKey={(c) => c.id}
        empty={t('report.campaigns.empty')}
      />
    </PageSection>
  );
}
