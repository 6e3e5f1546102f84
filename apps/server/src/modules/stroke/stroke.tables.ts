import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  real,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const stroke = pgSchema('stroke');

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const version = () => integer('version').notNull().default(1);

/** A doctor of the service: an account of the identity provider (`subject`) with the client role `medico`. */
export const medici = stroke.table('medici', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull().unique(),
  nome: text('nome').notNull(),
  cognome: text('cognome').notNull(),
  email: text('email').notNull().unique(),
  telefono: text('telefono'),
  specializzazione: text('specializzazione').notNull().default(''),
  struttura: text('struttura').notNull().default(''),
  createdAt: created(),
  updatedAt: updated(),
  version: version(),
});

/** A patient, followed by one doctor; their account has the client role `paziente`. */
export const pazienti = stroke.table(
  'pazienti',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull().unique(),
    medicoId: integer('medico_id')
      .notNull()
      .references(() => medici.id, { onDelete: 'restrict' }),
    nome: text('nome').notNull(),
    cognome: text('cognome').notNull(),
    email: text('email').notNull().unique(),
    telefono: text('telefono'),
    codiceFiscale: text('codice_fiscale').unique(),
    dataNascita: date('data_nascita').notNull(),
    sesso: text('sesso').notNull(),
    createdAt: created(),
    updatedAt: updated(),
    version: version(),
  },
  (t) => [
    index('pazienti_medico_idx').on(t.medicoId, t.cognome, t.nome),
    check('pazienti_sesso_check', sql`${t.sesso} IN ('M', 'F')`),
  ],
);

/** A caregiver: an account with the client role `caregiver`, reading the patients whose consent is active. */
export const caregivers = stroke.table('caregivers', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull().unique(),
  nome: text('nome').notNull(),
  cognome: text('cognome').notNull(),
  email: text('email').notNull().unique(),
  telefono: text('telefono'),
  createdAt: created(),
});

/**
 * The consent a patient gives a caregiver: one row per pair; revoking sets `revocato_il`, inviting again clears
 * it. Read on every call of the caregiver, never cached (docs/adr/0023).
 */
export const consensi = stroke.table(
  'consensi',
  {
    id: serial('id').primaryKey(),
    pazienteId: integer('paziente_id')
      .notNull()
      .references(() => pazienti.id, { onDelete: 'cascade' }),
    caregiverId: integer('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    relazione: text('relazione').notNull().default(''),
    datoIl: timestamp('dato_il', { withTimezone: true }).notNull().defaultNow(),
    revocatoIl: timestamp('revocato_il', { withTimezone: true }),
  },
  (t) => [
    unique('consensi_paziente_caregiver_key').on(t.pazienteId, t.caregiverId),
    index('consensi_caregiver_idx').on(t.caregiverId),
  ],
);

/**
 * An invitation: who it is for (`tipo` and the row of that person), who sent it, the SHA-256 of its code (the code
 * itself is only in the mail), and its state. `medico_id` is the doctor it concerns: the invited one (tipo medico)
 * or the inviting one (tipo paziente); `paziente_id` the invited patient or the inviting one (tipo caregiver).
 */
export const inviti = stroke.table(
  'inviti',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').notNull(),
    medicoId: integer('medico_id').references(() => medici.id, { onDelete: 'cascade' }),
    pazienteId: integer('paziente_id').references(() => pazienti.id, { onDelete: 'cascade' }),
    caregiverId: integer('caregiver_id').references(() => caregivers.id, { onDelete: 'cascade' }),
    invitante: text('invitante').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    stato: text('stato').notNull().default('inviato'),
    inviatoIl: timestamp('inviato_il', { withTimezone: true }).notNull().defaultNow(),
    apertoIl: timestamp('aperto_il', { withTimezone: true }),
    accettatoIl: timestamp('accettato_il', { withTimezone: true }),
    revocatoIl: timestamp('revocato_il', { withTimezone: true }),
    scadeIl: timestamp('scade_il', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('inviti_medico_idx').on(t.medicoId),
    index('inviti_paziente_idx').on(t.pazienteId),
    index('inviti_caregiver_idx').on(t.caregiverId),
    check('inviti_tipo_check', sql`${t.tipo} IN ('medico', 'paziente', 'caregiver')`),
    check('inviti_stato_check', sql`${t.stato} IN ('inviato', 'aperto', 'accettato', 'scaduto', 'revocato')`),
  ],
);

/** The clinical factors of one stroke event of a patient. */
export const fattoriClinici = stroke.table(
  'fattori_clinici',
  {
    id: serial('id').primaryKey(),
    pazienteId: integer('paziente_id')
      .notNull()
      .references(() => pazienti.id, { onDelete: 'cascade' }),
    tipoIctus: text('tipo_ictus').notNull(),
    dataEvento: date('data_evento').notNull(),
    nihssIngresso: jsonb('nihss_ingresso').$type<Record<string, number>>(),
    nihssDimissione: jsonb('nihss_dimissione').$type<Record<string, number>>(),
    mrs: integer('mrs'),
    trombolisi: boolean('trombolisi').notNull().default(false),
    trombectomia: boolean('trombectomia').notNull().default(false),
    pressioneSistolica: integer('pressione_sistolica'),
    pressioneDiastolica: integer('pressione_diastolica'),
    fibrillazioneAtriale: boolean('fibrillazione_atriale').notNull().default(false),
    note: text('note').notNull().default(''),
    createdAt: created(),
    updatedAt: updated(),
    version: version(),
  },
  (t) => [index('fattori_clinici_paziente_idx').on(t.pazienteId, t.dataEvento)],
);

/** A patient's risk factors: one record, its flags as one object (the shape of the contract). */
export const fattoriRischio = stroke.table('fattori_rischio', {
  id: serial('id').primaryKey(),
  pazienteId: integer('paziente_id')
    .notNull()
    .unique()
    .references(() => pazienti.id, { onDelete: 'cascade' }),
  pressioneSistolica: integer('pressione_sistolica'),
  fattori: jsonb('fattori').$type<Record<string, boolean>>().notNull(),
  createdAt: created(),
  updatedAt: updated(),
  version: version(),
});

/**
 * Every saved version of a factor record, dated, with who saved it: append-only (a trigger refuses UPDATE and
 * DELETE), so any past state of the factors can be read.
 */
export const revisioni = stroke.table(
  'revisioni',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pazienteId: integer('paziente_id')
      .notNull()
      .references(() => pazienti.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    recordId: integer('record_id').notNull(),
    version: integer('version').notNull(),
    dati: jsonb('dati').$type<Record<string, unknown>>().notNull(),
    autore: text('autore').notNull(),
    autoreNome: text('autore_nome').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('revisioni_record_version_key').on(t.tipo, t.recordId, t.version)],
);

/**
 * The score histories: each computed score with its inputs, result and algorithms' version, and the factor
 * revision it came from. Append-only (a trigger refuses UPDATE and DELETE).
 */
export const punteggi = stroke.table(
  'punteggi',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pazienteId: integer('paziente_id')
      .notNull()
      .references(() => pazienti.id, { onDelete: 'cascade' }),
    punteggio: text('punteggio').notNull(),
    /** For the scores of one event (NIHSS, mRS): the clinical record; null for the patient's risk scores. */
    eventoId: integer('evento_id'),
    valore: real('valore').notNull(),
    risultato: jsonb('risultato').$type<Record<string, unknown>>().notNull(),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    algoritmo: text('algoritmo').notNull(),
    fonteTipo: text('fonte_tipo').notNull(),
    fonteId: integer('fonte_id').notNull(),
    fonteVersion: integer('fonte_version').notNull(),
    autoreNome: text('autore_nome').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('punteggi_paziente_idx').on(t.pazienteId, t.punteggio, t.at)],
);

