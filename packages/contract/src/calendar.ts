import { z } from 'zod';
import { numericIdSchema, refIdSchema, versionSchema } from './admin.ts';
import { calendarSections } from './calendar.manifest.ts';
import { defineRoute, defineRoutes } from './http.ts';
import { pageSchema } from './paging.ts';
import { authenticatedAccess, publicAccess, requires } from './permissions.ts';
import { defineStates } from './states.ts';

/**
 * Calendar and booking (SPEC.md §7 **Calendar**, docs/adr/0013-calendar-model.md): calendars with the configuration
 * that produces their availability, and bookings ("events") that the database never lets exceed a slot's seats.
 * A shared service: people book through it, and so do Pro.Sa. events and stroke visits.
 */

export const CALENDAR_APPLICATION = 'calendar';

export { calendarSections } from './calendar.manifest.ts';

/** The id that asks for a new record (SPEC.md §5): POST carries it, PUT the record's own. */
export const NEW_ID = '-1';

// ---------------------------------------------------------------------------------------------------------------
// Messages (SPEC.md §8 for the first six; the rest are the server's reasons, shown as they are)

export const calendarMessages = {
  listError: 'Errore durante il recupero dei calendari.',
  getError: 'Errore durante il recupero del calendario.',
  saveError: 'Errore durante creazione calendario.',
  bookError: 'Errore durante prenotazione evento.',
  cancelError: 'Errore durante cancellazione prenotazione evento.',
  deleteError: 'Errore durante eliminazione calendario.',
  notFound: 'Calendario non trovato.',
  bookingNotFound: 'Prenotazione non trovata.',
  slotFull: 'Posto non più disponibile: scegliere un altro orario.',
  overlap: 'Hai già una prenotazione in questo orario su questo calendario.',
  notOpen: 'Questo calendario non accetta prenotazioni da parte tua.',
  inactive: 'Il calendario non è attivo: non accetta prenotazioni.',
  outsideHours: "L'orario scelto non è un orario di apertura del calendario.",
  past: "L'orario scelto è già passato.",
  closed: (motivo: string) => `Il calendario è chiuso in quella data (${motivo}).`,
  beyondHorizon: (giorni: number) => `Si può prenotare al massimo ${giorni} giorni in anticipo.`,
  minNotice: (minuti: number) => `Serve un preavviso di almeno ${durata(minuti)}.`,
  cancelDeadline: (minuti: number) =>
    `Il termine per annullare è scaduto: si annulla fino a ${durata(minuti)} prima dell'appuntamento.`,
  futureBookings: (n: number) =>
    n === 1
      ? 'Il calendario ha 1 prenotazione futura: annullarla prima di eliminarlo.'
      : `Il calendario ha ${n} prenotazioni future: annullarle prima di eliminarlo.`,
  transition: (da: string, a: string) => `Una prenotazione «${da}» non può passare a «${a}».`,
  notFull: 'Ci sono ancora posti liberi: prenotare direttamente invece della lista di attesa.',
  onBehalfOnly: 'Solo chi gestisce il calendario può prenotare per conto di altri.',
  onBehalfName: 'Indicare la persona per cui si prenota.',
  ownerNotFound: 'Titolare non trovato.',
  overlappingRanges: 'Le fasce dello stesso giorno si sovrappongono.',
  rangeOrder: "L'ora di fine deve seguire quella di inizio.",
  dateOrder: 'La data di fine deve seguire quella di inizio.',
  timeZone: 'Fuso orario sconosciuto.',
  reservedGroups: 'Un calendario riservato indica almeno un gruppo.',
  window: 'Il periodo chiesto va da 1 a 62 giorni.',
  offerExpired: "L'offerta del posto è scaduta.",
  duplicateEvent: 'Due eventi hanno lo stesso codice.',
} as const;

function durata(minuti: number): string {
  if (minuti % 1440 === 0) {
    return minuti === 1440 ? '1 giorno' : `${minuti / 1440} giorni`;
  }
  if (minuti % 60 === 0) {
    return minuti === 60 ? '1 ora' : `${minuti / 60} ore`;
  }
  return `${minuti} minuti`;
}

