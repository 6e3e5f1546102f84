import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChoiceSelect } from '../../../lib/ui/choice-select.tsx';
import { type Column, DataTable } from '../../../lib/ui/data-table.tsx';
import { useListParams } from '../../../lib/ui/list-params.ts';
import { Page, PageSection, SearchBox } from '../../../lib/ui/page.tsx';
import { useIndice } from '../indice/indice.queries.ts';
import { healthenvPaths } from '../postazione/analisi.labels.ts';
import { plainChoices } from '../postazione/filter-fields.tsx';
import { baseLayerSpec } from './map-layers.ts';
import { type StationText, useStationText } from './mappa.labels.ts';
import { useMappaConfig, usePostazioniMappa } from './mappa.queries.ts';
import {
  BANDE,
  bandaOf,
  bandClass,
  filterStations,
  isOld,
  joinIndice,
  markerText,
  regionsOf,
  type StazioneIndice,
  sortStations,
} from './mappa.stations.ts';
import { type MapStation, StationMap } from './station-map.tsx';
import './mappa.css';
import { SearchFilters } from '../../../lib/ui/search-screen.tsx';

/** Where the map's skip link leads: the list that says the same for keyboards and screen readers. */
const LIST_ID = 'healthenv-mappa-elenco';

/**
 * Mappa (`/healthenv`, issue 17): the stations on a map, each marked with the number and colour of its European
 * Air Quality Index band, and the same stations in a table with the band in words, the pollutant deciding it and
 * the moment it refers to ("Dati del …" when old). Region, band and words filter both; they live in the address.
 * The map frames the stations shown at first, and again for a region or a search (one hit centred on); stations
 * too near to tell apart are one group, showing the worst index. The map draws on the server's tiles when it names
 * some, else on Italy's outline (italy-outline.ts).
 */
export function HealthenvHome() {
  const { t, i18n } = useTranslation('healthenv');
  const navigate = useNavigate();
  const list = useListParams({ sort: 'nome' });
  const postazioni = usePostazioniMappa();
  const indice = useIndice();
  const mappa = useMappaConfig();
  const text = useStationText();
  const hintId = useId();
  const language = i18n.language;
  const regione = list.get('regione');
  const banda = list.get('banda');
  const sort = list.sort ?? 'nome';

  // The index comes with the stations: until it is read (or has failed) no station is shown without one.
  const joined = useMemo(
    () => (postazioni.data && !indice.isPending ? joinIndice(postazioni.data, indice.data) : null),
    [postazioni.data, indice.isPending, indice.data],
  );
  const shown = useMemo(
    () =>
      joined ? sortStations(filterStations(joined, { q: list.q, regione, banda }), sort, language) : null,
    [joined, list.q, regione, banda, sort, language],
  );
  // Computed once per list and language: the markers are drawn again only when these change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the words follow the language
  const markers = useMemo(
    () => (shown ?? []).map((s) => mapStation(s, text, t('mappa.map.open'))),
    [shown, language],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the credit follows the language
  const base = useMemo(
    () => (mappa.isPending ? null : baseLayerSpec(mappa.data, t('mappa.map.credit'))),
    [mappa.isPending, mappa.data, language],
  );

  const filtered = Boolean(list.q || regione || banda);
  const old = shown?.filter(isOld).length ?? 0;
  const failed = !postazioni.isPending && !postazioni.data;

  return (
    <Page title={t('mappa.title')} lead={t('mappa.lead')}>
      <SearchFilters
        label={t('mappa.filters')}
        filtered={filtered}
        clearLabel={t('mappa.clear')}
        onClear={() => list.update({ q: null, regione: null, banda: null })}
      >
        <div className="row">
          <div className="col-12 col-lg-6">
            <SearchBox label={t('mappa.search')} value={list.q} onChange={(q) => list.update({ q })} />
          </div>
          <ChoiceSelect
            className="col-12 col-md-6 col-lg-3 mb-4"
            label={t('mappa.regione')}
            value={regione}
            onChange={(value) => list.update({ regione: value })}
            emptyOption={t('mappa.tutteRegioni')}
            choices={plainChoices(regionsOf(joined ?? [], language))}
          />
          <ChoiceSelect
            className="col-12 col-md-6 col-lg-3 mb-4"
            label={t('mappa.banda')}
            value={banda}
            onChange={(value) => list.update({ banda: value })}
            emptyOption={t('mappa.tutteBande')}
            choices={[
              ...BANDE.map((b) => ({ value: String(b), label: `${b} – ${text.bandName(b)}` })),
              { value: 'none', label: t('mappa.senzaIndice') },
            ]}
          />
        </div>
      </SearchFilters>
      <p role="status">
        {shown ? t('mappa.found', { count: shown.length }) : null}
        {old > 0 ? ` ${t('mappa.old', { count: old })}` : null}
      </p>
      {postazioni.data && !indice.isPending && !indice.data ? <p>{t('mappa.indiceNonLetto')}</p> : null}

      <PageSection title={t('mappa.map.title')}>
        <div className="row">
          <div className="col-12 col-lg-9 mb-4">
            <a href={`#${LIST_ID}`} className="visually-hidden-focusable d-inline-block mb-2">
              {t('mappa.map.skip')}
            </a>
            <StationMap
              stations={markers}
              base={base}
              label={t('mappa.map.label')}
              zoomLabels={{ zoomIn: t('mappa.map.zoomIn'), zoomOut: t('mappa.map.zoomOut') }}
              clusterLabel={(count, worst) =>
                t('mappa.map.cluster', { count, banda: text.bandName(worst), numero: markerText(worst) })
              }
              describedBy={hintId}
              // The first view, a region or a search frames the stations shown (a band chosen keeps the view).
              fitKey={joined ? JSON.stringify([regione, list.q.trim()]) : null}
              onNavigate={(href) => navigate(href)}
            />
            <p id={hintId} className="small mt-2 mb-0">
              {t('mappa.map.hint')}
            </p>
          </div>
          <div className="col-12 col-lg-3">
            <BandLegend />
          </div>
        </div>
      </PageSection>

      <div id={LIST_ID} tabIndex={-1}>
        <PageSection title={t('mappa.list.title')}>
          <StationTable
            rows={shown}
            loading={!failed}
            empty={
              failed ? t('mappa.failed') : filtered ? t('mappa.list.emptySearch') : t('mappa.list.empty')
            }
            sort={sort}
            onSort={(next) => list.update({ sort: next })}
          />
        </PageSection>
      </div>
    </Page>
  );
}

/** A station as the map shows it, in the words of the list. */
function mapStation(s: StazioneIndice, text: StationText, linkText: string): MapStation {
  const banda = bandaOf(s);
  const pollutant = text.pollutant(s);
  return {
    id: s.postazione.id,
    lat: s.postazione.lat,
    lon: s.postazione.lon,
    banda,
    old: isOld(s),
    label: text.markerLabel(s),
    popup: {
      title: s.postazione.nomeCompleto,
      lines: [text.indexLine(banda), ...(pollutant ? [pollutant] : []), text.moment(s)],
      href: healthenvPaths.postazione(s.postazione.id),
      linkText,
    },
  };
}

/** A band's number in its colour, for the eye: the words beside it say the same. */
function BandSwatch({ banda, old = false }: { banda: number | null; old?: boolean }) {
  return (
    <span className={`halo-band-swatch ${bandClass(banda)}${old ? ' is-old' : ''}`} aria-hidden="true">
      {markerText(banda)}
    </span>
  );
}

/** The six bands, the stations without index and the mark of old data. */
function BandLegend() {
  const { t } = useTranslation('healthenv');
  const text = useStationText();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="h5">
        {t('mappa.legend.title')}
      </h3>
      <ul className="list-unstyled halo-band-legend" aria-label={t('mappa.legend.caption')}>
        {BANDE.map((b) => (
          <li key={b}>
            <BandSwatch banda={b} />
            <span>
              <span className="visually-hidden">{b} </span>
              {text.bandName(b)}
            </span>
          </li>
        ))}
        <li>
          <BandSwatch banda={null} />
          <span>{text.bandName(null)}</span>
        </li>
        <li>
          <span className="halo-band-swatch is-old" aria-hidden="true" />
          <span>{t('mappa.legend.old')}</span>
        </li>
        <li>
          {/* An example: a group of three stations, the worst of them in band 4. */}
          <span className="halo-band-swatch halo-band-cluster halo-band-4" aria-hidden="true">
            4<span className="halo-station-cluster-count" data-count="3" />
          </span>
          <span>{t('mappa.legend.cluster')}</span>
        </li>
      </ul>
    </section>
  );
}

