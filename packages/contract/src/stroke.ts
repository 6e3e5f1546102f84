import { z } from 'zod';
import { idParamsSchema, messageSchema, refIdSchema, versionSchema } from './admin.ts';
import { emailSchema as email } from './authorization.ts';
import { defineRoute, defineRoutes, NEW_RECORD_ID } from './http.ts';
import { pageQuerySchema, pageSchema } from './paging.ts';
import { publicAccess, requiresRole } from './permissions.ts';
import { STROKE_APPLICATION } from './stroke/scores.ts';

/**
 * Stroke care (SPEC.md §7 "Stroke"; issue 16; docs/adr/0023): doctors, patients, caregivers and the invitations
 * that make their accounts. An admin creates a doctor, a doctor invites a patient, a patient invites a caregiver;
 * each mail links to `/stroke/public/callbackm|p|c?code=…`, whose call confirms the code, enables the account and
 * mails the link to choose a password. The server enforces the scope: a doctor reads their own patients, a
 * patient themselves, a caregiver the patients whose consent is active; every read of a patient is audited.
 */

export const strokeRoles = {
  admin: 'admin',
  medico: 'medico',
  paziente: 'paziente',
  caregiver: 'caregiver',
} as const;
export type StrokeRole = (typeof strokeRoles)[keyof typeof strokeRoles];

export const strokeMessages = {
  medicoNotFound: 'Medico non trovato.',
  pazienteNotFound: 'Paziente non trovato.',
  invitoNotFound: 'Invito non trovato.',
  caregiverNotFound: 'Caregiver non trovato.',
  emailTaken: 'Esiste già un account con questo indirizzo e-mail.',
  medicoHasPatients: 'Il medico segue ancora dei pazienti: affidarli a un altro medico prima di eliminarlo.',
  medicoRequired: 'Indicare il medico che seguirà il paziente.',
  medicoUnknown: 'Medico sconosciuto.',
  consentRevoked: 'Il paziente ha revocato il consenso: i suoi dati non sono più consultabili.',
  notResendable: "L'invito è già stato accettato: non serve inviarlo di nuovo.",
  onlyPatients: 'Solo il paziente invita i propri caregiver.',
  selfCaregiver: 'Non è possibile indicarsi come propri caregiver.',
  birthDate: 'Data di nascita non valida.',
  codiceFiscale: 'Codice fiscale non valido.',
  noProfile: "Nessun profilo del servizio Cura dell'ictus per questo account.",
  medicoDeleted: 'Medico eliminato.',
} as const;
const m = strokeMessages;

// ---------------------------------------------------------------------------------------------------------------
// Shared fields

const nome = (label: string) =>
  z
    .string({ error: `Indicare ${label}.` })
    .trim()
    .min(1, `Indicare ${label}.`)
    .max(100);
const telefono = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{6,20}$/, 'Numero di telefono non valido.')
  .nullable()
  .default(null);
const isoDate = z.iso.date({ error: 'Data non valida (AAAA-MM-GG).' });

export const invitoStati = ['inviato', 'aperto', 'accettato', 'scaduto', 'revocato'] as const;
export type InvitoStato = (typeof invitoStati)[number];
export const invitoTipi = ['medico', 'paziente', 'caregiver'] as const;
export type InvitoTipo = (typeof invitoTipi)[number];

export const invitoSchema = z
  .object({
    id: z.number().int(),
    tipo: z.enum(invitoTipi),
    destinatario: z.object({ nome: z.string(), cognome: z.string(), email: z.string() }),
    stato: z.enum(invitoStati).meta({
      description:
        "inviato; aperto: il link è stato usato e l'account abilitato; accettato: la persona ha eseguito l'accesso; scaduto; revocato (sostituito da un nuovo invito)",
    }),
    inviatoIl: z.string(),
    apertoIl: z.string().nullable(),
    accettatoIl: z.string().nullable(),
    scadeIl: z.string(),
    reinviabile: z.boolean().meta({ description: 'Chi legge può inviarlo di nuovo (un nuovo codice)' }),
  })
  .meta({ id: 'StrokeInvito' });
export type Invito = z.infer<typeof invitoSchema>;

const personaSchema = {
  id: z.number().int(),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
};

// ---------------------------------------------------------------------------------------------------------------
// Doctors

export const medicoSchema = z
  .object({
    ...personaSchema,
    specializzazione: z.string(),
    struttura: z.string(),
    pazienti: z.number().int().meta({ description: 'Pazienti seguiti' }),
    invito: invitoSchema.nullable().meta({ description: "L'ultimo invito ricevuto" }),
    version: z.number().int(),
  })
  .meta({ id: 'StrokeMedico' });
export type Medico = z.infer<typeof medicoSchema>;

