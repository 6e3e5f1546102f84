import { z } from 'zod';
import { idParamsSchema, messageSchema, refIdSchema, versionSchema } from '../admin.ts';
import { emailSchema as email } from '../authorization.ts';
import { defineRoute, defineRoutes, NEW_RECORD_ID } from '../http.ts';
import {
  invitoSchema,
  nomeField as nome,
  personaFields,
  strokeRole as role,
  strokeRoles,
  strokeTags as tags,
  telefonoField as telefono,
} from '../stroke.ts';

/** The service's doctors: an admin creates them, and each one receives an invitation (docs/adr/0023). */

export const medicoSchema = z
  .object({
    ...personaFields,
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

const { admin, medico } = strokeRoles;

export const strokeMediciRoutes = defineRoutes({
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
});
