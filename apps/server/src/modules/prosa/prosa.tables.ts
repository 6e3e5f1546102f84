import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as col from '../../db/columns.ts';

/** The authority a row of Pro.Sa. belongs to: an authority keeps its rows (RESTRICT). */
function aziendaRef() {
  return col.requiredRef('azienda_id', () => aziende.id, 'restrict');
}

export const prosa = pg.pgSchema('prosa');

/** The health themes (SOURCES.md): a tree of two levels, seeded at every start by `codice`. */
export const tematiche = prosa.table(
  'tematiche',
  {
    id: col.serialId(),
    codice: pg.text('codice').notNull().unique(),
    nome: pg.text('nome').notNull(),
    descrizione: col.blankText('descrizione'),
    padreId: col.optionalRef('padre_id', (): pg.AnyPgColumn => tematiche.id, 'restrict'),
    posizione: pg.integer('posizione').notNull().default(0),
  },
  (t) => [pg.index('tematiche_padre_idx').on(t.padreId)],
);

/**
 * The health authorities that joined the portal: a regional ASL by its code (the name and the rest are read from
 * the regional data, never copied; docs/adr/0015).
 */
export const aziende = prosa.table('aziende', {
  id: col.serialId(),
  codiceAsl: pg.text('codice_asl').notNull().unique(),
  aderenteDal: col.stampedNow('aderente_dal'),
});

/** A regional department registered in a joined authority's organisation. */
export const dipartimenti = prosa.table(
  'dipartimenti',
  {
    id: col.serialId(),
    aziendaId: aziendaRef(),
    dipartimentoId: pg.integer('dipartimento_id').notNull(),
    createdAt: col.createdAt(),
  },
  (t) => [pg.unique('dipartimenti_azienda_ref_key').on(t.aziendaId, t.dipartimentoId)],
);

/** A regional district registered in a joined authority's organisation. */
export const distretti = prosa.table(
  'distretti',
  {
    id: col.serialId(),
    aziendaId: aziendaRef(),
    distrettoId: pg.integer('distretto_id').notNull(),
    createdAt: col.createdAt(),
  },
  (t) => [pg.unique('distretti_azienda_ref_key').on(t.aziendaId, t.distrettoId)],
);

/** A structure (the structures module's) registered in a joined authority's organisation. */
export const strutture = prosa.table(
  'strutture',
  {
    id: col.serialId(),
    aziendaId: aziendaRef(),
    strutturaId: pg.integer('struttura_id').notNull(),
    createdAt: col.createdAt(),
  },
  (t) => [pg.unique('strutture_azienda_ref_key').on(t.aziendaId, t.strutturaId)],
);

/**
 * Operators and managers (SPEC.md §3): their authority, district and operability. The reference of a level is a
 * part of the authority's organisation (a registered district, department or structure); removing it while a
 * profile points at it is refused.
 */
export const operatori = prosa.table(
  'operatori',
  {
    id: col.serialId(),
    subject: pg.text('subject').notNull().unique(),
    ruolo: pg.text('ruolo').notNull(),
    tipologia: pg.text('tipologia').notNull(),
    livello: pg.text('livello').notNull(),
    aziendaId: aziendaRef(),
    distrettoRef: col.optionalRef('distretto_ref', () => distretti.id, 'restrict'),
    rifDistretto: col.optionalRef('rif_distretto', () => distretti.id, 'restrict'),
    rifDipartimento: col.optionalRef('rif_dipartimento', () => dipartimenti.id, 'restrict'),
    rifStruttura: col.optionalRef('rif_struttura', () => strutture.id, 'restrict'),
    unita: pg.text('unita'),
    ...col.versionedStamps(),
  },
  (t) => [pg.index('operatori_azienda_idx').on(t.aziendaId)],
);

/** Organisations (schools, associations, companies) registered on the portal. */
export const enti = prosa.table('enti', {
  id: col.serialId(),
  subject: pg.text('subject').notNull().unique(),
  nome: pg.text('nome').notNull(),
  localita: pg.text('localita').notNull(),
  aziendaId: aziendaRef(),
  distrettoRef: col.optionalRef('distretto_ref', () => distretti.id, 'restrict'),
  version: col.version(),
  createdAt: col.createdAt(),
});