const medicoFields = {
  nome: nome('il nome'),
  cognome: nome('il cognome'),
  email,
  telefono,
  specializzazione: z.string().trim().max(100).default(''),
  struttura: z.string().trim().max(200).default(''),
};

export const medicoCreateSchema = z
  .object({
    id: z
      .union([z.literal(NEW_RECORD_ID), z.literal(-1)])
      .optional()
      .meta({ description: "'-1': un medico nuovo (SPEC.md §5)" }),
    ...medicoFields,
  })
  .strict()
  .meta({
    id: 'StrokeMedicoCreate',
    description: "Crea l'account (disabilitato) e invia l'invito all'indirizzo indicato",
  });
export type MedicoCreate = z.infer<typeof medicoCreateSchema>;

export const medicoUpdateSchema = z
  .object({ id: refIdSchema, version: versionSchema, ...medicoFields })
  .strict()
  .meta({ id: 'StrokeMedicoUpdate' });
export type MedicoUpdate = z.infer<typeof medicoUpdateSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Patients and caregivers

export const sessi = ['M', 'F'] as const;

export const pazienteSchema = z
  .object({
    ...personaSchema,
    codiceFiscale: z.string().nullable(),
    dataNascita: z.string(),
    eta: z.number().int(),
    sesso: z.enum(sessi),
    medico: z.object({ id: z.number().int(), nome: z.string(), cognome: z.string() }),
    allerteAperte: z.number().int().meta({ description: 'Episodi di allerta dei dispositivi in corso' }),
    invito: invitoSchema
      .nullable()
      .meta({ description: "L'ultimo invito ricevuto (chi legge è il medico o l'admin)" }),
    version: z.number().int(),
  })
  .meta({ id: 'StrokePaziente' });
export type Paziente = z.infer<typeof pazienteSchema>;

const codiceFiscale = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/,
    m.codiceFiscale,
  )
  .nullable()
  .default(null);

const pazienteFields = {
  nome: nome('il nome'),
  cognome: nome('il cognome'),
  telefono,
  codiceFiscale,
  dataNascita: isoDate,
  sesso: z.enum(sessi, { error: 'Sesso: M o F.' }),
};

export const invitaPazienteSchema = z
  .object({
    ...pazienteFields,
    email,
    medicoId: z
      .optional(refIdSchema)
      .meta({ description: "Solo per l'admin: il medico che seguirà il paziente (un medico invita per sé)" }),
  })
  .strict()
  .meta({ id: 'StrokeInvitaPaziente' });
export type InvitaPaziente = z.infer<typeof invitaPazienteSchema>;

export const pazienteUpdateSchema = z
  .object({
    id: refIdSchema,
    version: versionSchema,
    ...pazienteFields,
    medicoId: z
      .optional(refIdSchema)
      .meta({ description: "Solo per l'admin: affida il paziente a un altro medico" }),
  })
  .strict()
  .meta({
    id: 'StrokePazienteUpdate',
    description: "L'indirizzo e-mail è quello dell'account: non cambia qui",
  });
export type PazienteUpdate = z.infer<typeof pazienteUpdateSchema>;

export const pazientiQuerySchema = pageQuerySchema(['cognome', 'nome', 'dataNascita', 'aggiornato']).extend({
  medico: z.optional(refIdSchema).meta({ description: "Solo per l'admin: i pazienti di un medico" }),
});
export type PazientiQuery = z.infer<typeof pazientiQuerySchema>;
export const pazientiPageSchema = pageSchema(pazienteSchema, 'StrokePazientiPage');

export const caregiverSchema = z
  .object({
    ...personaSchema,
    relazione: z.string(),
    consenso: z.object({
      attivo: z.boolean(),
      datoIl: z.string(),
      revocatoIl: z.string().nullable(),
    }),
    invito: invitoSchema.nullable(),
  })
  .meta({
    id: 'StrokeCaregiver',
    description: 'Un caregiver di un paziente, con il consenso che il paziente ha dato',
  });
export type Caregiver = z.infer<typeof caregiverSchema>;

export const invitaCaregiverSchema = z
  .object({
    nome: nome('il nome'),
    cognome: nome('il cognome'),
    email,
    telefono,
    relazione: z
      .string()
      .trim()
      .max(100)
      .default('')
      .meta({ description: 'Chi è per il paziente (figlia, coniuge, badante…)' }),
  })
  .strict()
  .meta({
    id: 'StrokeInvitaCaregiver',
    description:
      'Il paziente dà il consenso a questa persona e la invita; il consenso si revoca in ogni momento',
  });
export type InvitaCaregiver = z.infer<typeof invitaCaregiverSchema>;