const m = calendarMessages;

// ---------------------------------------------------------------------------------------------------------------
// Code lists

export const calendarTypes = [
  { codice: 'ambulatorio', descrizione: 'Ambulatorio' },
  { codice: 'vaccinazioni', descrizione: 'Vaccinazioni' },
  { codice: 'screening', descrizione: 'Screening' },
  { codice: 'consultorio', descrizione: 'Consultorio' },
  { codice: 'evento', descrizione: 'Evento' },
] as const;
export type CalendarType = (typeof calendarTypes)[number]['codice'];

export const configurationTypes = [
  { codice: 'slot', descrizione: 'Fasce orarie: orari settimanali divisi in appuntamenti di durata fissa' },
  { codice: 'evento', descrizione: 'Eventi singoli con data, orario e numero di posti' },
] as const;

/** Who may book (documented list, docs/adr/0013). */
export const accessTypes = [
  { codice: 'pubblico', descrizione: 'Pubblico: prenota chiunque abbia effettuato l’accesso' },
  { codice: 'riservato', descrizione: 'Riservato: prenotano i membri dei gruppi indicati' },
  { codice: 'interno', descrizione: 'Interno: prenotano solo gli operatori del calendario' },
] as const;
export type AccessType = (typeof accessTypes)[number]['codice'];

export const ownerKinds = ['asl', 'struttura', 'unita-operativa', 'persona'] as const;
export type OwnerKind = (typeof ownerKinds)[number];

/**
 * A booking's states (FHIR Appointment: booked, waitlist, cancelled, arrived, fulfilled, noshow) and the changes the
 * server allows. `posto`: the state holds one of the slot's seats.
 */
export const bookingStates = defineStates([
  {
    codice: 'prenotato',
    descrizione: 'Prenotato',
    posto: true,
    transizioni: ['confermato', 'annullato', 'arrivato', 'non-presentato'],
  },
  {
    codice: 'confermato',
    descrizione: 'Confermato',
    posto: true,
    transizioni: ['annullato', 'arrivato', 'non-presentato'],
  },
  {
    codice: 'in-attesa',
    descrizione: 'In lista di attesa',
    posto: false,
    transizioni: ['prenotato', 'annullato'],
  },
  { codice: 'arrivato', descrizione: 'Arrivato', posto: true, transizioni: ['completato', 'non-presentato'] },
  { codice: 'completato', descrizione: 'Completato', posto: true, transizioni: [] },
  { codice: 'non-presentato', descrizione: 'Non presentato', posto: true, transizioni: [] },
  { codice: 'annullato', descrizione: 'Annullato', posto: false, transizioni: [] },
]);

export const bookingStateCodes = bookingStates.map((s) => s.codice) as [BookingState, ...BookingState[]];
export type BookingState = (typeof bookingStates)[number]['codice'];

export function holdsSeat(state: BookingState): boolean {
  return bookingStates.find((s) => s.codice === state)?.posto ?? false;
}

// ---------------------------------------------------------------------------------------------------------------
// Configuration

const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Orario nel formato HH:MM.')
  .meta({ description: 'Ora locale HH:MM' });
const localDate = z.iso.date({ error: 'Data nel formato AAAA-MM-GG.' });
const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'Data e ora nel formato AAAA-MM-GGTHH:MM.')
  .meta({ description: 'Data e ora locali nel fuso del calendario' });
const minutes = (max: number) => z.number().int().min(0).max(max);

export const fasciaOrariaSchema = z
  .object({
    giorno: z.number().int().min(1).max(7).meta({ description: 'Giorno ISO: 1 lunedì … 7 domenica' }),
    dalle: timeOfDay,
    alle: timeOfDay,
  })
  .refine((f) => f.dalle < f.alle, { message: m.rangeOrder, path: ['alle'] })
  .meta({ id: 'FasciaOraria' });

export const chiusuraSchema = z
  .object({
    dal: localDate,
    al: localDate,
    motivo: z.string().trim().min(1).max(200),
  })
  .refine((c) => c.dal <= c.al, { message: m.dateOrder, path: ['al'] })
  .meta({ id: 'Chiusura' });

