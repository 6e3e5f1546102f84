import type { Inquinante } from '@halo/contract/healthenv';
import type { PostazioneDettaglio } from '@halo/contract/healthenv/postazioni';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Crumb } from '../../../lib/ui/breadcrumbs.tsx';
import { ChoiceSelect } from '../../../lib/ui/choice-select.tsx';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { Facts } from '../../../lib/ui/facts.tsx';
import { positiveId, useBackTo, useListParams } from '../../../lib/ui/list-params.ts';
import { Loaded } from '../../../lib/ui/loaded.tsx';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { SearchFilters } from '../../../lib/ui/search-screen.tsx';
import { EmptyState, LoadingState } from '../../../lib/ui/states.tsx';
import { useAllerte } from '../allerte/allerte.queries.ts';
import { AllerteTable } from '../allerte/allerte-table.tsx';
import {
  currentYear,
  FIRST_YEAR,
  healthenvPaths,
  isCurrentNorm,
  useAnalisiFormat,
  useHealthenvCrumb,
  yearOfRecord,
  yearParam,
  yearsBetween,
} from './analisi.labels.ts';
import { yearChoices } from './filter-fields.tsx';
import type postazioneTexts from './locales/it.ts';
import { usePostazione, useSuperamenti } from './postazione.queries.ts';
import { type Periodo, SerieSection } from './serie-section.tsx';
import {
  type RigaSuperamento,
  SuperamentiCounters,
  SuperamentiTable,
  useSuperamentoColumns,
} from './superamenti-table.tsx';

/** The station's page shows its latest alerts; the alerts' page has them all. */
const ALERTS_SHOWN = 10;

const FILTER_CLASS = 'col-12 col-md-6 col-lg-4 mb-3';

/**
 * Postazione (issue 17, `GET /api/healthenv/postazioni/:id`): the station's facts, its sensors with their latest
 * value, and for a chosen year (the year of its latest record by default) and pollutant the series with its
 * thresholds, the year's exceedances of the limits in force and of the 2030 ones, and the station's alerts. The
 * choices live in the address (`?anno=2022&inquinante=PM10&periodo=ora`). A station that does not exist has a page
 * of its own with the way back.
 */
export function HealthenvPostazione() {
  const { t } = useTranslation('healthenv');
  const { id } = useParams();
  const numericId = positiveId(id) ?? null;
  const home = useHealthenvCrumb();
  const list: Crumb = { label: t('postazione.listCrumb'), to: useBackTo(healthenvPaths.postazioni) };
  const read = usePostazione(numericId);
  const answer = read.data;

  if (numericId === null || answer?.kind === 'notFound') {
    return (
      <Page title={t('postazione.notFound')} breadcrumbs={[home, list, { label: t('postazione.notFound') }]}>
        <p>{t('postazione.notFoundText')}</p>
        <BackLinks list={list} />
      </Page>
    );
  }
  if (read.isPending || !answer) {
    return (
      <Page title={t('postazione.title')} breadcrumbs={[home, list, { label: t('postazione.title') }]}>
        {read.isPending ? <LoadingState /> : <EmptyState>{t('postazione.failed')}</EmptyState>}
        {read.isPending ? null : <BackLinks list={list} />}
      </Page>
    );
  }
  return <PostazionePage postazione={answer.data} home={home} list={list} />;
}

function BackLinks({ list }: { list: Crumb }) {
  const { t } = useTranslation('healthenv');
  return (
    <ul className="list-inline">
      <li className="list-inline-item me-4">
        <Link to={list.to ?? healthenvPaths.postazioni}>{t('postazione.backToList')}</Link>
      </li>
      <li className="list-inline-item">
        <Link to={healthenvPaths.mappa}>{t('postazione.backToMap')}</Link>
      </li>
    </ul>
  );
}

/** The pollutants a station's page opens on, the first it measures: those of the daily and hourly limits. */
const FIRST_SHOWN: readonly Inquinante[] = ['PM10', 'PM2.5', 'NO2', 'O3'];

/** The pollutants with records, in the order of the station's sensors, each once. */
function pollutantsWithData(postazione: PostazioneDettaglio): Inquinante[] {
  return [...new Set(postazione.sensori.filter((s) => s.monitoraggi > 0).map((s) => s.inquinante))];
}

/** The year of the station's latest record, if any. */
function latestYear(postazione: PostazioneDettaglio): number | null {
  const years = postazione.sensori.flatMap((s) => {
    const year = s.ultimo ? yearOfRecord(s.ultimo) : null;
    return year === null ? [] : [year];
  });
  return years.length > 0 ? Math.max(...years) : null;
}