export const accessoSchema = z
  .object({
    at: z.string(),
    chi: z.string().meta({ description: 'Nome e cognome (o nome utente) di chi ha letto o modificato' }),
    ruolo: z.enum(['admin', 'medico', 'paziente', 'caregiver']).meta({ description: 'In quale veste' }),
    azione: z.enum(['lettura', 'modifica']),
    cosa: z
      .string()
      .meta({ description: 'Che cosa: scheda, fattori clinici, fattori di rischio, punteggi…' }),
  })
  .meta({ id: 'StrokeAccesso' });
export type Accesso = z.infer<typeof accessoSchema>;
export const accessiQuerySchema = pageQuerySchema(['at']);
export const accessiPageSchema = pageSchema(accessoSchema, 'StrokeAccessiPage');

/** Who the signed-in person is in the service; reading it also records that an invited person has signed in. */
export const profiloStrokeSchema = z
  .object({
    ruoli: z.array(z.enum(['admin', 'medico', 'paziente', 'caregiver'])),
    medico: medicoSchema.nullable(),
    paziente: pazienteSchema.nullable(),
    caregiver: z
      .object({ id: z.number().int(), nome: z.string(), cognome: z.string() })
      .nullable()
      .meta({ description: 'Il profilo di caregiver, anche quando nessun consenso è ancora attivo' }),
    assistiti: z
      .array(pazienteSchema)
      .meta({ description: 'Per un caregiver: i pazienti il cui consenso è attivo' }),
  })
  .meta({ id: 'StrokeProfilo' });
export type ProfiloStroke = z.infer<typeof profiloStrokeSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Callbacks

const codeParams = z.object({
  code: z.string().min(1).max(200).meta({ description: "Codice dell'invito, dal link ricevuto per email" }),
});

export const esitiInvito = ['confermato', 'scaduto', 'usato', 'revocato'] as const;
export type EsitoInvito = (typeof esitiInvito)[number];

/**
 * What became of the code; never whose it is. `confermato`: the account is enabled and, when it has no password
 * yet, the link to choose one was mailed (`passwordInviata`).
 */
export const invitationConfirmationSchema = z
  .object({
    esito: z.enum(esitiInvito),
    passwordInviata: z.boolean(),
  })
  .meta({ id: 'InvitationConfirmation' });
export type InvitationConfirmation = z.infer<typeof invitationConfirmationSchema>;

const tags = ['stroke'] as const;
const callback = (letter: 'm' | 'p' | 'c', who: string) =>
  defineRoute({
    method: 'GET',
    url: `/api/stroke/public/callback${letter}/:code`,
    access: publicAccess,
    summary: `Conferma l'invito di un ${who} e ne abilita l'account (scaduto, già usato o revocato: lo dice l'esito)`,
    tags,
    params: codeParams,
    response: { 200: invitationConfirmationSchema },
    errors: [404],
  });

export const strokePublicRoutes = defineRoutes({
  callbackMedico: callback('m', 'medico'),
  callbackPaziente: callback('p', 'paziente'),
  callbackCaregiver: callback('c', 'caregiver'),
});

// ---------------------------------------------------------------------------------------------------------------
// Routes

const { admin, medico, paziente, caregiver } = strokeRoles;
const role = (...roles: StrokeRole[]) => requiresRole(STROKE_APPLICATION, roles);
const caregiverParams = z.object({ id: idParamsSchema.shape.id, caregiverId: idParamsSchema.shape.id });

