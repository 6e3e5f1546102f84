import type { Application } from '@halo/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../lib/ui/list-params.ts';
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

/** A plain (not form-bound) select of applications. */
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
  const id = useId();
  return (
    <div className={`select-wrapper halo-admin-app-select ${className}`}>
      <label htmlFor={id}>{label ?? t('common.application')}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
        {applications.map((app) => (
          <option key={app.id} value={app.id}>
            {name.of(app)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A list's filter on one application by client id ('' for all of them), for lists kept in the address. */
export function ApplicationFilter({
  applications,
  value,
  onChange,
  id,
}: {
  applications: readonly Application[];
  value: string;
  onChange: (clientId: string) => void;
  id?: string;
}) {
  const { t } = useTranslation('adminForms');
  const name = useApplicationName();
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className="select-wrapper mb-4">
      <label htmlFor={selectId}>{t('common.application')}</label>
      <select id={selectId} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('common.allApplications')}</option>
        {applications.map((app) => (
          <option key={app.id} value={app.clientId}>
            {name.of(app)}
          </option>
        ))}
      </select>
    </div>
  );
}