/** The list of the stations: what the map shows, for keyboards, screen readers and phones. */
function StationTable({
  rows,
  loading,
  empty,
  sort,
  onSort,
}: {
  rows: readonly StazioneIndice[] | null;
  loading: boolean;
  empty: string;
  sort: string;
  onSort: (sort: string) => void;
}) {
  const { t } = useTranslation('healthenv');
  const text = useStationText();
  const columns: Column<StazioneIndice>[] = [
    {
      key: 'nome',
      header: t('mappa.columns.postazione'),
      sortKey: 'nome',
      cell: ({ postazione: p }) => (
        <>
          <Link to={healthenvPaths.postazione(p.id)}>{p.nomeCompleto}</Link>
          <span className="d-block small">{p.codice}</span>
        </>
      ),
    },
    { key: 'comune', header: t('mappa.columns.comune'), sortKey: 'comune', cell: (s) => text.comune(s) },
    { key: 'tipo', header: t('mappa.columns.tipo'), cell: (s) => t(`common.tipo.${s.postazione.tipo}`) },
    { key: 'zona', header: t('mappa.columns.zona'), cell: (s) => t(`common.zona.${s.postazione.zona}`) },
    {
      key: 'banda',
      header: t('mappa.columns.indice'),
      sortKey: 'banda',
      cell: (s) => (
        <span className="d-inline-flex align-items-center gap-2">
          <BandSwatch banda={bandaOf(s)} old={isOld(s)} />
          {text.bandName(bandaOf(s))}
        </span>
      ),
    },
    { key: 'inquinante', header: t('mappa.columns.inquinante'), cell: (s) => text.pollutant(s) ?? '—' },
    { key: 'istante', header: t('mappa.columns.istante'), cell: (s) => text.moment(s) },
  ];
  return (
    <DataTable<StazioneIndice>
      caption={t('mappa.list.caption')}
      columns={columns}
      rows={rows ?? undefined}
      loading={loading}
      rowKey={(s) => s.postazione.id}
      sort={sort}
      onSort={onSort}
      empty={empty}
    />
  );
}
