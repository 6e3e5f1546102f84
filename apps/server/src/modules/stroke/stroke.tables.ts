import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as col from '../../db/columns.ts';

/** The patient a clinical row belongs to: it goes with the patient (CASCADE). */
function pazienteRef() {
  return col.requiredRef('paziente_id', () => pazienti.id, 'cascade');
}

export const stroke = pg.pgSchema('stroke');

/** A doctor of the service: an account of the identity provider (`subject`) with the client role `medico`. */
export const medici = stroke.table('medici', {
  id: col.serialId(),
  subject: pg.text('subject').notNull().unique(),
  nome: pg.text('nome').notNull(),
  cognome: pg.text('cognome').notNull(),
  email: pg.text('email').notNull().unique(),
  telefono: pg.text('telefono'),
  specializzazione: col.blankText('specializzazione'),
  struttura: col.blankText('struttura'),
  ...col.stamps(),
  version: col.version(),
});

/** A patient, followed by one doctor; their account has the client role `paziente`. */
export const pazienti = stroke.table(
  'pazienti',
  {
    id: col.serialId(),
    subject: pg.text('subject').notNull().unique(),
    medicoId: col.requiredRef('medico_id', () => medici.id, 'restrict'),
    nome: pg.text('nome').notNull(),
    cognome: pg.text('cognome').notNull(),
    email: pg.text('email').notNull().unique(),
    telefono: pg.text('telefono'),
    codiceFiscale: pg.text('codice_fiscale').unique(),
    dataNascita: pg.date('data_nascita').notNull(),
    sesso: pg.text('sesso').notNull(),
    ...col.stamps(),
    version: col.version(),
  },
  (t) => [
    pg.index('pazienti_medico_idx').on(t.medicoId, t.cognome, t.nome),
    pg.check('pazienti_sesso_check', sql`${t.sesso} IN ('M', 'F')`),
  ],
);

/** A caregiver: an account with the client role `caregiver`, reading the patients whose consent is active. */
export const caregivers = stroke.table('caregivers', {
  id: col.serialId(),
  subject: pg.text('subject').notNull().unique(),
  nome: pg.text('nome').notNull(),
  cognome: pg.text('cognome').notNull(),
  email: pg.text('email').notNull().unique(),
  telefono: pg.text('telefono'),
  createdAt: col.createdAt(),
});

/**
 * The consent a patient gives a caregiver: one row per pair; revoking sets `revocato_il`, inviting again clears
 * it. Read on every call of the caregiver, never cached (docs/adr/0023).
 */
export const consensi = stroke.table(
  'consensi',
  {
    id: col.serialId(),
    pazienteId: pazienteRef(),
    caregiverId: col.requiredRef('caregiver_id', () => caregivers.id, 'cascade'),
    relazione: col.blankText('relazione'),
    datoIl: col.stampedNow('dato_il'),
    revocatoIl: col.instant('revocato_il'),
  },
  (t) => [
    pg.unique('consensi_paziente_caregiver_key').on(t.pazienteId, t.caregiverId),
    pg.index('consensi_caregiver_idx').on(t.caregiverId),
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
    id: col.serialId(),
    tipo: pg.text('tipo').notNull(),
    medicoId: col.optionalRef('medico_id', () => medici.id, 'cascade'),
    pazienteId: col.optionalRef('paziente_id', () => pazienti.id, 'cascade'),
    caregiverId: col.optionalRef('caregiver_id', () => caregivers.id, 'cascade'),
    invitante: pg.text('invitante').notNull(),
    codeHash: pg.text('code_hash').notNull().unique(),
    stato: pg.text('stato').notNull().default('inviato'),
    inviatoIl: col.stampedNow('inviato_il'),
    apertoIl: col.instant('aperto_il'),
    accettatoIl: col.instant('accettato_il'),
    revocatoIl: col.instant('revocato_il'),
    scadeIl: col.instant('scade_il').notNull(),
  },
  (t) => [
    pg.index('inviti_medico_idx').on(t.medicoId),
    pg.index('inviti_paziente_idx').on(t.pazienteId),
    pg.index('inviti_caregiver_idx').on(t.caregiverId),
    pg.check('inviti_tipo_check', sql`${t.tipo} IN ('medico', 'paziente', 'caregiver')`),
    pg.check(
      'inviti_stato_check',
      sql`${t.stato} IN ('inviato', 'aperto', 'accettato', 'scaduto', 'revocato')`,
    ),
  ],
);

/** The clinical factors of one stroke event of a patient. */
export const fattoriClinici = stroke.table(
  'fattori_clinici',
  {
    id: col.serialId(),
    pazienteId: pazienteRef(),
    tipoIctus: pg.text('tipo_ictus').notNull(),
    dataEvento: pg.date('data_evento').notNull(),
    nihssIngresso: pg.jsonb('nihss_ingresso').$type<Record<string, number>>(),
    nihssDimissione: pg.jsonb('nihss_dimissione').$type<Record<string, number>>(),
    mrs: pg.integer('mrs'),
    trombolisi: col.flag('trombolisi'),
    trombectomia: col.flag('trombectomia'),
    pressioneSistolica: pg.integer('pressione_sistolica'),
    pressioneDiastolica: pg.integer('pressione_diastolica'),
    fibrillazioneAtriale: col.flag('fibrillazione_atriale'),
    note: col.blankText('note'),
    ...col.stamps(),
    version: col.version(),
  },
  (t) => [pg.index('fattori_clinici_paziente_idx').on(t.pazienteId, t.dataEvento)],
);

