import { z } from 'zod';
import { defineRoute, defineRoutes } from './http.ts';
import { publicAccess } from './permissions.ts';

/**
 * Stroke care (SPEC.md §7 "Stroke"). For now only the public callbacks of the invitation links: the email links
 * to the SPA's page (`/stroke/public/callbackm?code=…`, the manifest's pages), which confirms the code with the
 * call of its kind: 404 for a code that is unknown or expired. The server module answering them comes with the
 * stroke application; until then no server route is registered for them.
 */

const codeParams = z.object({
  code: z.string().min(1).max(200).meta({ description: "Codice dell'invito, dal link ricevuto per email" }),
});

/** The page only needs to know the code was accepted: a success; what else the answer says is not read. */
export const invitationConfirmationSchema = z.looseObject({}).meta({ id: 'InvitationConfirmation' });

const tags = ['stroke'] as const;

export const strokePublicRoutes = defineRoutes({
  callbackMedico: defineRoute({
    method: 'GET',
    url: '/api/stroke/public/callbackm/:code',
    access: publicAccess,
    summary: "Conferma l'invito di un medico e ne abilita l'account",
    tags,
    params: codeParams,
    response: { 200: invitationConfirmationSchema },
    errors: [404],
  }),
  callbackPaziente: defineRoute({
    method: 'GET',
    url: '/api/stroke/public/callbackp/:code',
    access: publicAccess,
    summary: "Conferma l'invito di un paziente e ne abilita l'account",
    tags,
    params: codeParams,
    response: { 200: invitationConfirmationSchema },
    errors: [404],
  }),
  callbackCaregiver: defineRoute({
    method: 'GET',
    url: '/api/stroke/public/callbackc/:code',
    access: publicAccess,
    summary: "Conferma l'invito di un caregiver e ne abilita l'account",
    tags,
    params: codeParams,
    response: { 200: invitationConfirmationSchema },
    errors: [404],
  }),
});
