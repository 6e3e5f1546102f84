import { z } from 'zod/mini';
import { MAX_INTEGER } from './http.ts';
import { flagsOf, type PermissionFlag, permissionFlagNames } from './permissions.ts';

/**
 * What the administration area shares across its services (SPEC.md §7 "Platform admin", "Authorization", "Menu",
 * "Authorities"): the sections its calls are granted on, paging, versions and the Italian messages of SPEC.md §8.
 * Decisions are in docs/adr/0004-administration-api.md.
 */

/** The application (identity client) of the administration area. Its `admin` client role passes every section. */
export const ADMIN_APPLICATION = 'halo';

/** One section per admin screen: a group granted flags on it may use that screen's calls. */
export const adminSections = {
  applicazioni: 'halo.applicazioni',
  servizi: 'halo.servizi',
  moduli: 'halo.moduli',
  rotte: 'halo.rotte',
  menu: 'halo.menu',
  sezioni: 'halo.sezioni',
  configurazioni: 'halo.configurazioni',
  ruoli: 'halo.ruoli',
  authority: 'halo.authority',
  gruppi: 'halo.gruppi',
  permessi: 'halo.permessi',
  utenti: 'halo.utenti',
  impostazioni: 'halo.impostazioni',
  log: 'halo.log',
  posta: 'halo.posta',
} as const;

export const adminSectionDescriptions: Record<(typeof adminSections)[keyof typeof adminSections], string> = {
  'halo.applicazioni': 'Applicazioni, esportazione e importazione della configurazione',
  'halo.servizi': 'Servizi (base e microservizi)',
  'halo.moduli': 'Moduli (schermate) disponibili per le rotte',
  'halo.rotte': 'Rotte e sotto-rotte, anteprima per ruolo',
  'halo.menu': 'Menu e voci di menu',
  'halo.sezioni': 'Sezioni su cui si concedono i permessi',
  'halo.configurazioni': 'Configurazioni delle applicazioni',
  'halo.ruoli': 'Ruoli delle applicazioni',
  'halo.authority': 'Authority',
  'halo.gruppi': 'Gruppi e loro membri',
  'halo.permessi': 'Permessi dei gruppi sulle sezioni',
  'halo.utenti': 'Utenti',
  'halo.impostazioni': 'Provider di identità e impostazioni della piattaforma',
  'halo.log': 'Registro delle operazioni',
  'halo.posta': 'Posta in uscita (modalità dimostrativa)',
};

/** Italian messages of the admin calls (SPEC.md §8 where it gives them). */
export const adminMessages = {
  stale: 'I dati sono stati modificati da un altro utente: ricaricare e riprovare.',
  saveFailed: 'Errore salvataggio dati',
  menuSaved: 'Modifiche del menu avvenute con successo',
  menuSaveFailed: 'Errore salvataggio menu',
  allGranted: 'Tutti i permessi abilitati con successo',
  allRevoked: 'Tutti i permessi rimossi con successo',
  id: 'Identificativo non valido.',
  version: 'Versione del record mancante o non valida: ricaricare i dati.',
  nome: 'Il nome è obbligatorio (al massimo 60 caratteri).',
  clientId:
    'Il client id ha da 2 a 40 caratteri: lettere minuscole, cifre e trattini, iniziando con una lettera.',
  icon: "L'icona deve essere un'icona di Bootstrap Italia (es. it-settings).",
  path: 'Il percorso inizia con / e contiene solo lettere minuscole, cifre, -, _, : e /.',
  pathBase: 'Il percorso della sotto-rotta contiene solo lettere minuscole, cifre, -, _, : e /.',
  component: 'Modulo sconosciuto: scegliere una schermata dell’elenco dei moduli.',
  sectionName:
    'Il nome della sezione è <applicazione>.<nome>: lettere minuscole, cifre e trattini separati da punti.',
  sectionPrefix:
    "Il nome della sezione deve iniziare con il client id dell'applicazione seguito da un punto.",
  roleName: 'Il nome del ruolo ha da 2 a 40 caratteri: lettere minuscole, cifre, punti, trattini e _.',
  authorityName: "Il nome dell'authority ha da 2 a 60 caratteri: lettere, cifre, _, ., : e -.",
  groupName: 'Il nome del gruppo ha da 1 a 60 caratteri e non contiene /.',
  username: 'Il nome utente ha da 3 a 60 caratteri: lettere minuscole, cifre, punti, trattini e _.',
  email: 'Indirizzo e-mail non valido.',
  basePath: 'Il percorso base inizia con / e contiene solo lettere minuscole, cifre, -, _ e /.',
  periodo: 'La data finale deve seguire quella iniziale.',
  resendPublic: "Se l'indirizzo è registrato, riceverà a breve un messaggio con il link per accedere.",
  resendSent: 'Messaggio inviato con successo',
} as const;

