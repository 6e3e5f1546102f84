import { type Richiesta, type StatoRichiesta, statiRichiesta } from '@halo/contract/prosa/richieste';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { columnsOf } from '../../../lib/ui/columns.ts';
import {
  formatDate,
  knownSort,
  positiveId,
  useDetailLink,
  useListParams,
  usePageInRange,
} from '../../../lib/ui/list-params.ts';
import { PageSection } from '../../../lib/ui/page.tsx';
import { PagedTable } from '../../../lib/ui/paged-table.tsx';
import { WordsAndThemeFilters } from '../components/search-selects.tsx';
import type texts from './locales/it.ts';
import { StatoBadge, useRichiestaLabels } from './richieste.labels.tsx';
import { type RichiesteQuery, useConteggi, useRichieste } from './richieste.queries.ts';

const PAGE_SIZE = 10;
const SORTS = ['oggetto', 'inviata', 'aggiornata'] as const;

const isStato = (value: string): value is StatoRichiesta => statiRichiesta.some((s) => s.codice === value);

/**
 * The reader's requests (docs/adr/0018): a requester's own, or the inbox of staff's scope. Filtered by state (each
 * with its count), by theme and by words as the user types, sorted and paged by the server; the filters live in
 * the address, and a request's subject opens its detail (`?id=`) keeping them for the way back.
 */
export function RichiesteList({ requester }: { requester: boolean }) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useRichiestaLabels();
  const list = useListParams({ size: PAGE_SIZE });
  const sort = knownSort(list.sort, SORTS);
  const stato = isStato(list.get('stato')) ? (list.get('stato') as StatoRichiesta) : undefined;
  const tema = positiveId(list.get('tema'));
  const filters = { q: list.q || undefined, tema };
  const query: RichiesteQuery = { ...filters, stato, sort, page: list.page, size: list.size };
  const richieste = useRichieste(query);
  usePageInRange(list, richieste);
  const counts = useConteggi(filters);
  const filtered = Boolean(list.q) || stato !== undefined || tema !== undefined;

  const detailOf = useDetailLink();

  const column = columnsOf<Richiesta, keyof typeof texts.list.columns>((key) =>
    t(`requests.list.columns.${key}`),
  );
  const columns = [
    column('oggetto', (r) => <Link to={detailOf(r.id)}>{r.oggetto}</Link>, { sortKey: 'oggetto' }),
  ];
  if (!requester) {
    columns.push(
      column('richiedente', (r) => labels.richiedente(r.richiedente)),
      column('distretto', (r) => r.distretto?.denominazione ?? '—'),
    );
  }
  columns.push(column('stato', (r) => <StatoBadge stato={r.stato} />));
  if (!requester) columns.push(column('assegnatario', (r) => r.assegnatario ?? '—'));
  columns.push(
    column('inviata', (r) => formatDate(r.inviata), { sortKey: 'inviata' }),
    column('aggiornata', (r) => formatDate(r.aggiornata), { sortKey: 'aggiornata' }),
  );

  const title = requester ? t('requests.list.mine') : t('requests.list.inbox');
  return (
    <PageSection title={title}>
      <WordsAndThemeFilters
        list={list}
        texts="requests.list"
        filtered={filtered}
        cleared={{ q: null, stato: null, tema: null }}
        themeClassName="ui-search"
        before={
          <StateFilter selected={stato} counts={counts} onChange={(value) => list.update({ stato: value })} />
        }
      />
      {richieste.data === null ? (
        <p>{t('requests.list.failed')}</p>
      ) : (
        <PagedTable<Richiesta>
          caption={title}
          list={{ sort, update: list.update }}
          result={richieste}
          pagerLabel={t('requests.list.pagerLabel')}
          rowKey={(r) => r.id}
          empty={
            filtered
              ? t('requests.list.emptySearch')
              : requester
                ? t('requests.list.emptyMine')
                : t('requests.list.emptyInbox')
          }
          columns={columns}
        />
      )}
    </PageSection>
  );
}

/** The states as toggle buttons, each with its count once known; the pressed one filters the list. */
function StateFilter({
  selected,
  counts,
  onChange,
}: {
  selected: StatoRichiesta | undefined;
  counts: Partial<Record<StatoRichiesta, number>>;
  onChange: (stato: StatoRichiesta | null) => void;
}) {
  const { t } = useTranslation('prosaAttivita');
  const known = statiRichiesta.every((s) => counts[s.codice] !== undefined);
  const all = known ? statiRichiesta.reduce((sum, s) => sum + (counts[s.codice] ?? 0), 0) : undefined;
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${count})`;
  const choices: { value: StatoRichiesta | null; label: string }[] = [
    { value: null, label: withCount(t('requests.list.all'), all) },
    ...statiRichiesta.map((s) => ({
      value: s.codice,
      label: withCount(t(`requests.list.plural.${s.codice}`), counts[s.codice]),
    })),
  ];
  return (
    <fieldset className="mb-2">
      <legend className="visually-hidden">{t('requests.list.states')}</legend>
      <div className="d-flex flex-wrap gap-2">
        {choices.map((choice) => {
          const pressed = (selected ?? null) === choice.value;
          return (
            <button
              key={choice.value ?? 'all'}
              type="button"
              className={`btn btn-sm ${pressed ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={pressed}
              onClick={() => onChange(choice.value)}
            >
              {choice.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