/** A patient's risk factors: one record, its flags as one object (the shape of the contract). */
export const fattoriRischio = stroke.table('fattori_rischio', {
  id: col.serialId(),
  pazienteId: pg
    .integer('paziente_id')
    .notNull()
    .unique()
    .references(() => pazienti.id, { onDelete: 'cascade' }),
  pressioneSistolica: pg.integer('pressione_sistolica'),
  fattori: pg.jsonb('fattori').$type<Record<string, boolean>>().notNull(),
  ...col.stamps(),
  version: col.version(),
});

/**
 * Every saved version of a factor record, dated, with who saved it: append-only (a trigger refuses UPDATE and
 * DELETE), so any past state of the factors can be read.
 */
export const revisioni = stroke.table(
  'revisioni',
  {
    id: col.bigserialId(),
    pazienteId: pazienteRef(),
    tipo: pg.text('tipo').notNull(),
    recordId: pg.integer('record_id').notNull(),
    version: pg.integer('version').notNull(),
    dati: pg.jsonb('dati').$type<Record<string, unknown>>().notNull(),
    autore: pg.text('autore').notNull(),
    autoreNome: pg.text('autore_nome').notNull(),
    at: col.at(),
  },
  (t) => [pg.uniqueIndex('revisioni_record_version_key').on(t.tipo, t.recordId, t.version)],
);

/**
 * The score histories: each computed score with its inputs, result and algorithms' version, and the factor
 * revision it came from. Append-only (a trigger refuses UPDATE and DELETE).
 */
export const punteggi = stroke.table(
  'punteggi',
  {
    id: col.bigserialId(),
    pazienteId: pazienteRef(),
    punteggio: pg.text('punteggio').notNull(),
    /** For the scores of one event (NIHSS, mRS): the clinical record; null for the patient's risk scores. */
    eventoId: pg.integer('evento_id'),
    valore: pg.real('valore').notNull(),
    risultato: pg.jsonb('risultato').$type<Record<string, unknown>>().notNull(),
    input: pg.jsonb('input').$type<Record<string, unknown>>().notNull(),
    algoritmo: pg.text('algoritmo').notNull(),
    fonteTipo: pg.text('fonte_tipo').notNull(),
    fonteId: pg.integer('fonte_id').notNull(),
    fonteVersion: pg.integer('fonte_version').notNull(),
    autoreNome: pg.text('autore_nome').notNull(),
    at: col.at(),
  },
  (t) => [pg.index('punteggi_paziente_idx').on(t.pazienteId, t.punteggio, t.at)],
);

/** A patient's wearable device; the gateway authenticates with a token kept hashed (null: revoked). */
export const dispositivi = stroke.table(
  'dispositivi',
  {
    id: col.serialId(),
    pazienteId: pazienteRef(),
    tipo: pg.text('tipo').notNull(),
    modello: pg.text('modello').notNull(),
    seriale: pg.text('seriale').notNull(),
    tokenHash: pg.text('token_hash').unique(),
    createdAt: col.createdAt(),
  },
  (t) => [
    pg.unique('dispositivi_modello_seriale_key').on(t.modello, t.seriale),
    pg.index('dispositivi_paziente_idx').on(t.pazienteId),
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
    id: col.bigserialId(),
    pazienteId: pazienteRef(),
    dispositivoId: col.requiredRef('dispositivo_id', () => dispositivi.id, 'cascade'),
    codice: pg.text('codice').notNull(),
    inizio: col.instant('inizio').notNull(),
    fine: col.instant('fine'),
    valore: pg.real('valore'),
    sistolica: pg.real('sistolica'),
    diastolica: pg.real('diastolica'),
    classificazione: pg.text('classificazione'),
    ricevutaIl: col.stampedNow('ricevuta_il'),
  },
  (t) => [
    pg.unique('misurazioni_dispositivo_codice_inizio_key').on(t.dispositivoId, t.codice, t.inizio),
    pg.index('misurazioni_paziente_idx').on(t.pazienteId, t.codice, t.inizio),
  ],
);

/** The doctor's alert thresholds for a patient (absent: the contract's defaults). */
export const soglie = stroke.table('soglie', {
  pazienteId: pg
    .integer('paziente_id')
    .primaryKey()
    .references(() => pazienti.id, { onDelete: 'cascade' }),
  valori: pg.jsonb('valori').$type<Record<string, number | boolean | null>>().notNull(),
  updatedAt: col.updatedAt(),
  version: col.version(),
});

/**
 * An alert episode: opened by the first measurement beyond a threshold, kept by the following ones, closed by one
 * back within it. One open episode per patient and kind (the partial unique index), so a mail goes once.
 */
export const allerte = stroke.table(
  'allerte',
  {
    id: col.serialId(),
    pazienteId: pazienteRef(),
    tipo: pg.text('tipo').notNull(),
    soglia: pg.real('soglia'),
    valore: pg.real('valore'),
    iniziata: col.instant('iniziata').notNull(),
    ultima: col.instant('ultima').notNull(),
    chiusa: col.instant('chiusa'),
    vista: col.instant('vista'),
  },
  (t) => [
    pg.uniqueIndex('allerte_aperta_key').on(t.pazienteId, t.tipo).where(sql`${t.chiusa} IS NULL`),
    pg.index('allerte_paziente_idx').on(t.pazienteId, t.iniziata),
  ],
);
