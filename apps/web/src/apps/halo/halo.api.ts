import { i18n } from '../../i18n/i18n.ts';
import type itAdmin from './locales/it/admin.ts';

/**
 * What the administration screens share about their calls (SPEC.md §7 "Platform admin", "Authorization",
 * "Menu", "Authorities"). The calls themselves are the contract's routes, read and written through the hooks
 * of halo.queries.ts: reads raise the global alert and give an empty list or null on failure (SPEC.md §8);
 * writes keep the error body's details, so forms put each message under its field and a 409 can offer a reload.
 */

export type { WriteFailure } from '../../lib/call-route.ts';

/** What an admin read fetches: names its error text under `readError` in the 'admin' namespace. */
export type ReadTarget = keyof (typeof itAdmin)['readError'];

/** The error text of a failed admin read, in the user's language. */
export function readError(what: ReadTarget): string {
  return i18n.t(`admin:readError.${what}`);
}
