import { useLocation, useSearchParams } from 'react-router';
import { positiveId } from '../../../lib/ui/list-params.ts';

/**
 * The record `?id=<id>` opens (the link of the mails; `id` null for an id that is not one), with the way back to
 * the list, whose filters stay in the address beside it; null when none is asked.
 */
export function useRecordInAddress(): { key: string; id: number | null; back: string } | null {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const raw = params.get('id');
  if (raw === null) return null;
  const rest = new URLSearchParams(params);
  rest.delete('id');
  return { key: raw, id: positiveId(raw) ?? null, back: rest.size > 0 ? `${pathname}?${rest}` : pathname };
}
