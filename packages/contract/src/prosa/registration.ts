import { z } from 'zod';
import { refIdSchema } from '../admin.ts';
import { emailSchema, usernameSchema } from '../authorization.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { publicAccess } from '../permissions.ts';
import { sessoSchema } from './profiles.ts';

/**
 * Self-registration of citizens and organisations on Pro.Sa. (issue 14, docs/adr/0015-prosa-organisation.md): a
 * proof-of-work challenge solved in the browser (ALTCHA, self-hosted) travels in a header, a honeypot field stays
 * empty, the privacy notice is accepted in its current version, and the account waits disabled until the link
 * mailed to the address is opened.
 */

/** The header that carries the solved challenge (base64 of the ALTCHA payload JSON). */
export const CHALLENGE_HEADER = 'x-altcha';
/** The version of the privacy notice in force: a registration must accept this one. */
export const PRIVACY_NOTICE_VERSION = '2026-11';

export const registrationMessages = {
  sent: "Registrazione ricevuta: per attivare l'account aprire il link inviato all'indirizzo e-mail indicato.",
  unavailable:
    'Nome utente o indirizzo e-mail non disponibili: sceglierne altri, oppure accedere o recuperare la password se l’account è già tuo.',
  challenge: 'Verifica anti-abuso non riuscita: ricaricare la pagina e riprovare.',
  consent: "Per registrarsi occorre accettare l'informativa sulla privacy.",
  password: 'La password deve avere almeno 8 caratteri.',
  codiceFiscale: 'Codice fiscale non valido.',
  codiceFiscaleBirth: 'Il codice fiscale non corrisponde alla data di nascita indicata.',
  codiceFiscaleSex: 'Il codice fiscale non corrisponde al sesso indicato.',
  birthDate: 'Data di nascita non valida.',
  comune: 'Comune non trovato.',
  noAsl: "Nessuna azienda sanitaria aderente al portale per il comune indicato: scegliere l'ASL.",
  aslNotJoined: "L'azienda sanitaria scelta non aderisce al portale.",
  aslOtherRegion: "L'azienda sanitaria scelta non è della regione del comune indicato.",
  codeUnknown: 'Link di conferma non valido: controllare di averlo copiato per intero.',
  codeExpired: 'Link di conferma scaduto: registrarsi di nuovo.',
  codeUsed: 'Registrazione già confermata: accedere con nome utente e password.',
  confirmed: 'Registrazione confermata: ora puoi accedere con nome utente e password.',
} as const;

const m = registrationMessages;

export const challengeSchema = z
  .object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().optional(),
  })
  .meta({ id: 'SfidaRegistrazione', description: 'Sfida ALTCHA da risolvere nel browser' });

const consensoSchema = z
  .object({
    versione: z.literal(PRIVACY_NOTICE_VERSION, { error: m.consent }),
    accettato: z.literal(true, { error: m.consent }),
  })
  .strict()
  .meta({ description: "L'informativa sulla privacy accettata, nella versione in vigore" });

const isoDate = z.iso.date({ error: m.birthDate });

const registrazioneFields = {
  username: usernameSchema,
  email: emailSchema,
  password: z.string({ error: m.password }).min(8, m.password).max(200, m.password),
  nome: z.string().trim().min(1, 'Indicare il nome.').max(100),
  cognome: z.string().trim().min(1, 'Indicare il cognome.').max(100),
  comuneId: refIdSchema.check(
    z.meta({ description: 'Il comune (dati regionali) di residenza o della sede' }),
  ),
  aslId: z
    .optional(refIdSchema)
    .meta({ description: "L'azienda aderente, quando il comune non è in un distretto registrato" }),
  consenso: consensoSchema,
  /** A field people do not see: whoever fills it is a robot (the answer looks the same). */
  sitoWeb: z.string().max(500).optional().meta({ description: 'Lasciare vuoto' }),
};

export const cittadinoRegistraSchema = z
  .object({
    ...registrazioneFields,
    dataNascita: isoDate,
    sesso: sessoSchema,
    codiceFiscale: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{16}$/, m.codiceFiscale)
      .optional(),
  })
  .strict()
  .meta({ id: 'CittadinoRegistrazione' });

export const enteRegistraSchema = z
  .object({
    ...registrazioneFields,
    nomeEnte: z.string().trim().min(2, "Indicare il nome dell'ente.").max(200),
    localita: z.string().trim().min(2, 'Indicare la località.').max(200),
  })
  .strict()
  .meta({ id: 'EnteRegistrazione' });

export type CittadinoRegistra = z.infer<typeof cittadinoRegistraSchema>;
export type EnteRegistra = z.infer<typeof enteRegistraSchema>;

export const registrazioneEsitoSchema = z
  .object({ messaggio: z.string() })
  .meta({ id: 'RegistrazioneEsito' });

export const challengeHeadersSchema = z.object({
  [CHALLENGE_HEADER]: z.string({ error: m.challenge }).min(1, m.challenge).max(8000, m.challenge),
});

export const confermaSchema = z
  .object({
    codice: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{43}$/, m.codeUnknown),
  })
  .strict()
  .meta({ id: 'ConfermaRegistrazione' });

export const confermaEsitoSchema = z
  .object({ messaggio: z.string(), username: z.string(), ruolo: z.enum(['cittadino', 'ente']) })
  .meta({ id: 'ConfermaEsito' });

const PUBLIC = '/api/public/prosa';
const tags = ['Pro.Sa.'];

export const prosaRegistrationRoutes = defineRoutes({
  sfidaRegistrazione: defineRoute({
    method: 'GET',
    url: `${PUBLIC}/challenge`,
    access: publicAccess,
    summary: 'Una sfida anti-abuso (proof of work) da risolvere prima di registrarsi',
    tags,
    response: { 200: challengeSchema },
  }),
  registraCittadino: defineRoute({
    method: 'POST',
    url: `${PUBLIC}/cittadino/registra`,
    access: publicAccess,
    summary: "Registrazione di un cittadino: l'account resta disattivato fino alla conferma via e-mail",
    tags,
    headers: challengeHeadersSchema,
    body: cittadinoRegistraSchema,
    response: { 201: registrazioneEsitoSchema },
    errors: [409],
  }),
  registraEnte: defineRoute({
    method: 'POST',
    url: `${PUBLIC}/ente/registra`,
    access: publicAccess,
    summary: "Registrazione di un ente: l'account resta disattivato fino alla conferma via e-mail",
    tags,
    headers: challengeHeadersSchema,
    body: enteRegistraSchema,
    response: { 201: registrazioneEsitoSchema },
    errors: [409],
  }),
  confermaRegistrazione: defineRoute({
    method: 'POST',
    url: `${PUBLIC}/conferma`,
    access: publicAccess,
    summary: "Conferma una registrazione dal link ricevuto: attiva l'account e crea il profilo",
    tags,
    body: confermaSchema,
    response: { 200: confermaEsitoSchema },
    errors: [409],
  }),
});
