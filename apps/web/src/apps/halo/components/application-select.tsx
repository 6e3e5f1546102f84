import type { Application } from '@halo/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type ParamChanges, useListParams } from '../../../lib/ui/list-params.ts';
import { SearchBox } from '../../../lib/ui/page.tsx';
import { SelectField } from '../../../lib/ui/search-screen.tsx';
import { useApplicationName } from '../application-name.ts';
import { useApplications } from '../halo.queries.ts';
import '../halo.css';

/** The application a screen works on, kept in the address as `?app=<id>` (the first one until chosen). */
export function useSelectedApplication(param = 'app') {
  const applications = useApplications();
  const list = useListParams();
  const wanted = Number.parseInt(list.get(param), 10);
  const all = applications.data ?? [];
  const selected = all.find((app) => app.id === wanted) ?? all[0] ?? null;
  return {
    applications: all,
    loading: applications.isPending,
    selected,
    select: (id: number | null) => list.update({ [param]: id }),
  };
}

/** A plain (not form-bound) select: its label above, in Bootstrap Italia's wrapper; the empty entry's value is ''. */
export function ChoiceSelect({
  label,
  value,
  onChange,
  choices,
  emptyOption,
  disabled,
  className = 'mb-4',
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  choices: readonly { value: string | number; label: string }[];
  emptyOption?: string;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`select-wrapper ${className}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {emptyOption === undefined ? null : <option value="">{emptyOption}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A plain select of applications. */
export function ApplicationSelect({
  label,
  applications,
  value,
  onChange,
  className = 'mb-4',
  emptyOption,
}: {
  label?: string;
  applications: readonly Application[];
  value: number | null;
  onChange: (id: number | null) => void;
  className?: string;
  /** An entry for "none chosen" (its value is null). */
  emptyOption?: string;
}) {
  const { t } = useTranslation('adminForms');
  const name = useApplicationName();
  return (
    <ChoiceSelect
      label={label ?? t('common.application')}
      className={`halo-admin-app-select ${className}`}
      value={value ?? ''}
      onChange={(id) => onChange(id === '' ? null : Number(id))}
      emptyOption={emptyOption}
      choices={applications.map((app) => ({ value: app.id, label: name.of(app) }))}
    />
  );
}

/**
 * A catalogue's search beside its filter on one application (`?q=…&app=<client id>`, none: all of them), for
 * lists kept in the address.
 */
export function SearchByApplication({
  label,
  list,
}: {
  label: string;
  list: { q: string; get: (name: string) => string; update: (changes: ParamChanges) => void };
}) {
  const { t } = useTranslation('adminForms');
  const applications = useApplications();
  const name = useApplicationName();
  return (
    <div className="row">
      <div className="col-md-6">
        <SearchBox label={label} value={list.q} onChange={(q) => list.update({ q })} />
      </div>
      <SelectField
        className="col-md-6"
        label={t('common.application')}
        value={list.get('app')}
        onChange={(app) => list.update({ app })}
      >
        <option value="">{t('common.allApplications')}</option>
        {(applications.data ?? []).map((app) => (
          <option key={app.id} value={app.clientId}>
            {name.of(app)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