export const eventoConfigurazioneSchema = z
  .object({
    codice: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/)
      .meta({ description: 'Codice stabile dell’evento nel calendario' }),
    titolo: z.string().trim().min(2).max(200),
    inizio: localDateTime,
    fine: localDateTime,
    posti: z.number().int().min(1).max(10_000),
  })
  .refine((e) => e.inizio < e.fine, { message: m.rangeOrder, path: ['fine'] })
  .meta({ id: 'EventoCalendario' });

const common = {
  orizzonteGiorni: z.number().int().min(1).max(730).meta({ description: 'Quanti giorni avanti si prenota' }),
  preavvisoMinuti: minutes(43_200).meta({ description: 'Preavviso minimo di una prenotazione' }),
  termineAnnullamentoMinuti: minutes(43_200).meta({
    description: 'Fino a quanti minuti prima si annulla',
  }),
  chiusure: z.array(chiusuraSchema).max(200),
  festivitaChiuse: z.boolean().meta({ description: 'Chiuso nelle festività nazionali italiane' }),
  promemoriaOre: z
    .number()
    .int()
    .min(0)
    .max(168)
    .meta({ description: 'Ore prima dell’appuntamento del promemoria (0: nessuno)' }),
  offertaMinuti: z
    .number()
    .int()
    .min(5)
    .max(10_080)
    .meta({ description: 'Per quanto resta valida l’offerta di un posto a chi è in lista di attesa' }),
};

function noOverlaps(orari: { giorno: number; dalle: string; alle: string }[]): boolean {
  const sorted = [...orari].sort((a, b) => a.giorno - b.giorno || a.dalle.localeCompare(b.dalle));
  return sorted.every(
    (f, i) => i === 0 || sorted[i - 1]?.giorno !== f.giorno || (sorted[i - 1]?.alle ?? '') <= f.dalle,
  );
}

export const configurazioneSlotSchema = z
  .object({
    tipo: z.literal('slot'),
    orari: z.array(fasciaOrariaSchema).max(70),
    durataMinuti: z.number().int().min(5).max(480),
    posti: z.number().int().min(1).max(1000).meta({ description: 'Posti per appuntamento' }),
    ...common,
  })
  .refine((c) => noOverlaps(c.orari), { message: m.overlappingRanges, path: ['orari'] })
  .meta({ id: 'ConfigurazioneSlot' });

export const configurazioneEventoSchema = z
  .object({
    tipo: z.literal('evento'),
    eventi: z.array(eventoConfigurazioneSchema).max(500),
    ...common,
  })
  .refine((c) => new Set(c.eventi.map((e) => e.codice)).size === c.eventi.length, {
    message: m.duplicateEvent,
    path: ['eventi'],
  })
  .meta({ id: 'ConfigurazioneEvento' });

export const configurazioneSchema = z
  .discriminatedUnion('tipo', [configurazioneSlotSchema, configurazioneEventoSchema])
  .meta({ id: 'Configurazione' });

export type Configurazione = z.infer<typeof configurazioneSchema>;
export type ConfigurazioneSlot = z.infer<typeof configurazioneSlotSchema>;

/** What a new calendar starts from: Monday to Friday 8:30–12:30, 15-minute appointments, one seat. */
export const defaultConfiguration: ConfigurazioneSlot = {
  tipo: 'slot',
  orari: [1, 2, 3, 4, 5].map((giorno) => ({ giorno, dalle: '08:30', alle: '12:30' })),
  durataMinuti: 15,
  posti: 1,
  orizzonteGiorni: 60,
  preavvisoMinuti: 60,
  termineAnnullamentoMinuti: 1440,
  chiusure: [],
  festivitaChiuse: true,
  promemoriaOre: 24,
  offertaMinuti: 120,
};

export const DEFAULT_TIME_ZONE = 'Europe/Rome';

// ---------------------------------------------------------------------------------------------------------------
// Calendars

const ianaZone = z
  .string()
  .trim()
  .max(60)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('it-IT', { timeZone: zone });
        return zone.includes('/') || zone === 'UTC';
      } catch {
        return false;
      }
    },
    { message: m.timeZone },
  )
  .meta({ description: 'Fuso orario IANA (Europe/Rome)' });

