import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { positiveId, useDetailLink, useListParams, usePageInRange } from '../../../lib/ui/list-params.ts';
import { PageSection, SearchBox } from '../../../lib/ui/page.tsx';
import { SearchFilters, SearchResults } from '../../../lib/ui/search-screen.tsx';
import { ThemeSelect } from '../components/search-selects.tsx';
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
      <SearchFilters
        label={t('suggestions.list.filters')}
        filtered={searched}
        clearLabel={t('suggestions.list.clear')}
        onClear={() => list.update({ q: null, tema: null })}
      >
        <div className="row">
          <div className="col-12 col-lg-7">
            <SearchBox
              label={t('suggestions.list.search')}
              value={list.q}
              onChange={(q) => list.update({ q })}
            />
          </div>
          <div className="col-12 col-lg-5">
            <ThemeSelect
              label={t('suggestions.list.tema')}
              allLabel={t('suggestions.list.allThemes')}
              value={list.get('tema')}
              onChange={(value) => list.update({ tema: value })}
              className=""
            />
          </div>
        </div>
        {proposer ? (
          <Check
            label={t('suggestions.list.mine')}
            checked={mine}
            onChange={(checked) => list.update({ mie: checked ? '1' : null })}
          />
        ) : (
          <Check
            label={t('suggestions.list.toAnswer')}
            checked={toAnswer}
            onChange={(checked) => list.update({ stato: checked ? 'inviato' : null })}
          />
        )}
      </SearchFilters>
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

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="form-check mb-4">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
