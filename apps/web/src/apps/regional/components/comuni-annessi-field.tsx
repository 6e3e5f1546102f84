import type { Comune } from '@halo/contract';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '../../../lib/ui/form-fields.tsx';
import { SearchInput } from '../../../lib/ui/search-input.tsx';
import { regional } from '../regional.api.ts';
import { idList } from '../regional.entities.ts';
import { useComuneSearch } from '../use-comune-search.ts';

const SUGGESTIONS = 8;

function comuneLabel(comune: Comune): string {
  return `${comune.denominazione} (${comune.siglaProvincia})`;
}

/**
 * The comuni a district covers: the chosen ones with a button to remove each, and a search to add more.
 * The form keeps the ids comma-separated, like every other field it keeps as a string.
 */
export function ComuniAnnessiField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('regional');
  const ids = idList(value);
  const [known, setKnown] = useState<Record<number, Comune>>({});
  const [term, setTerm] = useState('');
  const search = useComuneSearch(term, { limit: SUGGESTIONS });
  const lookups = useQueries({
    queries: ids
      .filter((id) => !known[id])
      .map((id) => ({
        queryKey: ['regional', 'comune', id],
        queryFn: ({ signal }: { signal: AbortSignal }) => regional.comuneById(id, signal),
        staleTime: 5 * 60_000,
      })),
  });
  const named = (id: number): string => {
    const comune = known[id] ?? lookups.find((q) => q.data?.id === id)?.data;
    return comune ? comuneLabel(comune) : t('levels.comune', { id });
  };
  const add = (comune: Comune) => {
    setKnown((all) => ({ ...all, [comune.id]: comune }));
    onChange([...ids, comune.id].join(','));
  };
  const remove = (id: number) => onChange(ids.filter((other) => other !== id).join(','));
  const suggestions = search.results.filter((comune) => !ids.includes(comune.id));

  return (
    <Fieldset legend={label} error={error}>
      {ids.length === 0 ? (
        <p className="small">{t('comuniField.none')}</p>
      ) : (
        <ul className="list-unstyled" aria-label={t('comuniField.chosen')}>
          {ids.map((id) => (
            <li key={id} className="d-flex align-items-center gap-2 mb-1">
              <span>{named(id)}</span>
              <button
                type="button"
                className="btn btn-link btn-sm p-0"
                aria-label={t('comuniField.removeOne', { name: named(id) })}
                onClick={() => remove(id)}
              >
                {t('common.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <SearchInput
        label={t('comuniField.add')}
        value={term}
        onChange={setTerm}
        className="form-group mb-2 mt-5"
      />
      {suggestions.length > 0 ? (
        <ul className="list-unstyled" aria-label={t('search.results')}>
          {suggestions.map((comune) => (
            <li key={comune.id}>
              <button
                type="button"
                className="btn btn-link btn-sm p-0"
                aria-label={t('comuniField.addOne', { name: comuneLabel(comune) })}
                onClick={() => add(comune)}
              >
                {comuneLabel(comune)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Fieldset>
  );
}