const groupPath = z
  .string()
  .trim()
  .regex(/^(\/[^/\s][^/]{0,99})+$/, 'Percorso di gruppo: /nome o /padre/nome.');

export const titolareInputSchema = z
  .object({
    tipo: z.enum(ownerKinds),
    codice: z.string().trim().min(1).max(60).meta({
      description:
        'Codice ASL (6 cifre), codice struttura (6 cifre), id dell’unità operativa o nome utente della persona',
    }),
  })
  .meta({ id: 'RiferimentoTitolare' });

export const titolareSchema = z
  .object({ tipo: z.enum(ownerKinds), codice: z.string(), denominazione: z.string() })
  .meta({ id: 'Titolare' });

const calendarFields = {
  nome: z.string().trim().min(2).max(120),
  descrizione: z.string().trim().max(1000).default(''),
  tipo: z.enum(calendarTypes.map((t) => t.codice) as [CalendarType, ...CalendarType[]]),
  titolare: titolareInputSchema,
  tipoAccesso: z.enum(accessTypes.map((t) => t.codice) as [AccessType, ...AccessType[]]),
  gruppi: z
    .array(groupPath)
    .max(20)
    .default([])
    .meta({ description: 'Chi può prenotare un calendario riservato (percorsi dei gruppi)' }),
  gruppiOperatori: z.array(groupPath).max(20).default([]).meta({
    description:
      'Chi gestisce le prenotazioni (percorsi dei gruppi); vuoto: chiunque abbia i permessi sulle prenotazioni',
  }),
  configurazione: configurazioneSchema,
  fusoOrario: ianaZone.default(DEFAULT_TIME_ZONE),
  attivo: z.boolean().default(true),
};

const reservedHasGroups = <T extends { tipoAccesso: AccessType; gruppi: string[] }>(c: T) =>
  c.tipoAccesso !== 'riservato' || c.gruppi.length > 0;

export const calendarioCreateSchema = z
  .object({
    id: z
      .union([z.literal(NEW_ID), z.literal(-1)])
      .optional()
      .meta({ description: "'-1': un calendario nuovo (SPEC.md §5)" }),
    ...calendarFields,
  })
  .refine(reservedHasGroups, { message: m.reservedGroups, path: ['gruppi'] })
  .meta({ id: 'CalendarioCreate' });

export const calendarioUpdateSchema = z
  .object({ id: refIdSchema, version: versionSchema, ...calendarFields })
  .refine(reservedHasGroups, { message: m.reservedGroups, path: ['gruppi'] })
  .meta({ id: 'CalendarioUpdate' });

export const calendarioSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    descrizione: z.string(),
    tipo: z.string(),
    titolare: titolareSchema,
    codiceAsl: z
      .string()
      .nullable()
      .meta({ description: 'ASL del titolare, per cercare i calendari per ASL' }),
    tipoAccesso: z.string(),
    gruppi: z.array(z.string()),
    gruppiOperatori: z.array(z.string()),
    configurazione: configurazioneSchema,
    fusoOrario: z.string(),
    attivo: z.boolean(),
    gestibile: z.boolean().meta({ description: 'Chi chiede gestisce le prenotazioni di questo calendario' }),
    version: z.number().int(),
    aggiornatoIl: z.iso.datetime(),
  })
  .meta({ id: 'Calendario' });

export const slotSchema = z
  .object({
    inizio: z.iso.datetime({ offset: true }),
    fine: z.iso.datetime({ offset: true }),
    titolo: z.string().nullable().meta({ description: 'Il titolo dell’evento (configurazione a eventi)' }),
    posti: z.number().int(),
    liberi: z.number().int(),
    inAttesa: z.number().int().meta({ description: 'Persone in lista di attesa' }),
    prenotabile: z.boolean(),
    motivo: z.string().nullable().meta({
      description: 'Perché non è prenotabile (preavviso, orizzonte, un’altra prenotazione propria)',
    }),
    prenotatoDaMe: z.boolean().meta({
      description: 'Chi chiede ha già un posto prenotato in questo orario (non lo si prenota di nuovo)',
    }),
    inAttesaDaMe: z.boolean().meta({
      description: 'Chi chiede è già in lista di attesa per questo orario',
    }),
  })
  .meta({ id: 'Slot' });

