import { aslName } from '@halo/contract/asl-name';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParamChanges } from '../../../lib/ui/list-params.ts';
import { SearchBox } from '../../../lib/ui/page.tsx';
import { SearchFilters, SelectField } from '../../../lib/ui/search-screen.tsx';
import { useAziende, useTematiche } from '../prosa.queries.ts';

/** The filters Pro.Sa.'s searches share: the portal's themes (first level) and the member authorities. */

export function ThemeSelect({
  label,
  allLabel,
  value,
  onChange,
  className,
}: {
  label: string;
  /** The empty choice: every theme. */
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const tematiche = useTematiche();
  return (
    <SelectField label={label} value={value} onChange={onChange} className={className}>
      <option value="">{allLabel}</option>
      {(tematiche.data ?? []).map((tema) => (
        <option key={tema.id} value={tema.id}>
          {tema.nome}
        </option>
      ))}
    </SelectField>
  );
}

export function AslSelect({
  label,
  allLabel,
  value,
  onChange,
}: {
  label: string;
  /** The empty choice: every authority. */
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const aziende = useAziende({ page: 1, size: 200, sort: 'denominazioneAzienda' });
  return (
    <SelectField label={label} value={value} onChange={onChange}>
      <option value="">{allLabel}</option>
      {(aziende.data?.items ?? []).map((a) => (
        <option key={a.id} value={a.id}>
          {aslName(a.denominazioneAzienda)}
        </option>
      ))}
    </SelectField>
  );
}

/** A filter over a contract's code table: every code first, then each code by its name. */
interface CodeSelectProps<C extends string> {
  label: string;
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  codes: readonly { codice: C }[];
  name: (code: C) => string;
}

export function CodeSelect<C extends string>(props: CodeSelectProps<C>) {
  const { label, allLabel, value, onChange, codes, name } = props;
  return (
    <SelectField label={label} value={value} onChange={onChange}>
      <option value="">{allLabel}</option>
      {codes.map((c) => (
        <option key={c.codice} value={c.codice}>
          {name(c.codice)}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The filters of the requests and of the suggestions: one `search` landmark with the words (searched as the user
 * types) and the theme, what the list adds before and after them, and "clear" for all of them. The texts are under
 * `<texts>.` of `prosaAttivita`.
 */
export function WordsAndThemeFilters({
  list,
  texts,
  filtered,
  cleared,
  themeClassName,
  before,
  children,
}: {
  list: { q: string; get: (name: string) => string; update: (changes: ParamChanges) => void };
  texts: 'requests.list' | 'suggestions.list';
  filtered: boolean;
  /** The address's filters "clear" empties. */
  cleared: ParamChanges;
  themeClassName?: string;
  before?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('prosaAttivita');
  return (
    <SearchFilters
      label={t(`${texts}.filters`)}
      filtered={filtered}
      clearLabel={t(`${texts}.clear`)}
      onClear={() => list.update(cleared)}
    >
      {before}
      <div className="row">
        <div className="col-12 col-lg-7">
          <SearchBox label={t(`${texts}.search`)} value={list.q} onChange={(q) => list.update({ q })} />
        </div>
        <div className="col-12 col-lg-5">
          <ThemeSelect
            label={t(`${texts}.tema`)}
            allLabel={t(`${texts}.allThemes`)}
            value={list.get('tema')}
            onChange={(value) => list.update({ tema: value })}
            className={themeClassName}
          />
        </div>
      </div>
      {children}
    </SearchFilters>
  );
}
