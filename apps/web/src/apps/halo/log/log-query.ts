import { logsQuerySchema } from '@halo/contract';
import { i18n } from '../../../i18n/i18n.ts';
import type { QueryValue } from '../../../lib/call-route.ts';

/** Which operations the log lists: the changes only (the default, ''), the reads as well, or the reads only. */
export const logKinds = ['', 'all', 'reads'] as const;
export type LogKind = (typeof logKinds)[number];

/** The log screen's filters as the inputs hold them (`from`/`to` are datetime-local values, local time). */
export interface LogFilters {
  user: string;
  entity: string;
  action: string;
  kind: LogKind;
  from: string;
  to: string;
}

export const emptyLogFilters: LogFilters = { user: '', entity: '', action: '', kind: '', from: '', to: '' };

/** A kind read from the address: anything unknown is the default, the changes. */
export function logKindOf(value: string): LogKind {
  return (logKinds as readonly string[]).includes(value) ? (value as LogKind) : '';
}

/** `2026-03-01T08:30` (local time, as the input gives it) → ISO instant; anything unreadable stays as typed. */
export function localToIso(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/**
 * The query string of GET /api/v1/logs: only the filters given, trimmed, the kind (`changes` unless the reads
 * are asked for too), the period as ISO instants, then paging and sort. Checked with the contract's schema (so a
 * period ending before it starts is refused here with the server's message, under the "to" field).
 */
export function buildLogQuery(
  filters: LogFilters,
  paging: { page: number; size: number; sort?: string },
):
  | { ok: true; query: Record<string, QueryValue> }
  | { ok: false; errors: Partial<Record<keyof LogFilters, string>> } {
  const query: Record<string, QueryValue> = {
    user: filters.user.trim() || undefined,
    entity: filters.entity.trim() || undefined,
    action: filters.action.trim() || undefined,
    kind: filters.kind === 'all' ? undefined : filters.kind === 'reads' ? 'reads' : 'changes',
    from: localToIso(filters.from),
    to: localToIso(filters.to),
    page: paging.page,
    size: paging.size,
    sort: paging.sort,
  };
  const parsed = logsQuerySchema.safeParse(query);
  if (!parsed.success) {
    const errors: Partial<Record<keyof LogFilters, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in emptyLogFilters && !errors[field as keyof LogFilters]) {
        errors[field as keyof LogFilters] =
          issue.code === 'custom'
            ? issue.message
            : field === 'from' || field === 'to'
              ? i18n.t('adminForms:log.query.invalidDate')
              : i18n.t('adminForms:log.query.tooLong');
      }
    }
    return { ok: false, errors };
  }
  return { ok: true, query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) };
}
