import { type Campagna, statiCampagna } from '@halo/contract/prosa/campagne';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { excerpt } from '../../../lib/ui/facts.tsx';
import {
  knownCode,
  pageQuery,
  positiveId,
  useListParams,
  usePageInRange,
} from '../../../lib/ui/list-params.ts';
import { Page, SearchBox } from '../../../lib/ui/page.tsx';
import { ResultCard } from '../../../lib/ui/result-card.tsx';
import { SearchFilters, SearchResults, SelectField, SortField } from '../../../lib/ui/search-screen.tsx';
import { AslSelect, ThemeSelect } from '../components/search-selects.tsx';
import { useSearchTexts } from '../prosa.search.ts';
import { campagnePaths, StatoBadge, useCampagnaLabels, useCampagneViewer } from './campagne.labels.tsx';
import { type CampagneQuery, useCampagne } from './campagne.queries.ts';

const PAGE_SIZE = 10;
const FILTERS = ['tema', 'asl', 'stato'] as const;
type Filter = (typeof FILTERS)[number];
/** The address says `inCorso=false` when the user wants the ended campaigns too: on by default. */
const ALL_TIMES = 'false';

/** The orders the server knows; none: by relevance to the text, else the soonest to end first. */
const SORTS = [
  { value: '', label: 'default' },
  { value: 'al', label: 'ending' },
  { value: 'titolo', label: 'title' },
  { value: '-dal', label: 'newest' },
  { value: '-aggiornato', label: 'updated' },
] as const;

/**
 * Campagne (issue 15, docs/adr/0017): the prevention campaigns searched in Italian as the user types, filtered by
 * theme, authority, time (only those not ended, by default) and, for staff, state; paged and sorted by the server.
 * The search lives in the address, so it can be bookmarked or shared; a value the server would refuse (an old
 * link) is left out. A citizen sees which campaigns they joined; staff see each one's state.
 */
export function ProsaCampagne() {
  const { t } = useTranslation('prosaAttivita');
  const viewer = useCampagneViewer();
  const location = useLocation();
  const list = useListParams({ size: PAGE_SIZE });
  const texts = useSearchTexts('campaigns.search');
  const sort = SORTS.some((s) => s.value && s.value === list.sort) ? list.sort : undefined;
  const inCorso = list.get('inCorso') !== ALL_TIMES;
  const query: CampagneQuery = {
    ...pageQuery(list),
    sort,
    tema: positiveId(list.get('tema')),
    asl: positiveId(list.get('asl')),
    stato: viewer.staff ? knownCode(list.get('stato'), statiCampagna) : undefined,
    inCorso: inCorso || undefined,
  };
  const campagne = useCampagne(query);
  usePageInRange(list, campagne);
  const filtered = Boolean(list.q) || !inCorso || FILTERS.some((f) => query[f] !== undefined);
  const here = `${location.pathname}${location.search}`;

  return (
    <Page
      title={t('campaigns.title')}
      lead={t('campaigns.lead')}
      actions={
        viewer.writes ? (
          <Link className="btn btn-primary" to={campagnePaths.nuova} state={{ from: here }}>
            {t('campaigns.create')}
          </Link>
        ) : null
      }
    >
      {viewer.staff ? <p>{t('campaigns.search.staffNote')}</p> : null}
      <SearchFilters
        label={t('campaigns.search.filters')}
        filtered={filtered}
        clearLabel={t('campaigns.search.clear')}
        onClear={() =>
          list.update({ q: null, inCorso: null, ...Object.fromEntries(FILTERS.map((f) => [f, null])) })
        }
      >
        <SearchBox label={t('campaigns.search.text')} value={list.q} onChange={(q) => list.update({ q })} />
        <Filters
          values={{ tema: list.get('tema'), asl: list.get('asl'), stato: list.get('stato') }}
          withState={viewer.staff}
          onChange={(name, value) => list.update({ [name]: value })}
        />
        <div className="form-check mb-4">
          <InCorso checked={inCorso} onChange={(on) => list.update({ inCorso: on ? null : ALL_TIMES })} />
        </div>
      </SearchFilters>
      <SearchResults
        title={t('campaigns.search.results')}
        result={campagne}
        filtered={filtered}
        texts={texts}
        actions={
          <SortField
            label={t('campaigns.search.sort')}
            value={sort ?? ''}
            options={SORTS.map((s) => ({ value: s.value, label: t(`campaigns.search.sortBy.${s.label}`) }))}
            onChange={(value) => list.update({ sort: value })}
          />
        }
        onPage={(page) => list.update({ page })}
      >
        {(items) => (
          <ul className="list-unstyled mb-4">
            {items.map((campagna) => (
              <li key={campagna.id} className="mb-3">
                <CampagnaCard campagna={campagna} from={here} withState={viewer.staff} />
              </li>
            ))}
          </ul>
        )}
      </SearchResults>
    </Page>
  );
}

function InCorso({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation('prosaAttivita');
  const id = useId();
  return (
    <>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{t('campaigns.search.inCorso')}</label>
    </>
  );
}

function Filters({
  values,
  withState,
  onChange,
}: {
  values: Record<Filter, string>;
  withState: boolean;
  onChange: (name: Filter, value: string) => void;
}) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useCampagnaLabels();
  return (
    <div className="row">
      <ThemeSelect
        label={t('campaigns.search.tema')}
        allLabel={t('campaigns.search.allThemes')}
        value={values.tema}
        onChange={(v) => onChange('tema', v)}
      />
      <AslSelect
        label={t('campaigns.search.asl')}
        allLabel={t('campaigns.search.allAsl')}
        value={values.asl}
        onChange={(v) => onChange('asl', v)}
      />
      {withState ? (
        <SelectField
          label={t('campaigns.search.stato')}
          value={values.stato}
          onChange={(v) => onChange('stato', v)}
        >
          <option value="">{t('campaigns.search.allStates')}</option>
          {statiCampagna.map((s) => (
            <option key={s.codice} value={s.codice}>
              {labels.stato(s.codice)}
            </option>
          ))}
        </SelectField>
      ) : null}
    </div>
  );
}

const EXCERPT = 240;

/**
 * One result: whose it is and where, what about, for whom, when, the seats left; the reader's adhesion (a citizen)
 * or the state (staff), in words. The title leads to its page.
 */
function CampagnaCard({
  campagna,
  from,
  withState,
}: {
  campagna: Campagna;
  from: string;
  withState: boolean;
}) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useCampagnaLabels();
  const joined = campagna.miaAdesione?.stato === 'attiva';
  const facts: [string, string][] = [
    [t('campaigns.facts.tematiche'), labels.themes(campagna)],
    [t('campaigns.facts.destinatari'), labels.target(campagna)],
    [t('campaigns.facts.periodo'), `${labels.period(campagna)} (${labels.timing(campagna)})`],
  ];
  if (campagna.capienza !== null) facts.push([t('campaigns.facts.posti'), labels.seats(campagna)]);
  return (
    <ResultCard
      title={campagna.titolo}
      to={campagnePaths.campagna(campagna.id)}
      from={from}
      aside={
        <div className="d-flex flex-wrap gap-2">
          {joined ? <span className="badge bg-primary">{t('campaigns.search.joined')}</span> : null}
          {withState ? <StatoBadge stato={campagna.stato} /> : null}
        </div>
      }
      where={labels.where(campagna)}
      summary={excerpt(campagna.descrizione, EXCERPT)}
      facts={facts}
    />
  );
}
