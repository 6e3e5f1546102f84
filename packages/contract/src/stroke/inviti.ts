import { z } from 'zod';
import { idParamsSchema } from '../admin.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { publicAccess } from '../permissions.ts';
import { invitoSchema, strokeRole as role, strokeRoles, strokeTags as tags } from '../stroke.ts';

/**
 * The invitations (docs/adr/0023): the public links that confirm them, a doctor's list of those received and
 * sent, and sending one again. The invitation itself, which each person carries, is in stroke.ts.
 */

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

const { admin, medico, paziente } = strokeRoles;

export const strokeInvitiRoutes = defineRoutes({
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
});
