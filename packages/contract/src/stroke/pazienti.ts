import { z } from 'zod';
import { idParamsSchema, refIdSchema, versionSchema } from '../admin.ts';
import { emailSchema as email } from '../authorization.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { pageQuerySchema, pageSchema } from '../paging.ts';
import {
  invitoSchema,
  isoDateField as isoDate,
  strokeMessages as m,
  nomeField as nome,
  personaFields,
  strokeRole as role,
  strokeRoles,
  strokeTags as tags,
  telefonoField as telefono,
} from '../stroke.ts';

/**
 * The patients: a doctor invites them and reads their card, an admin reads them all, a patient themselves, a
 * caregiver the patients whose consent is active (docs/adr/0023). Every read of a card is recorded.
 */

export const sessi = ['M', 'F'] as const;

export const pazienteSchema = z
  .object({
    ...personaFields,
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

const { admin, medico, paziente, caregiver } = strokeRoles;

export const strokePazientiRoutes = defineRoutes({
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
});
