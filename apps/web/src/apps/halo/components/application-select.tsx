import type { Application } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../lib/ui/choice-select.tsx';
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
  const name = useApplicationName();
  return {
    applications: all,
    loading: applications.isPending,
    selected,
    /** The chosen application's name as people read it ('' before the applications arrive). */
    selectedName: selected ? name.of(selected) : '',
    select: (id: number | null) => list.update({ [param]: id }),
  };
}

/** A plain select of applications. */
export function ApplicationSelect({
  label,
  applications,
  value,
  onChange,
  className = 'mb-4',
  choose,
  emptyOption,
}: {
  label?: string;
  applications: readonly Application[];
  value: number | null;
  onChange: (id: number | null) => void;
  className?: string;
  /** An entry for "none chosen" (its value is null): the kit's "choose", or a text of the screen. */
  choose?: boolean;
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
      choose={choose}
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