/** Citizens: their authority (from the comune of residence), birth date and sex, themes and preferences. */
export const cittadini = prosa.table('cittadini', {
  id: col.serialId(),
  subject: pg.text('subject').notNull().unique(),
  aziendaId: aziendaRef(),
  distrettoRef: col.optionalRef('distretto_ref', () => distretti.id, 'restrict'),
  dataNascita: pg.date('data_nascita'),
  sesso: pg.text('sesso'),
  tematichePref: pg.integer('tematiche_pref').array().notNull().default(sql`'{}'::integer[]`),
  sottoTematichePref: pg.integer('sotto_tematiche_pref').array().notNull().default(sql`'{}'::integer[]`),
  newsletter: col.flag('newsletter'),
  promemoria: pg.boolean('promemoria').notNull().default(true),
  boardingCompletato: col.flag('boarding_completato'),
  version: col.version(),
  createdAt: col.createdAt(),
});

/**
 * Self-registrations waiting for (or past) their e-mail confirmation: the identity user exists, disabled; the
 * profile is written when the link is opened. Only the SHA-256 of the link's code is kept.
 */
export const registrazioni = prosa.table('registrazioni', {
  id: col.serialId(),
  subject: pg.text('subject').notNull().unique(),
  ruolo: pg.text('ruolo').notNull(),
  codeHash: pg.text('code_hash').notNull().unique(),
  expiresAt: col.instant('expires_at').notNull(),
  confirmedAt: col.instant('confirmed_at'),
  aziendaId: aziendaRef(),
  distrettoRef: col.optionalRef('distretto_ref', () => distretti.id, 'restrict'),
  /** What the profile needs: birth date and sex (citizen), name and locality (organisation). */
  dati: pg.jsonb('dati').$type<Record<string, string>>().notNull(),
  consensoVersione: pg.text('consenso_versione').notNull(),
  consensoAt: col.instant('consenso_at').notNull(),
  createdAt: col.createdAt(),
});

/** Proof-of-work challenges already used, until they expire: a solved challenge registers once. */
export const sfideUsate = prosa.table('sfide_usate', {
  signature: pg.text('signature').primaryKey(),
  expiresAt: col.instant('expires_at').notNull(),
});

const tsvector = pg.customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Health-promotion projects (docs/adr/0016): classified by themes, target groups and settings; a publication
 * workflow; an Italian full-text index over title, summary and objectives (a generated column).
 */
export const progetti = prosa.table(
  'progetti',
  {
    id: col.serialId(),
    titolo: pg.text('titolo').notNull(),
    sintesi: pg.text('sintesi').notNull(),
    obiettivi: col.blankText('obiettivi'),
    aziendaId: aziendaRef(),
    distrettoRef: col.optionalRef('distretto_ref', () => distretti.id, 'restrict'),
    dipartimentoRef: col.optionalRef('dipartimento_ref', () => dipartimenti.id, 'restrict'),
    tematiche: pg.integer('tematiche').array().notNull(),
    sottotematiche: pg.integer('sottotematiche').array().notNull().default(sql`'{}'::integer[]`),
    destinatari: pg.text('destinatari').array().notNull(),
    setting: pg.text('setting').array().notNull(),
    dal: pg.date('dal').notNull(),
    al: pg.date('al'),
    partner: pg.text('partner').array().notNull().default(sql`'{}'::text[]`),
    link: pg.text('link').array().notNull().default(sql`'{}'::text[]`),
    stato: pg.text('stato').notNull().default('bozza'),
    autore: pg.text('autore').notNull(),
    ricerca: tsvector('ricerca').generatedAlwaysAs(
      sql`to_tsvector('italian', titolo || ' ' || sintesi || ' ' || obiettivi)`,
    ),
    ...col.versionedStamps(),
  },
  (t) => [
    pg.index('progetti_azienda_idx').on(t.aziendaId, t.stato),
    // The default order of a search (newest first): a page is read from it without sorting every project.
    pg.index('progetti_aggiornato_idx').on(t.updatedAt.desc().nullsFirst(), t.id),
    pg.index('progetti_ricerca_idx').using('gin', t.ricerca),
    pg.index('progetti_tematiche_idx').using('gin', t.tematiche),
    pg.index('progetti_sottotematiche_idx').using('gin', t.sottotematiche),
  ],
);