function PostazionePage({
  postazione,
  home,
  list,
}: {
  postazione: PostazioneDettaglio;
  home: Crumb;
  list: Crumb;
}) {
  const { t } = useTranslation('healthenv');
  const format = useAnalisiFormat();
  const params = useListParams();

  const pollutants = pollutantsWithData(postazione);
  const latest = latestYear(postazione);
  const activeFrom = postazione.attivaDal ? Number(postazione.attivaDal.slice(0, 4)) : null;
  const years = yearsBetween(
    Math.min(FIRST_YEAR, latest ?? FIRST_YEAR, activeFrom ?? FIRST_YEAR),
    Math.max(currentYear(), latest ?? 0),
  );
  const anno = yearParam(params.get('anno')) ?? latest ?? currentYear();
  const chosen = params.get('inquinante');
  const inquinante =
    pollutants.find((p) => p === chosen) ?? FIRST_SHOWN.find((p) => pollutants.includes(p)) ?? pollutants[0];
  const periodo: Periodo = params.get('periodo') === 'ora' ? 'ora' : 'giorno';
  const tipo = t(`common.tipo.${postazione.tipo}`);
  const zona = t(`common.zona.${postazione.zona}`);

  return (
    <Page
      title={postazione.nomeCompleto}
      lead={t('postazione.lead', {
        codice: postazione.codice,
        tipo,
        zona: zona.toLocaleLowerCase(format.locale),
        comune: postazione.comune.nome,
        provincia: postazione.provincia,
      })}
      breadcrumbs={[home, list, { label: postazione.nomeCompleto }]}
    >
      {postazione.archiviata ? (
        <div className="alert alert-warning" role="status">
          {t('postazione.archivedNotice', { date: format.day(postazione.archiviata) })}
        </div>
      ) : null}
      <BackLinks list={list} />

      <PageSection title={t('postazione.facts.title')}>
        <StationFacts postazione={postazione} />
      </PageSection>

      <PageSection title={t('postazione.sensors.title')}>
        <SensorsTable postazione={postazione} />
      </PageSection>

      <PageSection title={t('postazione.choose.title')}>
        {inquinante === undefined ? (
          <EmptyState>{t('postazione.choose.noData')}</EmptyState>
        ) : (
          <SearchFilters label={t('postazione.choose.label')} className="row">
            <ChoiceSelect
              className={FILTER_CLASS}
              label={t('postazione.choose.anno')}
              value={String(anno)}
              onChange={(value) => params.update({ anno: value })}
              choices={yearChoices(years, anno)}
            />
            <ChoiceSelect
              className={FILTER_CLASS}
              label={t('postazione.choose.inquinante')}
              value={inquinante}
              onChange={(value) => params.update({ inquinante: value })}
              choices={pollutants.map((p) => ({ value: p, label: format.inquinante(p) }))}
            />
          </SearchFilters>
        )}
      </PageSection>

      {inquinante === undefined ? null : (
        <>
          <SerieSection
            postazioneId={postazione.id}
            inquinante={inquinante}
            anno={anno}
            periodo={periodo}
            onPeriodo={(p) => params.update({ periodo: p === 'ora' ? 'ora' : null })}
          />
          <SuperamentiSection postazioneId={postazione.id} anno={anno} />
        </>
      )}

      <AlertsSection postazioneId={postazione.id} />
    </Page>
  );
}

function StationFacts({ postazione: p }: { postazione: PostazioneDettaglio }) {
  const { t } = useTranslation('healthenv');
  const format = useAnalisiFormat();
  const period =
    p.attivaDal && p.attivaAl
      ? t('postazione.facts.periodoDalAl', { from: format.day(p.attivaDal), to: format.day(p.attivaAl) })
      : p.attivaDal
        ? t('postazione.facts.periodoDal', { from: format.day(p.attivaDal) })
        : p.attivaAl
          ? t('postazione.facts.periodoAl', { to: format.day(p.attivaAl) })
          : null;
  return (
    <Facts
      items={[
        [t('postazione.facts.codice'), p.codice],
        [t('postazione.facts.nome'), p.nome],
        [t('postazione.facts.comune'), p.comune.nome],
        [t('postazione.facts.provincia'), p.provincia],
        [t('postazione.facts.regione'), p.regione],
        [t('postazione.facts.tipo'), t(`common.tipo.${p.tipo}`)],
        [t('postazione.facts.zona'), t(`common.zona.${p.zona}`)],
        [t('postazione.facts.zonaQualitaAria'), p.zonaQualitaAria],
        [t('postazione.facts.gestore'), p.gestore],
        [t('postazione.facts.codiceGestore'), p.codiceGestore],
        [
          t('postazione.facts.altitudine'),
          p.altitudine === null
            ? null
            : t('postazione.facts.altitudineValue', { value: format.number(p.altitudine) }),
        ],
        [
          t('postazione.facts.coordinate'),
          t('postazione.facts.coordinateValue', {
            lat: format.coordinate(p.lat),
            lon: format.coordinate(p.lon),
          }),
        ],
        [t('postazione.facts.periodo'), period],
        [
          t('postazione.facts.archiviata'),
          p.archiviata
            ? t('postazione.facts.archiviataIl', { date: format.day(p.archiviata) })
            : t('postazione.facts.no'),
        ],
      ]}
    />
  );
}