/** 'Permesso READ abilitato con successo', 'Tutti i permessi rimossi con successo' … (SPEC.md §8). */
export function permissionMessage(change: 'add' | 'remove', flag: PermissionFlag | 'ALL'): string {
  if (flag === 'ALL') {
    return change === 'add' ? adminMessages.allGranted : adminMessages.allRevoked;
  }
  return `Permesso ${flag} ${change === 'add' ? 'abilitato' : 'rimosso'} con successo`;
}

/** The message for a group's whole mask on a section being set at once (the "addperm" call). */
export function maskMessage(mask: number): string {
  const flags = flagsOf(mask);
  if (flags.length === permissionFlagNames.length) {
    return adminMessages.allGranted;
  }
  if (flags.length === 0) {
    return adminMessages.allRevoked;
  }
  if (flags.length === 1) {
    return permissionMessage('add', flags[0] as PermissionFlag);
  }
  return `Permessi ${flags.join(', ')} abilitati con successo`;
}

// ---------------------------------------------------------------------------------------------------------------
// Shared field schemas, written with `zod/mini` like the rest of what the shell loads first (its first download
// then carries only the parts of Zod these use; docs/adr/0035-first-page.md). Other modules wrap them with
// `z.optional(…)`, `z.nullable(…)` or `.check(z.describe(…))`, which both spellings of Zod have.

const m = adminMessages;

/** A positive integer within an integer column, refused with one message. */
const idChecks = (error: string) => [
  z.int({ error }),
  z.positive({ error }),
  z.maximum(MAX_INTEGER, { error }),
];

/** A numeric id in a path or query string. */
export const numericIdSchema = z.coerce.number({ error: m.id }).check(...idChecks(m.id));
/** A numeric id in a JSON body. */
export const refIdSchema = z.number({ error: m.id }).check(...idChecks(m.id));
/** A position in a list (menu items, routes): from 0, within an integer column. */
export const positionSchema = z.number().check(z.int(), z.minimum(0), z.maximum(MAX_INTEGER));
/** The id of a user, group or role of the identity provider (a UUID in Keycloak and in the embedded one). */
export const identityIdSchema = z
  .string({ error: m.id })
  .check(z.trim(), z.regex(/^[0-9a-fA-F-]{36}$/, m.id));

export const versionSchema = z
  .number({ error: m.version })
  .check(
    ...idChecks(m.version),
    z.describe('Versione letta: il salvataggio fallisce con 409 se nel frattempo è cambiata'),
  );

export const clientIdSchema = z.string().check(z.trim(), z.regex(/^[a-z][a-z0-9-]{1,39}$/, m.clientId));

export const idParamsSchema = z.object({ id: numericIdSchema });
export const identityIdParamsSchema = z.object({ id: identityIdSchema });

/** A success with a message to show (SPEC.md §8). */
export const messageSchema = z.object({ message: z.string() }).register(z.globalRegistry, { id: 'Message' });

/** `name` and `-name` for each sortable field (descending with the `-`). */
export type SortOf<F extends string> = F | `-${F}`;

/** The page size when only `page` is given. */
export const DEFAULT_PAGE_SIZE = 20;

/** Response header of a catalogue's page: how many records match, over all pages. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export const totalCountHeaderSchema = z.coerce
  .number()
  .check(z.int(), z.minimum(0), z.describe('Elementi trovati su tutte le pagine (solo con page o size)'));

/** The response headers of a catalogue's list call, for the contract's `responseHeaders`. */
export const catalogueResponseHeaders = { [TOTAL_COUNT_HEADER]: totalCountHeaderSchema };

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}
