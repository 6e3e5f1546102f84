import { destinatari, type Progetto, settings, statiProgetto } from '@halo/contract/prosa/progetti';
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
import { useAziende } from '../prosa.queries.ts';
import { useSearchTexts } from '../prosa.search.ts';
import { progettiPaths, StatoBadge, useProgettiViewer, useProgettoLabels } from './progetti.labels.tsx';
import { type ProgettiQuery, useProgetti, useThemeTree } from './progetti.queries.ts';

const PAGE_SIZE = 10;
/** A bigger page asked in the address is not honoured: each result is a card, not a table row. */
const MAX_SIZE = 50;
const FILTERS = ['tema', 'destinatario', 'setting', 'asl', 'stato'] as const;
type Filter = (typeof FILTERS)[number];

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
  const { t } = useTranslation('prosaAttivita');
  const viewer = useProgettiViewer();
  const location = useLocation();
  const list = useListParams({ size: PAGE_SIZE });
  const texts = useSearchTexts('projects.search');
  const sort = SORTS.some((s) => s.value && s.value === list.sort) ? list.sort : undefined;
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
  const progetti = useProgetti(query);
  usePageInRange(list, progetti);
  const filtered = Boolean(list.q) || FILTERS.some((f) => query[f] !== undefined);
  const here = `${location.pathname}${location.search}`;

  return (
    <Page
      title={t('projects.title')}
      lead={t('projects.lead')}
      actions={
        viewer.writes ? (
          <Link className="btn btn-primary" to={progettiPaths.nuovo} state={{ from: here }}>
            {t('projects.create')}
          </Link>
        ) : null
      }
    >
      {viewer.staff ? <p>{t('projects.search.staffNote')}</p> : null}
      <SearchFilters
        label={t('projects.search.filters')}
        filtered={filtered}
        clearLabel={t('projects.search.clear')}
        onClear={() => list.update({ q: null, ...Object.fromEntries(FILTERS.map((f) => [f, null])) })}
      >
        <SearchBox label={t('projects.search.text')} value={list.q} onChange={(q) => list.update({ q })} />
        <Filters
          values={{
            tema: list.get('tema'),
            destinatario: list.get('destinatario'),
            setting: list.get('setting'),
            asl: list.get('asl'),
            stato: list.get('stato'),
          }}
          withState={viewer.staff}
          onChange={(name, value) => list.update({ [name]: value })}
        />
      </SearchFilters>
      <SearchResults
        title={t('projects.search.results')}
        result={progetti}
        filtered={filtered}
        texts={texts}
        actions={
          <SortField
            label={t('projects.search.sort')}
            value={sort ?? ''}
            options={SORTS.map((s) => ({ value: s.value, label: t(`projects.search.sortBy.${s.label}`) }))}
            onChange={(value) => list.update({ sort: value })}
          />
        }
        onPage={(page) => list.update({ page })}
      >
        {(items) => (
          <ul className="list-unstyled mb-4">
            {items.map((progetto) => (
              <li key={progetto.id} className="mb-3">
                <ProgettoCard progetto={progetto} from={here} />
              </li>
            ))}
          </ul>
        )}
      </SearchResults>
    </Page>
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
  const labels = useProgettoLabels();
  const tree = useThemeTree('all');
  const aziende = useAziende({ page: 1, size: 200, sort: 'denominazioneAzienda' });
  return (
    <div className="row">
      <SelectField
        label={t('projects.search.tema')}
        value={values.tema}
        onChange={(v) => onChange('tema', v)}
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
      <SelectField
        label={t('projects.search.destinatario')}
        value={values.destinatario}
        onChange={(v) => onChange('destinatario', v)}
      >
        <option value="">{t('projects.search.allTargets')}</option>
        {destinatari.map((d) => (
          <option key={d.codice} value={d.codice}>
            {labels.destinatario(d.codice)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('projects.search.setting')}
        value={values.setting}
        onChange={(v) => onChange('setting', v)}
      >
        <option value="">{t('projects.search.allSettings')}</option>
        {settings.map((s) => (
          <option key={s.codice} value={s.codice}>
            {labels.setting(s.codice)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('projects.search.asl')} value={values.asl} onChange={(v) => onChange('asl', v)}>
        <option value="">{t('projects.search.allAsl')}</option>
        {(aziende.data?.items ?? []).map((a) => (
          <option key={a.id} value={a.id}>
            {labels.aslName(a.denominazioneAzienda)}
          </option>
        ))}
      </SelectField>
      {withState ? (
        <SelectField
          label={t('projects.search.stato')}
          value={values.stato}
          onChange={(v) => onChange('stato', v)}
        >
          <option value="">{t('projects.search.allStates')}</option>
          {statiProgetto.map((s) => (
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
