import { z } from 'zod';
import { requiresRole } from './permissions.ts';
import { STROKE_APPLICATION } from './stroke/scores.ts';

/**
 * Stroke care (SPEC.md §7 "Stroke"; issue 16; docs/adr/0023): doctors, patients, caregivers and the invitations
 * that make their accounts. An admin creates a doctor, a doctor invites a patient, a patient invites a caregiver;
 * each mail links to `/stroke/public/callbackm|p|c?code=…`, whose call confirms the code, enables the account and
 * mails the link to choose a password. The server enforces the scope: a doctor reads their own patients, a
 * patient themselves, a caregiver the patients whose consent is active; every read of a patient is audited.
 *
 * This file holds what the features share (the roles, the messages, a person's fields and the invitation each
 * person carries); each feature is `stroke/<feature>.ts`: medici, pazienti, caregivers, accessi, profilo, inviti,
 * fattori, dispositivi, scores.
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

// ---------------------------------------------------------------------------------------------------------------
// Shared fields

export const nomeField = (label: string) =>
  z
    .string({ error: `Indicare ${label}.` })
    .trim()
    .min(1, `Indicare ${label}.`)
    .max(100);
export const telefonoField = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{6,20}$/, 'Numero di telefono non valido.')
  .nullable()
  .default(null);
export const isoDateField = z.iso.date({ error: 'Data non valida (AAAA-MM-GG).' });

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

/** The fields every person of the service has: doctors, patients and caregivers. */
export const personaFields = {
  id: z.number().int(),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
};

/** Who may call a route of the service, by the roles of the stroke application. */
export const strokeRole = (...roles: StrokeRole[]) => requiresRole(STROKE_APPLICATION, roles);
export const strokeTags = ['stroke'] as const;
