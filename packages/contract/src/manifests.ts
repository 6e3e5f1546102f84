import { calendarManifest } from './calendar.manifest.ts';
import { haloManifest } from './halo.manifest.ts';
import { healthenvManifest } from './healthenv.manifest.ts';
import { integrationManifest } from './integration.manifest.ts';
import type { AppManifest, ScreensOf } from './manifest.ts';
import { prosaManifest } from './prosa.manifest.ts';
import { regionalManifest } from './regional.manifest.ts';
import { strokeManifest } from './stroke.manifest.ts';
import { structuresManifest } from './structures.manifest.ts';
import { telemedicinaManifest } from './telemedicina.manifest.ts';

/**
 * Every application Halo ships, in the order the chooser and the catalogue list them. Adding an application
 * adds one line here (docs/adding-an-application.md); everything central is derived from this list.
 */
export const manifests = [
  haloManifest,
  prosaManifest,
  healthenvManifest,
  strokeManifest,
  calendarManifest,
  regionalManifest,
  structuresManifest,
  integrationManifest,
  telemedicinaManifest,
] as const satisfies readonly AppManifest[];

/** The manifest of an identity client, if Halo ships that application. */
export function manifestOf(clientId: string): AppManifest | undefined {
  return (manifests as readonly AppManifest[]).find((manifest) => manifest.clientId === clientId);
}

/** Screen names a route's `component` may name: the screens of every manifest. */
export type ScreenComponent = ScreensOf<(typeof manifests)[number]>;

/**
 * A seeded label in the user's language: the English of a route, sub-route or menu-group name the catalogues seed
 * (`labelsEn`), for an English user; any other label (an administrator's own) as written.
 */
export function catalogueLabel(label: string, language: string): string {
  if (!language.startsWith('en')) return label;
  for (const manifest of manifests as readonly AppManifest[]) {
    const english = manifest.labelsEn?.[label];
    if (english) return english;
  }
  return label;
}

/** The self-registration page an installed application offers, if any (the first one, in catalogue order). */
export function registrationPath(): string | undefined {
  return (manifests as readonly AppManifest[]).find((manifest) => manifest.registrationPath)
    ?.registrationPath;
}
