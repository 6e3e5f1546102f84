import { useTranslation } from 'react-i18next';
import { Check } from '../../../lib/ui/form-fields.tsx';
import { positiveId, useDetailLink, useListParams, usePageInRange } from '../../../lib/ui/list-params.ts';
import { PageSection } from '../../../lib/ui/page.tsx';
import { SearchResults } from '../../../lib/ui/search-screen.tsx';
import { WordsAndThemeFilters } from '../components/search-selects.tsx';
import { useRispostaDialog } from './risposta-dialog.tsx';
import { type SuggerimentiQuery, useSuggerimenti } from './suggerimenti.queries.ts';
import { SuggerimentoCard } from './suggerimento-card.tsx';

const PAGE_SIZE = 10;

/**
 * The suggestions the reader may see (docs/adr/0019), newest first: for a proposer the publicly answered ones and
 * their own («Solo i miei»: their own only), for staff their scope («Solo quelli da rispondere»: those awaiting an
 * answer). Searched as the user types and by theme, paged by the server; the filters live in the address, and a
 * suggestion's title opens its page (`?id=`) keeping them for the way back.
 */
export function SuggerimentiList({ proposer }: { proposer: boolean }) {
  const { t } = useTranslation('prosaAttivita');
  const list = useListParams({ size: PAGE_SIZE });
  const tema = positiveId(list.get('tema'));
  const mine = proposer && list.get('mie') === '1';
  const toAnswer = !proposer && list.get('stato') === 'inviato';
  const query: SuggerimentiQuery = {
    q: list.q || undefined,
    tema,
    stato: toAnswer ? 'inviato' : undefined,
    mie: mine || undefined,
    page: list.page,
    size: list.size,
  };
  const suggerimenti = useSuggerimenti(query);
  usePageInRange(list, suggerimenti);
  const answering = useRispostaDialog();
  const searched = Boolean(list.q) || tema !== undefined;

  const detailOf = useDetailLink();

  let empty = proposer ? t('suggestions.list.empty') : t('suggestions.list.emptyStaff');
  if (mine) empty = t('suggestions.list.emptyMine');
  if (toAnswer) empty = t('suggestions.list.emptyToAnswer');
  if (searched) empty = t('suggestions.list.emptySearch');

  const title = proposer ? t('suggestions.list.title') : t('suggestions.list.titleStaff');
  return (
    <PageSection title={title}>
      <WordsAndThemeFilters
        list={list}
        texts="suggestions.list"
        filtered={searched}
        cleared={{ q: null, tema: null }}
        themeClassName=""
      >
        {proposer ? (
          <Check
            className="form-check mb-4"
            label={t('suggestions.list.mine')}
            checked={mine}
            onChange={(checked) => list.update({ mie: checked ? '1' : null })}
          />
        ) : (
          <Check
            className="form-check mb-4"
            label={t('suggestions.list.toAnswer')}
            checked={toAnswer}
            onChange={(checked) => list.update({ stato: checked ? 'inviato' : null })}
          />
        )}
      </WordsAndThemeFilters>
      <SearchResults
        result={suggerimenti}
        filtered={false}
        texts={{
          found: (count) => t('suggestions.list.found', { count }),
          failed: t('suggestions.list.failed'),
          empty,
          emptySearch: empty,
          pagerLabel: t('suggestions.list.pagerLabel'),
        }}
        onPage={(page) => list.update({ page })}
      >
        {(items) => (
          <ul className="list-unstyled mb-4">
            {items.map((suggerimento) => (
              <li key={suggerimento.id} className="mb-3">
                <SuggerimentoCard
                  suggerimento={suggerimento}
                  to={detailOf(suggerimento.id)}
                  onAnswer={answering.open}
                />
              </li>
            ))}
          </ul>
        )}
      </SearchResults>
      {answering.dialog}
    </PageSection>
  );
}
