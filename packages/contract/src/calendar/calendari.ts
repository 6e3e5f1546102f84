import { z } from 'zod';
import { numericIdSchema, refIdSchema, versionSchema } from '../admin.ts';
import {
  type AccessType,
  CALENDAR_API as API,
  accessTypes,
  type CalendarType,
  calendarTypes,
  DEFAULT_TIME_ZONE,
  localDate,
  localDateTime,
  calendarMessages as m,
  NEW_ID,
  ownerKinds,
  calendarSections as s,
  calendarTags as tags,
  timeOfDay,
} from '../calendar.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { authenticatedAccess, requires } from '../permissions.ts';

/**
 * Calendars (SPEC.md §7 **Calendar**): who owns them, who books and who operates them, the configuration that
 * produces their availability — weekly hours or single events, closures, the booking rules — and that availability:
 * the slots of a window of days with their free seats and waiting lists, and the first free day.
 *
 * The schemas of the catalogues (`calendar/codici.ts`) are written here too, where they always were: the OpenAPI
 * document lists its schemas in the order they are made, and it did not change when the features got their files.
 */

// ---------------------------------------------------------------------------------------------------------------
// Configuration

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

export const codeListSchema = z.array(z.object({ codice: z.string(), descrizione: z.string() }));

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

export const calendarCalendariRoutes = defineRoutes({
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