export const disponibilitaSchema = z
  .object({
    dal: z.iso.date(),
    al: z.iso.date(),
    slot: z.array(slotSchema),
    chiusure: z.array(z.object({ data: z.iso.date(), motivo: z.string() })),
  })
  .meta({ id: 'Disponibilita' });

export const calendarioDettaglioSchema = calendarioSchema
  .extend({ disponibilita: disponibilitaSchema })
  .meta({ id: 'CalendarioDettaglio' });

export type CalendarioCreate = z.input<typeof calendarioCreateSchema>;
export type CalendarioUpdate = z.input<typeof calendarioUpdateSchema>;
export type Calendario = z.infer<typeof calendarioSchema>;
export type CalendarioDettaglio = z.infer<typeof calendarioDettaglioSchema>;
export type Slot = z.infer<typeof slotSchema>;
export type Disponibilita = z.infer<typeof disponibilitaSchema>;

export const MAX_WINDOW_DAYS = 62;

export const calendarioQuerySchema = z.object({
  tipo: z.string().trim().max(40).optional(),
  codiceAsl: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
  struttura: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional()
    .meta({ description: 'Codice della struttura titolare' }),
  q: z.string().trim().max(60).optional().meta({ description: 'Parte del nome' }),
  comune: z.optional(numericIdSchema).meta({
    description:
      'Id di un comune: i calendari delle ASL che lo servono (un loro distretto lo comprende, o vi hanno sede) e delle strutture che vi si trovano',
  }),
  gestiti: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .meta({ description: 'Solo i calendari di cui chi chiede gestisce le prenotazioni' }),
});

export const availabilityQuerySchema = z
  .object({
    dal: localDate
      .optional()
      .meta({ description: 'Primo giorno (locale) della disponibilità; oggi se manca' }),
    al: localDate.optional().meta({ description: 'Ultimo giorno, incluso; sei giorni dopo dal se manca' }),
  })
  .refine((q) => !q.dal || !q.al || q.dal <= q.al, { message: m.dateOrder, path: ['al'] });

/** How far ahead the first free day is looked for, at most (days from today, today included). */
export const FIRST_AVAILABLE_MAX_DAYS = 365;

export const primoDisponibileQuerySchema = z.object({
  dal: localDate
    .optional()
    .meta({ description: 'Da quale giorno (locale) cercare; oggi se manca o se è già passato' }),
  giorni: z.coerce
    .number({ error: 'Un numero di giorni da 1 a 365.' })
    .int({ error: 'Un numero di giorni da 1 a 365.' })
    .min(1, { error: 'Un numero di giorni da 1 a 365.' })
    .max(FIRST_AVAILABLE_MAX_DAYS, { error: 'Un numero di giorni da 1 a 365.' })
    .default(FIRST_AVAILABLE_MAX_DAYS)
    .meta({ description: 'Per quanti giorni cercare (al più 365)' }),
});

export const primoDisponibileSchema = z
  .object({
    dal: z.iso.date().meta({ description: 'Il primo giorno cercato' }),
    al: z.iso.date().meta({
      description:
        'L’ultimo giorno cercato: il limite chiesto o l’orizzonte di prenotazione, il primo dei due',
    }),
    data: z.iso.date().nullable().meta({
      description: 'Il primo giorno con un posto libero che chi chiede può prenotare; null se non c’è',
    }),
    inizio: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: 'L’inizio del primo orario libero di quel giorno' }),
  })
  .meta({ id: 'PrimoDisponibile' });

export type PrimoDisponibile = z.infer<typeof primoDisponibileSchema>;

export const aslCalendarioSchema = z
  .object({
    codiceAsl: z.string(),
    denominazione: z.string().meta({ description: 'Il nome completo dell’ASL (ASL TO3)' }),
  })
  .meta({ id: 'AslCalendari' });

export type AslCalendari = z.infer<typeof aslCalendarioSchema>;