/** An intervention sheet of a project: where, when and for whom it happens. */
export const interventi = prosa.table(
  'interventi',
  {
    id: col.serialId(),
    progettoId: col.requiredRef('progetto_id', () => progetti.id, 'cascade'),
    setting: pg.text('setting').notNull(),
    destinatari: pg.text('destinatari').array().notNull(),
    dal: pg.date('dal').notNull(),
    al: pg.date('al'),
    luogo: pg.text('luogo').notNull(),
    descrizione: col.blankText('descrizione'),
  },
  (t) => [pg.index('interventi_progetto_idx').on(t.progettoId)],
);

/**
 * Prevention campaigns of an authority (docs/adr/0017): for a target (age range, sex, the authority or one
 * district, themes), time-bound, with a call to action and optionally a number of seats; Italian full text.
 */
export const campagne = prosa.table(
  'campagne',
  {
    id: col.serialId(),
    titolo: pg.text('titolo').notNull(),
    descrizione: pg.text('descrizione').notNull(),
    invito: pg.text('invito').notNull(),
    linkInvito: pg.text('link_invito'),
    aziendaId: aziendaRef(),
    distrettoRef: col.optionalRef('distretto_ref', () => distretti.id, 'restrict'),
    dipartimentoRef: col.optionalRef('dipartimento_ref', () => dipartimenti.id, 'restrict'),
    tematiche: pg.integer('tematiche').array().notNull(),
    etaMin: pg.integer('eta_min'),
    etaMax: pg.integer('eta_max'),
    sesso: pg.text('sesso'),
    dal: pg.date('dal').notNull(),
    al: pg.date('al').notNull(),
    capienza: pg.integer('capienza'),
    stato: pg.text('stato').notNull().default('bozza'),
    autore: pg.text('autore').notNull(),
    ricerca: tsvector('ricerca').generatedAlwaysAs(
      sql`to_tsvector('italian', titolo || ' ' || descrizione || ' ' || invito)`,
    ),
    ...col.versionedStamps(),
  },
  (t) => [
    pg.index('campagne_azienda_idx').on(t.aziendaId, t.stato),
    pg.index('campagne_ricerca_idx').using('gin', t.ricerca),
    pg.index('campagne_tematiche_idx').using('gin', t.tematiche),
  ],
);

/** A citizen's adhesion to a campaign: one per citizen and campaign, withdrawn and renewed in place. */
export const adesioni = prosa.table(
  'adesioni',
  {
    id: col.serialId(),
    campagnaId: col.requiredRef('campagna_id', () => campagne.id, 'cascade'),
    subject: pg.text('subject').notNull(),
    stato: pg.text('stato').notNull().default('attiva'),
    aderito: col.stampedNow('aderito'),
    ritirato: col.instant('ritirato'),
  },
  (t) => [
    pg.uniqueIndex('adesioni_campagna_subject_idx').on(t.campagnaId, t.subject),
    pg.index('adesioni_subject_idx').on(t.subject),
  ],
);

/**
 * Requests of organisations and citizens to their authority (docs/adr/0018): sent to the requester's authority and
 * district, handled by staff in scope through a state machine; Italian full text over subject and description.
 */
export const richieste = prosa.table(
  'richieste',
  {
    id: col.serialId(),
    oggetto: pg.text('oggetto').notNull(),
    descrizione: pg.text('descrizione').notNull(),
    tematica: col.optionalRef('tematica', () => tematiche.id, 'restrict'),
    destinatari: pg.text('destinatari').array().notNull(),
    setting: pg.text('setting'),
    dal: pg.date('dal'),
    al: pg.date('al'),
    aziendaId: aziendaRef(),
    distrettoRef: col.optionalRef('distretto_ref', () => distretti.id, 'restrict'),
    richiedente: pg.text('richiedente').notNull(),
    tipoRichiedente: pg.text('tipo_richiedente').notNull(),
    assegnatario: pg.text('assegnatario'),
    stato: pg.text('stato').notNull().default('inviata'),
    ricerca: tsvector('ricerca').generatedAlwaysAs(
      sql`to_tsvector('italian', oggetto || ' ' || descrizione)`,
    ),
    ...col.versionedStamps(),
  },
  (t) => [
    pg.index('richieste_azienda_idx').on(t.aziendaId, t.stato),
    pg.index('richieste_richiedente_idx').on(t.richiedente),
    pg.index('richieste_ricerca_idx').using('gin', t.ricerca),
  ],
);

