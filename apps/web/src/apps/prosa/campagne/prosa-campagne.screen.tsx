import { type Campagna, statiCampagna } from '@halo/contract/prosa/campagne';
import { useTranslation } from 'react-i18next';
import { excerpt } from '../../../lib/ui/facts.tsx';
import { Check } from '../../../lib/ui/form-fields.tsx';
import { knownCode, pageQuery, positiveId } from '../../../lib/ui/list-params.ts';
import { ResultCard } from '../../../lib/ui/result-card.tsx';
import { RecordSearchPage, type SearchList, useRecordSearch } from '../components/record-search.tsx';
import { AslSelect, CodeSelect, ThemeSelect } from '../components/search-selects.tsx';
import { campagnePaths, StatoBadge, useCampagnaLabels, useCampagneViewer } from './campagne.labels.tsx';
import { type CampagneQuery, useCampagne } from './campagne.queries.ts';

const FILTERS = ['tema', 'asl', 'stato'] as const;
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
  const viewer = useCampagneViewer();
  const { t } = useTranslation('prosaAttivita');
  const search = useRecordSearch(SORTS);
  const { list, sort, here } = search;
  const inCorso = list.get('inCorso') !== ALL_TIMES;
  const query: CampagneQuery = {
    ...pageQuery(list),
    sort,
    tema: positiveId(list.get('tema')),
    asl: positiveId(list.get('asl')),
    stato: viewer.staff ? knownCode(list.get('stato'), statiCampagna) : undefined,
    inCorso: inCorso || undefined,
  };
  return (
    <RecordSearchPage
      kind="campaigns"
      search={search}
      sorts={SORTS.map((s) => ({ value: s.value, label: t(`campaigns.search.sortBy.${s.label}`) }))}
      viewer={viewer}
      newPath={campagnePaths.nuova}
      result={useCampagne(query)}
      filtered={Boolean(list.q) || !inCorso || FILTERS.some((f) => query[f] !== undefined)}
      params={['inCorso', ...FILTERS]}
      filters={
        <>
          <Filters list={list} withState={viewer.staff} />
          <div className="mb-4">
            <Check
              label={t('campaigns.search.inCorso')}
              checked={inCorso}
              onChange={(on) => list.update({ inCorso: on ? null : ALL_TIMES })}
            />
          </div>
        </>
      }
      card={(campagna) => <CampagnaCard campagna={campagna} from={here} withState={viewer.staff} />}
    />
  );
}

function Filters({ list, withState }: { list: SearchList; withState: boolean }) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useCampagnaLabels();
  return (
    <div className="row">
      <ThemeSelect
        label={t('campaigns.search.tema')}
        allLabel={t('campaigns.search.allThemes')}
        value={list.get('tema')}
        onChange={(tema) => list.update({ tema })}
      />
      <AslSelect
        label={t('campaigns.search.asl')}
        allLabel={t('campaigns.search.allAsl')}
        value={list.get('asl')}
        onChange={(asl) => list.update({ asl })}
      />
      {withState ? (
        <CodeSelect
          label={t('campaigns.search.stato')}
          allLabel={t('campaigns.search.allStates')}
          value={list.get('stato')}
          onChange={(stato) => list.update({ stato })}
          codes={statiCampagna}
          name={labels.stato}
        />
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