export const calendarConfSchema = z
  .object({
    predefinita: configurazioneSchema,
    fusoOrario: z.string(),
    tipiAccesso: z.array(z.object({ codice: z.string(), descrizione: z.string() })),
    tipiTitolare: z.array(z.string()),
  })
  .meta({ id: 'CalendarConf' });

const codeListSchema = z.array(z.object({ codice: z.string(), descrizione: z.string() }));

export const bookingStateSchema = z
  .object({
    codice: z.string(),
    descrizione: z.string(),
    posto: z.boolean().meta({ description: 'Lo stato occupa un posto' }),
    transizioni: z.array(z.string()),
  })
  .meta({ id: 'StatoPrenotazione' });

export const calendarioEliminatoSchema = z
  .object({ id: z.number().int(), prenotazioniAnnullate: z.number().int() })
  .meta({ id: 'CalendarioEliminato' });

// ---------------------------------------------------------------------------------------------------------------
// Bookings ("events")

const personaSchema = z
  .object({
    nome: z.string().trim().min(2).max(120),
    email: z.email().max(200).nullable().default(null),
  })
  .meta({ id: 'PersonaPrenotazione' });

const note = z.string().trim().max(1000);

export const prenotazioneCreateSchema = z
  .object({
    id: z.union([z.literal(NEW_ID), z.literal(-1)]).optional(),
    calendarioId: refIdSchema,
    inizio: z.iso.datetime({ offset: true, error: 'Istante ISO 8601 con fuso orario.' }),
    note: note.default(''),
    listaAttesa: z
      .boolean()
      .default(false)
      .meta({ description: 'Se il posto è pieno, mettersi in lista di attesa' }),
    per: personaSchema
      .optional()
      .meta({ description: 'Per conto di chi (solo operatori del calendario); senza, per sé' }),
  })
  .meta({ id: 'PrenotazioneCreate' });

export const prenotazioneUpdateSchema = z
  .object({
    id: refIdSchema,
    version: versionSchema,
    stato: z.enum(bookingStateCodes).optional(),
    inizio: z.iso.datetime({ offset: true }).optional().meta({ description: 'Spostare a un altro orario' }),
    note: note.optional(),
    motivo: z.string().trim().max(300).optional().meta({ description: 'Perché cambia (storia)' }),
  })
  .meta({ id: 'PrenotazioneUpdate' });

export const storiaPrenotazioneSchema = z
  .object({
    da: z.string().nullable(),
    a: z.string(),
    il: z.iso.datetime(),
    autore: z.string().nullable(),
    motivo: z.string().nullable(),
  })
  .meta({ id: 'StoriaPrenotazione' });

export const prenotazioneSchema = z
  .object({
    id: z.number().int(),
    calendarioId: z.number().int(),
    calendarioNome: z.string(),
    inizio: z.iso.datetime({ offset: true }),
    fine: z.iso.datetime({ offset: true }),
    titolo: z.string().nullable(),
    stato: z.enum(bookingStateCodes),
    prenotataDa: z.string().meta({ description: 'Nome utente di chi ha prenotato' }),
    per: z.object({ nome: z.string(), email: z.string().nullable() }),
    mia: z.boolean().meta({ description: 'La prenotazione è per chi chiede' }),
    note: z.string(),
    posizioneAttesa: z.number().int().nullable(),
    offertaScadeIl: z.iso.datetime().nullable().meta({
      description: 'Chi è in lista di attesa ha un posto offerto fino a questo istante',
    }),
    annullabileFinoAl: z.iso.datetime().nullable(),
    version: z.number().int(),
    creataIl: z.iso.datetime(),
    storia: z.array(storiaPrenotazioneSchema),
  })
  .meta({ id: 'Prenotazione' });