export const strokeRoutes = defineRoutes({
  profilo: defineRoute({
    method: 'GET',
    url: '/api/stroke/profilo',
    access: role(admin, medico, paziente, caregiver),
    summary:
      'Chi è la persona collegata nel servizio (medico, paziente, caregiver e i suoi assistiti); un ruolo senza profilo ha il profilo nullo',
    tags,
    response: { 200: profiloStrokeSchema },
    errors: [403],
  }),
  medici: defineRoute({
    method: 'GET',
    url: '/api/stroke/medico',
    access: role(admin),
    summary: 'I medici del servizio, con il loro ultimo invito',
    tags,
    response: { 200: z.array(medicoSchema) },
  }),
  medico: defineRoute({
    method: 'GET',
    url: '/api/stroke/medico/:id',
    access: role(admin, medico),
    summary: 'Un medico (un medico legge solo sé stesso)',
    tags,
    params: idParamsSchema,
    response: { 200: medicoSchema },
    errors: [404],
  }),
  creaMedico: defineRoute({
    method: 'POST',
    url: '/api/stroke/medico',
    access: role(admin),
    summary: "Crea un medico (id '-1'): un account disabilitato con il ruolo medico e l'invito per e-mail",
    tags,
    body: medicoCreateSchema,
    response: { 201: medicoSchema },
    errors: [409],
  }),
  aggiornaMedico: defineRoute({
    method: 'PUT',
    url: '/api/stroke/medico',
    access: role(admin),
    summary: 'Aggiorna un medico',
    tags,
    body: medicoUpdateSchema,
    response: { 200: medicoSchema },
    errors: [404, 409],
  }),
  eliminaMedico: defineRoute({
    method: 'DELETE',
    url: '/api/stroke/medico/:id',
    access: role(admin),
    summary: 'Elimina un medico senza pazienti e il suo account (con pazienti: 409)',
    tags,
    params: idParamsSchema,
    response: { 200: messageSchema },
    errors: [404, 409],
  }),
  invitiMedico: defineRoute({
    method: 'GET',
    url: '/api/stroke/inviti/medico/:id',
    access: role(admin, medico),
    summary: 'Gli inviti di un medico: quello ricevuto e quelli inviati ai suoi pazienti, con il loro stato',
    tags,
    params: idParamsSchema,
    response: { 200: z.array(invitoSchema) },
    errors: [404],
  }),
  reinvia: defineRoute({
    method: 'POST',
    url: '/api/stroke/inviti/reinvia/:id',
    access: role(admin, medico, paziente),
    summary: 'Invia di nuovo un invito: il codice precedente è revocato e ne parte uno nuovo',
    tags,
    params: idParamsSchema,
    response: { 200: invitoSchema },
    errors: [404, 409],
  }),
  invitaPaziente: defineRoute({
    method: 'POST',
    url: '/api/stroke/invitapaziente',
    access: role(admin, medico),
    summary: "Un medico invita un paziente: l'account (disabilitato) e l'invito per e-mail",
    tags,
    body: invitaPazienteSchema,
    response: { 201: pazienteSchema },
    errors: [409],
  }),
  pazientiMedico: defineRoute({
    method: 'GET',
    url: '/api/stroke/medico/pazienti',
    access: role(admin, medico),
    summary:
      "I pazienti del medico collegato (l'admin: tutti, o quelli di un medico); ricerca e pagine; senza ordinamento, prima quelli con allerte in corso",
    tags,
    querystring: pazientiQuerySchema,
    response: { 200: pazientiPageSchema },
  }),
  paziente: defineRoute({
    method: 'GET',
    url: '/api/stroke/paziente/:id',
    access: role(admin, medico, paziente),
    summary:
      'La scheda di un paziente (il medico: i suoi pazienti; il paziente: sé stesso). Lettura registrata',
    tags,
    params: idParamsSchema,
    response: { 200: pazienteSchema },
    errors: [404],
  }),
  aggiornaPaziente: defineRoute({
    method: 'PUT',
    url: '/api/stroke/paziente',
    access: role(admin, medico),
    summary: 'Aggiorna i dati anagrafici di un paziente',
    tags,
    body: pazienteUpdateSchema,
    response: { 200: pazienteSchema },
    errors: [404, 409],
  }),
  pazienteCaregiver: defineRoute({
    method: 'GET',
    url: '/api/stroke/caregiver/paziente/:id',
    access: role(caregiver),
    summary: 'La scheda di un paziente letta dal suo caregiver (consenso revocato: 403). Lettura registrata',
    tags,
    params: idParamsSchema,
    response: { 200: pazienteSchema },
    errors: [403, 404],
  }),
  caregiverPaziente: defineRoute({
    method: 'GET',
    url: '/api/stroke/paziente/:id/caregiver',
    access: role(admin, medico, paziente),
    summary: 'I caregiver di un paziente, con il consenso e lo stato del loro invito',
    tags,
    params: idParamsSchema,
    response: { 200: z.array(caregiverSchema) },
    errors: [404],
  }),
  invitaCaregiver: defineRoute({
    method: 'POST',
    url: '/api/stroke/inviti/paziente/invitacaregiver',
    access: role(paziente),
    summary: 'Il paziente dà il consenso a un caregiver e lo invita (di nuovo, se lo aveva revocato)',
    tags,
    body: invitaCaregiverSchema,
    response: { 201: caregiverSchema },
    errors: [409],
  }),
  revocaCaregiver: defineRoute({
    method: 'DELETE',
    url: '/api/stroke/paziente/:id/caregiver/:caregiverId',
    access: role(paziente),
    summary: 'Il paziente revoca il consenso a un caregiver: da subito non legge più i suoi dati',
    tags,
    params: caregiverParams,
    response: { 200: caregiverSchema },
    errors: [404],
  }),
  accessi: defineRoute({
    method: 'GET',
    url: '/api/stroke/paziente/:id/accessi',
    access: role(medico, paziente),
    summary: 'Chi ha letto o modificato i dati di un paziente, e quando',
    tags,
    params: idParamsSchema,
    querystring: accessiQuerySchema,
    response: { 200: accessiPageSchema },
    errors: [404],
  }),
});
