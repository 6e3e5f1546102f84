import { prosaReportRoutes, type ReportQuery } from '@halo/contract/prosa/report';
import { i18n } from '../../../i18n/i18n.ts';
import { useRouteRead } from '../../../lib/route-query.ts';

const STALE = 60_000;

/**
 * The reports of the reader's scope, narrowed to an authority and a district (docs/adr/0021); the previous
 * answer stays on screen while another scope loads. Null data: the read failed, and the global alert says why
 * with the status (SPEC.md §8).
 */
export function useReport(query: ReportQuery, enabled: boolean) {
  return useRouteRead(['prosa', 'report', query], prosaReportRoutes.report, {
    query,
    error: () => i18n.t('prosaAttivita:report.failed'),
    keep: true,
    enabled,
    staleTime: STALE,
  });
}
