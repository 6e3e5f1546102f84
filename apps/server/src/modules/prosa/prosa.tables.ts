import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const prosa = pgSchema('prosa');

/** The health themes (SOURCES.md): a tree of two levels, seeded at every start by `codice`. */
export const tematiche = prosa.table(
  'tematiche',
  {
    id: serial('id').primaryKey(),
    codice: text('codice').notNull().unique(),
    nome: text('nome').notNull(),
    descrizione: text('descrizione').notNull().default(''),
    padreId: integer('padre_id').references((): AnyPgColumn => tematiche.id, { onDelete: 'restrict' }),
    posizione: integer('posizione').notNull().default(0),
  },
  (t) => [index('tematiche_padre_idx').on(t.padreId)],
);

/**
 * The health authorities that joined the portal: a regional ASL by its code (the name and the rest are read from
 * the regional data, never copied; docs/adr/0015).
 */
export const aziende = prosa.table('aziende', {
  id: serial('id').primaryKey(),
  codiceAsl: text('codice_asl').notNull().unique(),
  aderenteDal: timestamp('aderente_dal', { withTimezone: true }).notNull().defaultNow(),
});

/** A regional department registered in a joined authority's organisation. */
export const dipartimenti = prosa.table(
  'dipartimenti',
  {
    id: serial('id').primaryKey(),
    aziendaId: integer('azienda_id')
      .notNull()
      .references(() => aziende.id, { onDelete: 'restrict' }),
    dipartimentoId: integer('dipartimento_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('dipartimenti_azienda_ref_key').on(t.aziendaId, t.dipartimentoId)],
);

/** A regional district registered in a joined authority's organisation. */
export const distretti = prosa.table(
  'distretti',
  {
    id: serial('id').primaryKey(),
    aziendaId: integer('azienda_id')
      .notNull()
      .references(() => aziende.id, { onDelete: 'restrict' }),
    distrettoId: integer('distretto_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('distretti_azienda_ref_key').on(t.aziendaId, t.distrettoId)],
);

/** A structure (the structures module's) registered in a joined authority's organisation. */
export const strutture = prosa.table(
  'strutture',
  {
    id: serial('id').primaryKey(),
    aziendaId: integer('azienda_id')
      .notNull()
      .references(() => aziende.id, { onDelete: 'restrict' }),
    strutturaId: integer('struttura_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('strutture_azienda_ref_key').on(t.aziendaId, t.strutturaId)],
);

/**
 * Operators and managers (SPEC.md §3): their authority, district and operability. The reference of a level is a
 * part of the authority's organisation (a registered district, department or structure); removing it while a
 * profile points at it is refused.
 */
export const operatori = prosa.table(
  'operatori',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull().unique(),
    ruolo: text('ruolo').notNull(),
    tipologia: text('tipologia').notNull(),
    livello: text('livello').notNull(),
    aziendaId: integer('azienda_id')
      .notNull()
      .references(() => aziende.id, { onDelete: 'restrict' }),
    distrettoRef: integer('distretto_ref').references(() => distretti.id, { onDelete: 'restrict' }),
    rifDistretto: integer('rif_distretto').references(() => distretti.id, { onDelete: 'restrict' }),
    rifDipartimento: integer('rif_dipartimento').references(() => dipartimenti.id, { onDelete: 'restrict' }),
    rifStruttura: integer('rif_struttura').references(() => strutture.id, { onDelete: 'restrict' }),
    unita: text('unita'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operatori_azienda_idx').on(t.aziendaId)],
);

/** Organisations (schools, associations, companies) registered on the portal. */
export const enti = prosa.table('enti', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull().unique(),
  nome: text('nome').notNull(),
  localita: text('localita').notNull(),
  aziendaId: integer('azienda_id')
    .notNull()
    .references(() => aziende.id, { onDelete: 'restrict' }),
  distrettoRef: integer('distretto_ref').references(() => distretti.id, { onDelete: 'restrict' }),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Citizens: their authority (from the comune of residence), birth date and sex, themes and preferences. */
export const cittadini = prosa.table('cittadini', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull().unique(),
  aziendaId: integer('azienda_id')
    .notNull()
    .references(() => aziende.id, { onDelete: 'restrict' }),
  distrettoRef: integer('distretto_ref').references(() => distretti.id, { onDelete: 'restrict' }),
  dataNascita: date('data_nascita'),
  sesso: text('sesso'),
  tematichePref: integer('tematiche_pref').array().notNull().default(sql`'{}'::integer[]`),
  sottoTematichePref: integer('sotto_tematiche_pref').array().notNull().default(sql`'{}'::integer[]`),
  newsletter: boolean('newsletter').notNull().default(false),
  promemoria: boolean('promemoria').notNull().default(true),
  boardingCompletato: boolean('boarding_completato').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Self-registrations waiting for (or past) their e-mail confirmation: the identity user exists, disabled; the
 * profile is written when the link is opened. Only the SHA-256 of the link's code is kept.
 */
export const registrazioni = prosa.table('registrazioni', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull().unique(),
  ruolo: text('ruolo').notNull(),
  codeHash: text('code_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  aziendaId: integer('azienda_id')
    .notNull()
    .references(() => aziende.id, { onDelete: 'restrict' }),
  distrettoRef: integer('distretto_ref').references(() => distretti.id, { onDelete: 'restrict' }),
  /** What the profile needs: birth date and sex (citizen), name and locality (organisation). */
  dati: jsonb('dati').$type<Record<string, string>>().notNull(),
  consensoVersione: text('consenso_versione').notNull(),
  consensoAt: timestamp('consenso_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Proof-of-work challenges already used, until they expire: a solved challenge registers once. */
export const sfideUsate = prosa.table('sfide_usate', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Health-promotion projects (docs/adr/0016): classified by themes, target groups and settings; a publication
 * workflow; an Italian full-text index over title, summary and objectives (a generated column).
 */
export const progetti = prosa.table(
  'progetti',
  {
    id: serial('id').primaryKey(),
    titolo: text('titolo').notNull(),
    sintesi: text('sintesi').notNull(),
    obiettivi: text('obiettivi').notNull().default(''),
    aziendaId: integer('azienda_id')
      .notNull()
      .references(() => aziende.id, { onDelete: 'restrict' }),
    distrettoRef: integer('distretto_ref').references(() => distretti.id, { onDelete: 'restrict' }),
    dipartimentoRef: integer('dipartimento_ref').references(() => dipartimenti.id, { onDelete: 'restrict' }),
    tematiche: integer('tematiche').array().notNull(),
    sottotematiche: integer('sottotematiche').array().notNull().default(sql`'{}'::integer[]`),
    destinatari: text('destinatari').array().notNull(),
    setting: text('setting').array().notNull(),
    dal: date('dal').notNull(),
    al: date('al'),
    partner: text('partner').array().notNull().default(sql`'{}'::text[]`),
    link: text('link').array().notNull().default(sql`'{}'::text[]`),
    stato: text('stato').notNull().default('bozza'),
    autore: text('autore').notNull(),
    ricerca: tsvector('ricerca').generatedAlwaysAs(
      sql`to_tsvector('italian', titolo || ' ' || sintesi || ' ' || obiettivi)`,
    ),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('progetti_azienda_idx').on(t.aziendaId, t.stato),
    // The default order of a search (newest first): a page is read from it without sorting every project.
    index('progetti_aggiornato_idx').on(t.updatedAt.desc().nullsFirst(), t.id),
    index('progetti_ricerca_idx').using('gin', t.ricerca),
    index('progetti_tematiche_idx').using('gin', t.tematiche),
    index('progetti_sottotematiche_idx').using('gin', t.sottotematiche),
  ],
);

/** An intervention sheet of a project: where, when and for whom it happens. */
export const interventi = prosa.table(
  'interventi',
  {
    id: serial('id').primaryKey(),
    progettoId: integer('progetto_id')
      .notNull()
      .references(() => progetti.id, { onDelete: 'cascade' }),
    setting: text('setting').notNull(),
    destinatari: text('destinatari').array().notNull(),
    dal: date('dal').notNull(),
    al: date('al'),
    luogo: text('luogo').notNull(),
    descrizione: text('descrizione').notNull().default(''),
  },
  (t) => [index('interventi_progetto_idx').on(t.progettoId)],
);

/**
 * Prevention campaigns of an authority (docs/adr/0017): for a target (age range, sex, the authority or one
 * district, themes), time-bound, with a call to action and optionally a number of seats; Italian full text.
 */
export const campagne = prosa.table(
  'campagne',
  {
    id: serial('id').primaryKey(),
    titolo: text('titolo').notNull(),
    descrizione: text('descrizione').notNull(),
    invito: text('invito').notNull(),
    linkInvito: text('link_invito'),
    aziendaId: integer('azienda_id')
      .notNull()
      .references(() => aziende.id, { onDelete: 'restrict' }),
    distrettoRef: integer('distretto_ref').references(() => distretti.id, { onDelete: 'restrict' }),
    dipartimentoRef: integer('dipartimento_ref').references(() => dipartimenti.id, { onDelete: 'restrict' }),
    tematiche: integer('tematiche').array().notNull(),
    etaMin: integer('eta_min'),
    etaMax: integer('eta_max'),
    sesso: text('sesso'),
    dal: date('dal').notNull(),
    al: date('al').notNull(),
    capienza: integer('capienza'),
    stato: text('stato').notNull().default('bozza'),
    autore: text('autore').notNull(),
    ricerca: tsvector('ricerca').generatedAlwaysAs(
      sql`to_tsvector('italian', titolo || ' ' || descrizione || ' ' || invito)`,
    ),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campagne_azienda_idx').on(t.aziendaId, t.stato),
    index('campagne_ricerca_idx').using('gin', t.ricerca),
    index('campagne_tematiche_idx').using('gin', t.tematiche),
  ],
);

/** A citizen's adhesion to a campaign: one per citizen and campaign, withdrawn and renewed in place. */
export const adesioni = prosa.table(
  'adesioni',
  {
    id: serial('id').primaryKey(),
    campagnaId: integer('campagna_id')
      .notNull()
      .references(() => campagne.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    stato: text('stato').notNull().default('attiva'),
    aderito: timestamp('aderito', { withTimezone: true }).notNull().defaultNow(),
    ritirato: timestamp('ritirato', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('adesioni_campagna_subject_idx').on(t.campagnaId, t.subject),
    index('adesioni_subject_idx').on(t.subject),
  ],
);

/**
 * Requests of organisations and citizens to their authority (docs/adr/0018): sent to the requester's authority and
 * district, handled by staff in scope through a state machine; Italian full text over subject and description.
 */
export const richieste = prosa.table(
  'richieste',
  {
    id: serial('id').primaryKey(),
    oggetto: text('oggetto').notNull(),
    descrizione: text('descrizione').notNull(),
    tematica: integer('tematica').references(() => tematiche.id, { onDelete: 'restrict' }),
    destinatari: text('destinatari').array().notNull(),
    setting: text('setting'),
    dal: date('dal'),
    al: date('al'),
    aziendaId: integer('azienda_id')
      .notNull()
      .references(() => aziende.id, { onDelete: 'restrict' }),
    distrettoRef: integer('distretto_ref').references(() => distretti.id, { onDelete: 'restrict' }),
    richiedente: text('richiedente').notNull(),
    tipoRichiedente: text('tipo_richiedente').notNull(),
    assegnatario: text('assegnatario'),
    stato: text('stato').notNull().default('inviata'),
    ricerca: tsvector('ricerca').generatedAlwaysAs(
      sql`to_tsvector('italian', oggetto || ' ' || descrizione)`,
    ),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('richieste_azienda_idx').on(t.aziendaId, t.stato),
    index('richieste_richiedente_idx').on(t.richiedente),
    index('richieste_ricerca_idx').using('gin', t.ricerca),
  ],
);

/** Each state a request went through, with who moved it and the note for the requester. */
export const richiesteStoria = prosa.table(
  'richieste_storia',
  {
    id: serial('id').primaryKey(),
    richiestaId: integer('richiesta_id')
      .notNull()
      .references(() => richieste.id, { onDelete: 'cascade' }),
    stato: text('stato').notNull(),
    nota: text('nota').notNull().default(''),
    autore: text('autore').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('richieste_storia_richiesta_idx').on(t.richiestaId)],
);

/** Suggestions of citizens and organisations to their authority, with the staff's answer (public or private). */
export const suggerimenti = prosa.table(
  'suggerimenti',
  {
    id: serial('id').primaryKey(),
    titolo: text('titolo').notNull(),
    testo: text('testo').notNull(),
    tematica: integer('tematica').references(() => tematiche.id, { onDelete: 'restrict' }),
    aziendaId: integer('azienda_id')
      .notNull()
      .references(() => aziende.id, { onDelete: 'restrict' }),
    distrettoRef: integer('distretto_ref').references(() => distretti.id, { onDelete: 'restrict' }),
    autore: text('autore').notNull(),
    tipoAutore: text('tipo_autore').notNull(),
    pubblicabile: boolean('pubblicabile').notNull(),
    risposta: text('risposta'),
    rispostaPubblica: boolean('risposta_pubblica').notNull().default(false),
    rispostoDa: text('risposto_da'),
    rispostoIl: timestamp('risposto_il', { withTimezone: true }),
    ricerca: tsvector('ricerca').generatedAlwaysAs(sql`to_tsvector('italian', titolo || ' ' || testo)`),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('suggerimenti_azienda_idx').on(t.aziendaId),
    index('suggerimenti_autore_idx').on(t.autore),
    index('suggerimenti_ricerca_idx').using('gin', t.ricerca),
  ],
);

/** What a person starred: a project or a campaign, once. */
export const preferiti = prosa.table(
  'preferiti',
  {
    subject: text('subject').notNull(),
    tipo: text('tipo').notNull(),
    rifId: integer('rif_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.tipo, t.rifId] })],
);

/**
 * Events of a project or a campaign (docs/adr/0020): each is a single-event calendar of the calendar service, where
 * people book; who sees and manages an event follows its project or campaign.
 */
export const eventi = prosa.table(
  'eventi',
  {
    id: serial('id').primaryKey(),
    progettoId: integer('progetto_id').references(() => progetti.id, { onDelete: 'restrict' }),
    campagnaId: integer('campagna_id').references(() => campagne.id, { onDelete: 'restrict' }),
    titolo: text('titolo').notNull(),
    descrizione: text('descrizione').notNull().default(''),
    luogo: text('luogo').notNull(),
    inizio: timestamp('inizio', { withTimezone: true }).notNull(),
    fine: timestamp('fine', { withTimezone: true }).notNull(),
    posti: integer('posti').notNull(),
    /** The calendar (calendar.calendars) the event's seats are booked in. */
    calendarioId: integer('calendario_id').notNull().unique(),
    ricerca: tsvector('ricerca').generatedAlwaysAs(
      sql`to_tsvector('italian', titolo || ' ' || descrizione || ' ' || luogo)`,
    ),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('eventi_un_padre', sql`(progetto_id is null) <> (campagna_id is null)`),
    index('eventi_inizio_idx').on(t.inizio),
    index('eventi_progetto_idx').on(t.progettoId),
    index('eventi_campagna_idx').on(t.campagnaId),
    index('eventi_ricerca_idx').using('gin', t.ricerca),
  ],
);