/** A patient's wearable device; the gateway authenticates with a token kept hashed (null: revoked). */
export const dispositivi = stroke.table(
  'dispositivi',
  {
    id: serial('id').primaryKey(),
    pazienteId: integer('paziente_id')
      .notNull()
      .references(() => pazienti.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    modello: text('modello').notNull(),
    seriale: text('seriale').notNull(),
    tokenHash: text('token_hash').unique(),
    createdAt: created(),
  },
  (t) => [
    unique('dispositivi_modello_seriale_key').on(t.modello, t.seriale),
    index('dispositivi_paziente_idx').on(t.pazienteId),
  ],
);

/**
 * A measurement from a device (LOINC code, UCUM unit of the contract's table): a value, or the two components of
 * the blood-pressure panel, or a rhythm classification; at an instant or over a period. One per device, code and
 * start: a repeated one is ignored.
 */
export const misurazioni = stroke.table(
  'misurazioni',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pazienteId: integer('paziente_id')
      .notNull()
      .references(() => pazienti.id, { onDelete: 'cascade' }),
    dispositivoId: integer('dispositivo_id')
      .notNull()
      .references(() => dispositivi.id, { onDelete: 'cascade' }),
    codice: text('codice').notNull(),
    inizio: timestamp('inizio', { withTimezone: true }).notNull(),
    fine: timestamp('fine', { withTimezone: true }),
    valore: real('valore'),
    sistolica: real('sistolica'),
    diastolica: real('diastolica'),
    classificazione: text('classificazione'),
    ricevutaIl: timestamp('ricevuta_il', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('misurazioni_dispositivo_codice_inizio_key').on(t.dispositivoId, t.codice, t.inizio),
    index('misurazioni_paziente_idx').on(t.pazienteId, t.codice, t.inizio),
  ],
);

/** The doctor's alert thresholds for a patient (absent: the contract's defaults). */
export const soglie = stroke.table('soglie', {
  pazienteId: integer('paziente_id')
    .primaryKey()
    .references(() => pazienti.id, { onDelete: 'cascade' }),
  valori: jsonb('valori').$type<Record<string, number | boolean | null>>().notNull(),
  updatedAt: updated(),
  version: version(),
});

/**
 * An alert episode: opened by the first measurement beyond a threshold, kept by the following ones, closed by one
 * back within it. One open episode per patient and kind (the partial unique index), so a mail goes once.
 */
export const allerte = stroke.table(
  'allerte',
  {
    id: serial('id').primaryKey(),
    pazienteId: integer('paziente_id')
      .notNull()
      .references(() => pazienti.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    soglia: real('soglia'),
    valore: real('valore'),
    iniziata: timestamp('iniziata', { withTimezone: true }).notNull(),
    ultima: timestamp('ultima', { withTimezone: true }).notNull(),
    chiusa: timestamp('chiusa', { withTimezone: true }),
    vista: timestamp('vista', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('allerte_aperta_key').on(t.pazienteId, t.tipo).where(sql`${t.chiusa} IS NULL`),
    index('allerte_paziente_idx').on(t.pazienteId, t.iniziata),
  ],
);
