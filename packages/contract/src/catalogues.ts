import { calendarCatalogue } from './calendar.catalogue.ts';
import { haloCatalogue } from './halo.catalogue.ts';
import { healthenvCatalogue } from './healthenv.catalogue.ts';
import { integrationCatalogue } from './integration.catalogue.ts';
import type { AppCatalogue } from './manifest.ts';
import { prosaCatalogue } from './prosa.catalogue.ts';
import { regionalCatalogue } from './regional.catalogue.ts';
import { strokeCatalogue } from './stroke.catalogue.ts';
import { structuresCatalogue } from './structures.catalogue.ts';
import { telemedicinaCatalogue } from './telemedicina.catalogue.ts';

/**
 * Every application as the catalogue sync installs it (manifest and catalogue parts), in the same order: the
 * server's list. The SPA reads `manifests` (manifests.ts), so its first download carries no route, menu or section of the seed: this module
 * is imported only by the server and by screens that load later.
 */
export const catalogues = [
  haloCatalogue,
  prosaCatalogue,
  healthenvCatalogue,
  strokeCatalogue,
  calendarCatalogue,
  regionalCatalogue,
  structuresCatalogue,
  integrationCatalogue,
  telemedicinaCatalogue,
] as const satisfies readonly AppCatalogue[];

/** The catalogue of an identity client (its sections, routes, menu), if Halo ships that application. */
export function catalogueOf(clientId: string): AppCatalogue | undefined {
  return (catalogues as readonly AppCatalogue[]).find((catalogue) => catalogue.clientId === clientId);
}
