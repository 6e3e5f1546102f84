import { destinatari, type Progetto, settings, statiProgetto } from '@halo/contract/prosa/progetti';
import { useTranslation } from 'react-i18next';
import { excerpt } from '../../../lib/ui/facts.tsx';
import { knownCode, pageQuery, positiveId } from '../../../lib/ui/list-params.ts';
import { ResultCard } from '../../../lib/ui/result-card.tsx';
import { SelectField } from '../../../lib/ui/search-screen.tsx';
import { RecordSearchPage, type SearchList, useRecordSearch } from '../components/record-search.tsx';
import { AslSelect, CodeSelect } from '../components/search-selects.tsx';
import { progettiPaths, StatoBadge, useProgettiViewer, useProgettoLabels } from './progetti.labels.tsx';
import { type ProgettiQuery, useProgetti, useThemeTree } from './progetti.queries.ts';

/** A bigger page asked in the address is not honoured: each result is a card, not a table row. */
const MAX_SIZE = 50;
const FILTERS = ['tema', 'destinatario', 'setting', 'asl', 'stato'] as const;

/** The orders the server knows; none: by relevance to the text, else the most recently updated first. */
const SORTS = [
  { value: '', label: 'relevance' },
  { value: 'titolo', label: 'title' },
  { value: '-titolo', label: 'titleDesc' },
  { value: '-dal', label: 'newest' },
  { value: 'dal', label: 'oldest' },
  { value: '-aggiornato', label: 'updated' },
] as const;

/**
 * Progetti (SPEC.md §7 `GET /api/prosa/progetti/{query}`, docs/adr/0016): the health-promotion projects searched
 * in Italian as the user types, filtered by theme, target group, setting, authority and (for staff) state, paged
 * and sorted by the server. The search lives in the address, so a search can be bookmarked or shared; a value the
 * server would refuse (an old link) is left out.
 */
export function ProsaProgetti() {
  const viewer = useProgettiViewer();
  const { t } = useTranslation('prosaAttivita');
  const search = useRecordSearch(SORTS);
  const { list, sort, here } = search;
  const query: ProgettiQuery = {
    ...pageQuery(list),
    size: Math.min(list.size, MAX_SIZE),
    sort,
    tema: positiveId(list.get('tema')),
    destinatario: knownCode(list.get('destinatario'), destinatari),
    setting: knownCode(list.get('setting'), settings),
    asl: positiveId(list.get('asl')),
    stato: viewer.staff ? knownCode(list.get('stato'), statiProgetto) : undefined,
  };
  return (
    <RecordSearchPage
      kind="projects"
      search={search}
      sorts={SORTS.map((s) => ({ value: s.value, label: t(`projects.search.sortBy.${s.label}`) }))}
      viewer={viewer}
      newPath={progettiPaths.nuovo}
      result={useProgetti(query)}
      filtered={Boolean(list.q) || FILTERS.some((f) => query[f] !== undefined)}
      params={FILTERS}
      filters={<Filters list={list} withState={viewer.staff} />}
      card={(progetto) => <ProgettoCard progetto={progetto} from={here} />}
    />
  );
}

function Filters({ list, withState }: { list: SearchList; withState: boolean }) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useProgettoLabels();
  const tree = useThemeTree('all');
  return (
    <div className="row">
      <SelectField
        label={t('projects.search.tema')}
        value={list.get('tema')}
        onChange={(v) => list.update({ tema: v })}
      >
        <option value="">{t('projects.search.allThemes')}</option>
        {tree.tematiche.map((tema) => {
          const subs = tree.subthemes.get(tema.id) ?? [];
          if (subs.length === 0) {
            return (
              <option key={tema.id} value={tema.id}>
                {tema.nome}
              </option>
            );
          }
          // A theme's projects include those of its sub-themes: the theme itself is the group's first choice.
          return (
            <optgroup key={tema.id} label={tema.nome}>
              <option value={tema.id}>{t('projects.search.wholeTheme', { name: tema.nome })}</option>
              {subs.map((sub) => (
                <option key={sub.id} value={sub.id}>
                  {sub.nome}
                </option>
              ))}
            </optgroup>
          );
        })}
      </SelectField>
      <CodeSelect
        label={t('projects.search.destinatario')}
        allLabel={t('projects.search.allTargets')}
        value={list.get('destinatario')}
        onChange={(v) => list.update({ destinatario: v })}
        codes={destinatari}
        name={labels.destinatario}
      />
      <CodeSelect
        label={t('projects.search.setting')}
        allLabel={t('projects.search.allSettings')}
        value={list.get('setting')}
        onChange={(v) => list.update({ setting: v })}
        codes={settings}
        name={labels.setting}
      />
      <AslSelect
        label={t('projects.search.asl')}
        allLabel={t('projects.search.allAsl')}
        value={list.get('asl')}
        onChange={(v) => list.update({ asl: v })}
      />
      {withState ? (
        <CodeSelect
          label={t('projects.search.stato')}
          allLabel={t('projects.search.allStates')}
          value={list.get('stato')}
          onChange={(v) => list.update({ stato: v })}
          codes={statiProgetto}
          name={labels.stato}
        />
      ) : null}
    </div>
  );
}

const EXCERPT = 240;

/** One result: what it is about, for whom, where and when, and its state; the title leads to its page. */
function ProgettoCard({ progetto, from }: { progetto: Progetto; from: string }) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useProgettoLabels();
  const where = [
    labels.aslName(progetto.denominazioneAzienda),
    progetto.distretto?.denominazione,
    progetto.dipartimento?.denominazione,
  ].filter(Boolean);
  return (
    <ResultCard
      title={progetto.titolo}
      to={progettiPaths.progetto(progetto.id)}
      from={from}
      aside={<StatoBadge stato={progetto.stato} />}
      where={where.join(' · ')}
      summary={excerpt(progetto.sintesi, EXCERPT)}
      facts={[
        [
          t('projects.facts.tematiche'),
          [...progetto.tematiche, ...progetto.sottotematiche].map((x) => x.nome).join(', '),
        ],
        [t('projects.facts.destinatari'), progetto.destinatari.map(labels.destinatario).join(', ')],
        [t('projects.facts.setting'), progetto.setting.map(labels.setting).join(', ')],
        [t('projects.facts.periodo'), labels.period(progetto.dal, progetto.al)],
      ]}
    />
  );
}