type Sensore = PostazioneDettaglio['sensori'][number];

function SensorsTable({ postazione }: { postazione: PostazioneDettaglio }) {
  const { t } = useTranslation('healthenv');
  const format = useAnalisiFormat();
  const column = columnsOf<Sensore, keyof typeof postazioneTexts.sensors.columns>((key) =>
    t(`postazione.sensors.columns.${key}`),
  );
  const columns = [
    column('inquinante', (s) => format.inquinante(s.inquinante)),
    column('codice', (s) => (
      <>
        {s.codice}
        {s.nomeFonte ? <span className="d-block small">{s.nomeFonte}</span> : null}
        {s.attivoAl ? (
          <span className="d-block small">
            {t('postazione.sensors.inactive', { date: format.day(s.attivoAl) })}
          </span>
        ) : null}
      </>
    )),
    column('monitoraggi', (s) => format.number(s.monitoraggi), { className: 'text-end' }),
    column(
      'ultimo',
      (s) => (s.ultimo ? format.value(s.ultimo.valore, s.unita) : t('postazione.sensors.noValue')),
      {
        className: 'text-end',
      },
    ),
    column('validita', (s) => (s.ultimo ? t(`common.validita.${s.ultimo.validita}`) : '—')),
    column('quando', (s) =>
      !s.ultimo
        ? '—'
        : s.ultimo.periodo === 'giorno'
          ? t('postazione.sensors.daily', { day: format.day(s.ultimo.data ?? s.ultimo.inizio) })
          : t('postazione.sensors.hourly', { moment: format.moment(s.ultimo.inizio) }),
    ),
  ];
  return (
    <DataTable<Sensore>
      caption={t('postazione.sensors.caption')}
      columns={columns}
      rows={postazione.sensori}
      rowKey={(s) => s.id}
      empty={t('postazione.sensors.empty')}
    />
  );
}

/** The year's exceedances: a few lines for the limits in force, then their table and the 2030 one. */
function SuperamentiSection({ postazioneId, anno }: { postazioneId: number; anno: number }) {
  const { t } = useTranslation('healthenv');
  const superamenti = useSuperamenti(postazioneId, anno);
  const columns = useSuperamentoColumns(false);
  const rows = superamenti.data;
  const asRows = (list: NonNullable<typeof rows>): RigaSuperamento[] =>
    list.map((riga) => ({ key: riga.limite, riga }));
  const current = rows?.filter(isCurrentNorm) ?? [];
  const future = rows?.filter((r) => !isCurrentNorm(r)) ?? [];
  return (
    <PageSection title={t('postazione.exceedances.title', { anno })}>
      {superamenti.isPending ? (
        <LoadingState />
      ) : !rows ? (
        <EmptyState>{t('postazione.exceedances.failed')}</EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState>{t('postazione.exceedances.empty', { anno })}</EmptyState>
      ) : (
        <>
          <SuperamentiCounters rows={rows} />
          {current.length > 0 ? (
            <PageSection title={t('postazione.exceedances.current')} level={3}>
              <SuperamentiTable
                caption={t('postazione.exceedances.captionCurrent', { anno })}
                columns={columns}
                rows={asRows(current)}
              />
            </PageSection>
          ) : null}
          {future.length > 0 ? (
            <PageSection title={t('postazione.exceedances.future')} level={3}>
              <p className="small">{t('postazione.exceedances.futureNote')}</p>
              <SuperamentiTable
                caption={t('postazione.exceedances.captionFuture', { anno })}
                columns={columns}
                rows={asRows(future)}
              />
            </PageSection>
          ) : null}
        </>
      )}
    </PageSection>
  );
}

function AlertsSection({ postazioneId }: { postazioneId: number }) {
  const { t } = useTranslation('healthenv');
  const allerte = useAllerte({ postazioneId });
  return (
    <PageSection
      title={t('postazione.alerts.title')}
      actions={<Link to={healthenvPaths.allerteDi(postazioneId)}>{t('postazione.alerts.all')}</Link>}
    >
      <Loaded result={allerte} missing={t('allerte.failed')}>
        {(all) => (
          <>
            {all.length > ALERTS_SHOWN ? (
              <p>{t('postazione.alerts.shown', { shown: ALERTS_SHOWN, total: all.length })}</p>
            ) : null}
            <AllerteTable
              caption={t('postazione.alerts.caption')}
              allerte={all.slice(0, ALERTS_SHOWN)}
              withStation={false}
              empty={t('postazione.alerts.empty')}
            />
          </>
        )}
      </Loaded>
    </PageSection>
  );
}