export const prenotazioniQuerySchema = z.object({
  calendarioId: z.optional(numericIdSchema),
  dal: z.iso.datetime({ offset: true }).optional().meta({ description: 'Dall’istante (incluso)' }),
  al: z.iso.datetime({ offset: true }).optional().meta({ description: 'All’istante (escluso)' }),
  stato: z.enum(bookingStateCodes).optional(),
  ambito: z
    .enum(['mie', 'gestite'])
    .default('mie')
    .meta({ description: 'mie: le proprie; gestite: quelle dei calendari che si gestiscono' }),
  ordine: z.enum(['inizio', '-inizio']).default('inizio'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(500).default(50),
});

export const prenotazioniPageSchema = pageSchema(prenotazioneSchema, 'PaginaPrenotazioni');

export const annullaQuerySchema = z.object({ motivo: z.string().trim().max(300).optional() });

/** A person's private iCalendar feed: its address is shown once, when made; only a digest of it is kept. */
export const feedSchema = z
  .object({
    attivo: z.boolean(),
    creatoIl: z.iso.datetime().nullable(),
    url: z.string().nullable().meta({ description: 'L’indirizzo del feed: solo nella risposta che lo crea' }),
  })
  .meta({ id: 'FeedCalendario' });

export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type Feed = z.infer<typeof feedSchema>;
export type Prenotazione = z.infer<typeof prenotazioneSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Routes (SPEC.md §7: thirteen calls; then the iCalendar file of a booking and the private feed, issue 13)

const API = '/api/v1/calendar';
const tags = ['calendar'] as const;
const s = calendarSections;

export const calendarRoutes = defineRoutes({
  configurazione: defineRoute({
    method: 'GET',
    url: `${API}/conf`,
    access: authenticatedAccess,
    summary: 'La configurazione da cui parte un calendario nuovo, i tipi di accesso e di titolare',
    tags,
    response: { 200: calendarConfSchema },
  }),
  tipiConfigurazione: defineRoute({
    method: 'GET',
    url: `${API}/conf/types`,
    access: authenticatedAccess,
    summary: 'Tipi di configurazione (fasce orarie, eventi singoli)',
    tags,
    response: { 200: codeListSchema },
  }),
  tipi: defineRoute({
    method: 'GET',
    url: `${API}/types`,
    access: authenticatedAccess,
    summary: 'Tipi di calendario',
    tags,
    response: { 200: codeListSchema },
  }),
  statiEvento: defineRoute({
    method: 'GET',
    url: `${API}/events/states`,
    access: authenticatedAccess,
    summary: 'Stati di una prenotazione e i passaggi ammessi',
    tags,
    response: { 200: z.array(bookingStateSchema) },
  }),
  eventi: defineRoute({
    method: 'GET',
    url: `${API}/events`,
    access: authenticatedAccess,
    summary: 'Prenotazioni: le proprie, o quelle dei calendari che si gestiscono',
    tags,
    querystring: prenotazioniQuerySchema,
    response: { 200: prenotazioniPageSchema },
    errors: [403, 404],
  }),
  prenota: defineRoute({
    method: 'POST',
    url: `${API}/events`,
    access: authenticatedAccess,
    summary: 'Prenota un posto (id -1), o si mette in lista di attesa se è pieno',
    tags,
    body: prenotazioneCreateSchema,
    response: { 201: prenotazioneSchema },
    errors: [403, 404, 409],
  }),
  aggiornaEvento: defineRoute({
    method: 'PUT',
    url: `${API}/events`,
    access: authenticatedAccess,
    summary: 'Cambia lo stato, l’orario o le note di una prenotazione',
    tags,
    body: prenotazioneUpdateSchema,
    response: { 200: prenotazioneSchema },
    errors: [403, 404, 409],
  }),
  annullaEvento: defineRoute({
    method: 'DELETE',
    url: `${API}/events/delete/:id`,
    access: authenticatedAccess,
    summary: 'Annulla una prenotazione (entro il termine di annullamento)',
    tags,
    params: z.object({ id: numericIdSchema }),
    querystring: annullaQuerySchema,
    response: { 200: prenotazioneSchema },
    errors: [403, 404, 409],
  }),
  icsEvento: defineRoute({
    method: 'GET',
    url: `${API}/events/ics/:id`,
    access: authenticatedAccess,
    summary: 'Una prenotazione come file iCalendar (text/calendar), da aggiungere alla propria agenda',
    tags,
    params: z.object({ id: numericIdSchema }),
    response: { 200: z.string().meta({ description: 'text/calendar' }) },
    errors: [404],
  }),
  feed: defineRoute({
    method: 'GET',
    url: `${API}/feed`,
    access: authenticatedAccess,
    summary: 'Se chi chiede ha un feed iCalendar privato delle sue prenotazioni',
    tags,
    response: { 200: feedSchema },
  }),
  creaFeed: defineRoute({
    method: 'POST',
    url: `${API}/feed`,
    access: authenticatedAccess,
    summary: 'Crea il feed iCalendar privato (revoca quello precedente) e ne dà l’indirizzo',
    tags,
    response: { 201: feedSchema },
  }),
  revocaFeed: defineRoute({
    method: 'DELETE',
    url: `${API}/feed`,
    access: authenticatedAccess,
    summary: 'Revoca il feed iCalendar privato: il suo indirizzo non risponde più',
    tags,
    response: { 200: feedSchema },
  }),
  leggiFeed: defineRoute({
    method: 'GET',
    url: `${API}/feed/:token`,
    access: publicAccess,
    summary: 'Il feed iCalendar privato (l’indirizzo stesso è la credenziale)',
    tags,
    params: z.object({ token: z.string().regex(FEED_TOKEN) }),
    response: { 200: z.string().meta({ description: 'text/calendar' }) },
    errors: [404],
  }),
  calendari: defineRoute({
    method: 'GET',
    url: API,
    access: authenticatedAccess,
    summary: 'Calendari che chi chiede può prenotare o gestire, per tipo, ASL, struttura e nome',
    tags,
    querystring: calendarioQuerySchema,
    response: { 200: z.array(calendarioSchema) },
  }),
  aslCalendari: defineRoute({
    method: 'GET',
    url: `${API}/asl`,
    access: authenticatedAccess,
    summary: 'Le ASL dei calendari che chi chiede può prenotare o gestire, con il loro nome completo',
    tags,
    response: { 200: z.array(aslCalendarioSchema) },
  }),
  primoDisponibile: defineRoute({
    method: 'GET',
    url: `${API}/first-available/:id`,
    access: authenticatedAccess,
    summary:
      'Il primo giorno, da oggi, con un posto libero che chi chiede può prenotare (ricerca limitata a 365 giorni)',
    tags,
    params: z.object({ id: numericIdSchema }),
    querystring: primoDisponibileQuerySchema,
    response: { 200: primoDisponibileSchema },
    errors: [404],
  }),
  calendario: defineRoute({
    method: 'GET',
    url: `${API}/:id`,
    access: authenticatedAccess,
    summary: 'Un calendario con la sua disponibilità nei giorni chiesti (ora locale con fuso)',
    tags,
    params: z.object({ id: numericIdSchema }),
    querystring: availabilityQuerySchema,
    response: { 200: calendarioDettaglioSchema },
    errors: [404],
  }),
  creaCalendario: defineRoute({
    method: 'POST',
    url: API,
    access: requires(s.calendari, 'WRITE'),
    summary: 'Crea un calendario (id -1)',
    tags,
    body: calendarioCreateSchema,
    response: { 201: calendarioSchema },
  }),
  aggiornaCalendario: defineRoute({
    method: 'PUT',
    url: API,
    access: requires(s.calendari, 'UPDATE'),
    summary: 'Modifica un calendario e la sua configurazione',
    tags,
    body: calendarioUpdateSchema,
    response: { 200: calendarioSchema },
    errors: [404, 409],
  }),
  eliminaCalendario: defineRoute({
    method: 'DELETE',
    url: `${API}/delete/:id`,
    access: requires(s.calendari, 'DELETE'),
    summary: 'Elimina un calendario; con prenotazioni future solo con annullaPrenotazioni=true',
    tags,
    params: z.object({ id: numericIdSchema }),
    querystring: z.object({
      annullaPrenotazioni: z
        .enum(['true', 'false'])
        .transform((v) => v === 'true')
        .default(false)
        .meta({ description: 'Annulla e avvisa le prenotazioni future' }),
    }),
    response: { 200: calendarioEliminatoSchema },
    errors: [404, 409],
  }),
});
