import { z } from 'zod';
import { idParamsSchema } from '../admin.ts';
import { emailSchema as email } from '../authorization.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import {
  invitoSchema,
  nomeField as nome,
  personaFields,
  strokeRole as role,
  strokeRoles,
  strokeTags as tags,
  telefonoField as telefono,
} from '../stroke.ts';

/** The people who care for a patient: the patient invites them and gives, or revokes, their consent. */

export const caregiverSchema = z
  .object({
    ...personaFields,
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

const { admin, medico, paziente } = strokeRoles;
const caregiverParams = z.object({ id: idParamsSchema.shape.id, caregiverId: idParamsSchema.shape.id });

export const strokeCaregiversRoutes = defineRoutes({
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
});