/** Each state a request went through, with who moved it and the note for the requester. */
export const richiesteStoria = prosa.table(
  'richieste_storia',
  {
    id: col.serialId(),
    richiestaId: col.requiredRef('richiesta_id', () => richieste.id, 'cascade'),
    stato: pg.text('stato').notNull(),
    nota: col.blankText('nota'),
    autore: pg.text('autore').notNull(),
    at: col.at(),
  },
  (t) => [pg.index('richieste_storia_richiesta_idx').on(t.richiestaId)],
);

/** Suggestions of citizens and organisations to their authority, with the staff's answer (public or private). */
export const suggerimenti = prosa.table(
  'suggerimenti',
  {
    id: col.serialId(),
    titolo: pg.text('titolo').notNull(),
    testo: pg.text('testo').notNull(),
    tematica: col.optionalRef('tematica', () => tematiche.id, 'restrict'),
    aziendaId: aziendaRef(),
    distrettoRef: col.optionalRef('distretto_ref', () => distretti.id, 'restrict'),
    autore: pg.text('autore').notNull(),
    tipoAutore: pg.text('tipo_autore').notNull(),
    pubblicabile: pg.boolean('pubblicabile').notNull(),
    risposta: pg.text('risposta'),
    rispostaPubblica: col.flag('risposta_pubblica'),
    rispostoDa: pg.text('risposto_da'),
    rispostoIl: col.instant('risposto_il'),
    ricerca: tsvector('ricerca').generatedAlwaysAs(sql`to_tsvector('italian', titolo || ' ' || testo)`),
    version: col.version(),
    createdAt: col.createdAt(),
  },
  (t) => [
    pg.index('suggerimenti_azienda_idx').on(t.aziendaId),
    pg.index('suggerimenti_autore_idx').on(t.autore),
    pg.index('suggerimenti_ricerca_idx').using('gin', t.ricerca),
  ],
);

/** What a person starred: a project or a campaign, once. */
export const preferiti = prosa.table(
  'preferiti',
  {
    subject: pg.text('subject').notNull(),
    tipo: pg.text('tipo').notNull(),
    rifId: pg.integer('rif_id').notNull(),
    createdAt: col.createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.subject, t.tipo, t.rifId] })],
);

/**
 * Events of a project or a campaign (docs/adr/0020): each is a single-event calendar of the calendar service, where
 * people book; who sees and manages an event follows its project or campaign.
 */
export const eventi = prosa.table(
  'eventi',
  {
    id: col.serialId(),
    progettoId: col.optionalRef('progetto_id', () => progetti.id, 'restrict'),
    campagnaId: col.optionalRef('campagna_id', () => campagne.id, 'restrict'),
    titolo: pg.text('titolo').notNull(),
    descrizione: col.blankText('descrizione'),
    luogo: pg.text('luogo').notNull(),
    inizio: col.instant('inizio').notNull(),
    fine: col.instant('fine').notNull(),
    posti: pg.integer('posti').notNull(),
    /** The calendar (calendar.calendars) the event's seats are booked in. */
    calendarioId: pg.integer('calendario_id').notNull().unique(),
    ricerca: tsvector('ricerca').generatedAlwaysAs(
      sql`to_tsvector('italian', titolo || ' ' || descrizione || ' ' || luogo)`,
    ),
    ...col.versionedStamps(),
  },
  (t) => [
    pg.check('eventi_un_padre', sql`(progetto_id is null) <> (campagna_id is null)`),
    pg.index('eventi_inizio_idx').on(t.inizio),
    pg.index('eventi_progetto_idx').on(t.progettoId),
    pg.index('eventi_campagna_idx').on(t.campagnaId),
    pg.index('eventi_ricerca_idx').using('gin', t.ricerca),
  ],
);
