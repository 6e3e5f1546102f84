import { prosaReportRoutes, type ReportQuery } from '@halo/contract/prosa/report';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { readOne } from '../../../lib/call-route.ts';

const STALE = 60_000;

/**
 * The reports of the reader's scope, narrowed to an authority and a district (docs/adr/0021); the previous
 * answer stays on screen while another scope loads. Null data: the read failed, and the global alert says why
 * with the status (SPEC.md §8).
 */
export function useReport(query: ReportQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['prosa', 'report', query],
    queryFn: ({ signal }) =>
      readOne(prosaReportRoutes.report, {
        query,
        errorMessage: i18n.t('prosaAttivita:report.failed'),
        signal,
      }),
    placeholderData: (previous) => previous,
    enabled,
    staleTime: STALE,
  });
}
