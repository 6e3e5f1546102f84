import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  knownSort,
  type ParamChanges,
  pageQuery,
  useListParams,
  usePageInRange,
} from '../../../lib/ui/list-params.ts';
import { useRecordDialogs } from '../../../lib/ui/record-section.tsx';
import { SelectField } from '../../../lib/ui/search-screen.tsx';

/** The integration screens, each with its texts under its own key of the 'integration' namespace. */
export type IntegrationSection = 'fhir' | 'sottoscrizioni';

interface ListAddress {
  get: (name: string) => string;
  update: (changes: ParamChanges) => void;
}

/** How often a list or a log with items still in the queue is read again: the worker settles them meanwhile. */
export const LOG_REFRESH_MS = 5_000;

/** A list's or a log's `refetchInterval`: read again while one of the items on screen is still queued. */
export function refetchWhileQueued<T>(queued: (item: T) => boolean) {
  return (data: unknown): number | false =>
    (data as { items?: T[] } | null)?.items?.some(queued) ? LOG_REFRESH_MS : false;
}

/** The list's filter by state, in the address as `?attive=`. */
const STATE_FILTERS = { si: 'true', no: 'false' } as const;
type StateFilter = keyof typeof STATE_FILTERS;
const stateFilterOf = (value: string): StateFilter | undefined =>
  value === 'si' || value === 'no' ? value : undefined;

/** The filter by state from the address, and what it asks the server (`attiva`). */
export function useStateFilter(list: ListAddress) {
  const filter = stateFilterOf(list.get('attive'));
  return { filter, attiva: filter && STATE_FILTERS[filter] };
}

/** The select of the list's filter by state: all, the active ones, the suspended ones. */
export function StateFilterSelect({
  section,
  value,
  list,
}: {
  section: IntegrationSection;
  value: StateFilter | undefined;
  list: ListAddress;
}) {
  const { t } = useTranslation('integration');
  return (
    <div className="row">
      <SelectField
        label={t(`${section}.filter.label`)}
        value={value ?? ''}
        onChange={(next) => list.update({ attive: next || null })}
      >
        <option value="">{t(`${section}.filter.all`)}</option>
        <option value="si">{t(`${section}.filter.active`)}</option>
        <option value="no">{t(`${section}.filter.suspended`)}</option>
      </SelectField>
    </div>
  );
}

/**
 * How a record is doing: its last item that went through (or none yet), what else the screen tells (children),
 * and the items its receiver is failing or that were given up.
 */
export function HealthCell({
  section,
  last,
  failing,
  parked,
  children,
}: {
  section: IntegrationSection;
  last: string | null;
  failing: number;
  parked: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation('integration');
  return (
    <ul className="list-unstyled mb-0 small">
      <li>
        {last ? t(`${section}.health.last`, { at: formatDateTime(last) }) : t(`${section}.health.never`)}
      </li>
      {children}
      {failing > 0 ? (
        <li className="text-danger fw-semibold">{t(`${section}.health.failing`, { count: failing })}</li>
      ) : null}
      {parked > 0 ? (
        <li className="text-danger">{t(`${section}.health.parked`, { count: parked })}</li>
      ) : null}
    </ul>
  );
}

/**
 * The log of one record, shown below the list while the address names it (`?<param>=<id>`). One opened from the
 * address may be of a record on another page of the list, or filtered out: then it is read alone (`useOne`). The
 * log opened by a click takes the focus; one opened by the address (a reload) leaves it where it is. Closing the
 * log gives the focus back to the row's button that opened it (still on the list).
 */
export function useLogFromAddress<T extends { id: number }>(
  list: ListAddress,
  param: string,
  rows: readonly T[] | undefined,
  useOne: (id: number | null) => { data?: T | null | undefined },
) {
  const [openedByClick, setOpenedByClick] = useState(false);
  const shownId = Number.parseInt(list.get(param), 10) || null;
  const onPage = rows?.find((r) => r.id === shownId);
  const alone = useOne(shownId !== null && rows && !onPage ? shownId : null);
  const shown = shownId === null ? null : (onPage ?? alone.data ?? null);
  const opener = useRef<HTMLElement | null>(null);
  const open = (record: T) => {
    setOpenedByClick(true);
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    list.update({ [param]: record.id, stato: null, pagina: null, page: list.get('page') || null });
  };
  const close = () => {
    list.update({ [param]: null, stato: null, pagina: null, page: list.get('page') || null });
    if (opener.current?.isConnected) opener.current.focus();
  };
  return { shown, openedByClick, open, close };
}

const SORTS = ['nome', 'creata'] as const;

/** What an integration screen asks the server for its list: the page, the order, the filter by state. */
export interface RecordsQuery {
  q: string;
  sort?: string;
  page: number;
  size: number;
  /** Only the active ones ('true') or only the suspended ones ('false'). */
  attiva?: 'true' | 'false' | undefined;
}

interface RecordsResult<T> {
  data?: { items: T[]; total: number; size: number } | null;
  isPlaceholderData: boolean;
}

/**
 * An integration screen's list of records in the address (search, order by name, filter by state, page), read by
 * `useList`, with its create, edit and delete dialogs and the log a row opens (`?<logParam>=<id>`, read alone with
 * `useOne` when it is not on the page).
 */
export function useRecordsScreen<T extends { id: number }, R extends RecordsResult<T>>(
  useList: (query: RecordsQuery) => R,
  logParam: string,
  useOne: (id: number | null) => { data?: T | null | undefined },
) {
  const list = useListParams({ sort: 'nome' });
  const { filter, attiva } = useStateFilter(list);
  const result = useList({ ...pageQuery(list), sort: knownSort(list.sort, SORTS), attiva });
  usePageInRange(list, result);
  const rows = result.data?.items;
  const dialogs = useRecordDialogs(rows, (row) => row.id);
  const log = useLogFromAddress(list, logParam, rows, useOne);
  return { list, filter, result, dialogs, log };
}
