import { createHash, randomBytes } from 'node:crypto';
import { PROSA_APPLICATION } from '@halo/contract/prosa';
import {
  CHALLENGE_HEADER,
  type CittadinoRegistra,
  type EnteRegistra,
  registrationMessages as m,
} from '@halo/contract/prosa/registration';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import codiceFiscale from 'codice-fiscale-js';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors.ts';
import type { WriteContext } from '../../../http/write-context.ts';
import { escapeHtml } from '../../../idp/login-page.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { AuditLog } from '../../audit/audit.service.ts';
import { userCreatedEvent } from '../../authorization/identity/identity.events.ts';
import type { IdentityAdmin } from '../../authorization/identity/identity.port.ts';
import type { EventsService } from '../../events/events.service.ts';
import type { Mailer } from '../../mail/mail.service.ts';
import type { RegionalService } from '../../regional/regional.service.ts';
import { createProfilesRepository } from '../profiles/profiles.repository.ts';
import { createProsaRepository } from '../prosa.repository.ts';
import { createRegistrationRepository } from './registration.repository.ts';

const { CodiceFiscale } = codiceFiscale as unknown as { CodiceFiscale: CodiceFiscaleClass };

interface CodiceFiscaleClass {
  check(code: string): boolean;
  new (code: string): { birthday: Date; gender: 'F' | 'M' };
}

export interface RegistrationDeps {
  db: Db;
  audit: AuditLog;
  identity: IdentityAdmin;
  mailer: Mailer;
  regional: RegionalService;
  publicUrl: string;
  /** Signs the challenges; replicas share it (REGISTRATION_CHALLENGE_SECRET). */
  challengeSecret: string;
  clock?: () => Date;
  /** The work a challenge asks for: the secret counter is drawn between these (a few hundred ms in a browser). */
  difficulty?: { min: number; max: number };
  /** Plans the removal of a registration left unconfirmed (docs/adr/0014); without a queue none is planned. */
  jobs?: Pick<JobQueue, 'enqueue'>;
  /** The outbox: the user a registration makes is told to the subscriptions, with its rows (docs/adr/0047). */
  events?: Pick<EventsService, 'emit'>;
}

/** The job that removes a registration nobody confirmed, and its disabled user: `{ registrazione }`. */
export const EXPIRED_REGISTRATION_JOB = 'prosa.registrazione-scaduta';

const CHALLENGE_TTL_MS = 10 * 60_000;
const LINK_TTL_MS = 72 * 3_600_000;
/** Where the confirmation link leads: the SPA's page, which posts the code. */
export const CONFIRM_PATH = '/prosa/conferma';

function digest(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

/**
 * Self-registration (docs/adr/0015): a challenge solved in the browser, a honeypot, the privacy notice accepted,
 * the codice fiscale checked when given; then a disabled identity user and a pending registration whose link,
 * mailed to the address, enables the account and writes the profile. The answer to a taken user name or address
 * is the same either way, so nobody learns whose address is registered.
 */
export function createRegistrationService(deps: RegistrationDeps) {
  const now = deps.clock ?? (() => new Date());
  const repo = createRegistrationRepository(deps.db);
  const orgs = createProsaRepository(deps.db);
  const profiles = createProfilesRepository(deps.db);
  const difficulty = deps.difficulty ?? { min: 20_000, max: 100_000 };
  const challengeError = () =>
    new ValidationError([{ path: `headers.${CHALLENGE_HEADER}`, message: m.challenge }], m.challenge);

  /** A solved challenge, once: its signature is kept until it expires. */
  async function spendChallenge(header: string): Promise<void> {
    let payload: { challenge: Challenge; solution: Solution };
    try {
      payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    } catch {
      throw challengeError();
    }
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: deps.challengeSecret,
    }).catch(() => ({ verified: false }));
    const signature = payload.challenge?.signature;
    if (!result.verified || !signature) throw challengeError();
    await repo.dropExpiredChallenges(now());
    const spent = await repo.spendChallenge(signature, new Date(now().getTime() + CHALLENGE_TTL_MS));
    if (!spent) throw challengeError();
  }

  /** The joined authority (and registered district) of a comune: by its district, else the one chosen. */
  async function territoryOf(comuneId: number, aslId: number | undefined) {
    const invalid = (path: string, message: string) => new ValidationError([{ path, message }], message);
    const comune = await deps.regional.getComune(comuneId).catch((error: unknown) => {
      throw error instanceof NotFoundError ? invalid('body.comuneId', m.comune) : error;
    });
    const districts = await deps.regional.listDistrettiByComune(comune.id);
    for (const district of districts) {
      const registered = await orgs.findDistretto(district.id);
      if (registered) return { aziendaId: registered.aziendaId, distrettoRef: registered.id };
    }
    if (aslId === undefined) throw invalid('body.aslId', m.noAsl);
    const azienda = await orgs.findAzienda(aslId);
    if (!azienda) throw invalid('body.aslId', m.aslNotJoined);
    const [provincia, regioni] = await Promise.all([
      deps.regional.getProvinciaBySigla(comune.siglaProvincia),
      deps.regional.listRegioni(),
    ]);
    const regione = regioni.find((r) => r.codiceRegione === provincia.codiceRegione);
    if (!regione?.codiciMinisteriali.includes(azienda.codiceAsl.slice(0, 3))) {
      throw invalid('body.aslId', m.aslOtherRegion);
    }
    return { aziendaId: azienda.id, distrettoRef: null };
  }

  /** A codice fiscale must be well formed (check character, Belfiore birthplace) and agree with birth and sex. */
  function checkCodiceFiscale(input: CittadinoRegistra) {
    if (!input.codiceFiscale) return;
    const invalid = (message: string) =>
      new ValidationError([{ path: 'body.codiceFiscale', message }], message);
    let decoded: { birthday: Date; gender: 'F' | 'M' };
    try {
      if (!CodiceFiscale.check(input.codiceFiscale)) throw new Error('check');
      decoded = new CodiceFiscale(input.codiceFiscale);
    } catch {
      throw invalid(m.codiceFiscale);
    }
    if (decoded.birthday.toISOString().slice(0, 10) !== input.dataNascita)
      throw invalid(m.codiceFiscaleBirth);
    if (decoded.gender !== input.sesso) throw invalid(m.codiceFiscaleSex);
  }

  function checkBirthDate(date: string) {
    const today = now().toISOString().slice(0, 10);
    if (date > today || date < '1900-01-01') {
      throw new ValidationError([{ path: 'body.dataNascita', message: m.birthDate }], m.birthDate);
    }
  }

  async function register(
    ruolo: 'cittadino' | 'ente',
    input: CittadinoRegistra | EnteRegistra,
    dati: Record<string, string>,
    challenge: string,
    ctx: WriteContext,
  ): Promise<{ messaggio: string }> {
    await spendChallenge(challenge);
    // A robot filled the field nobody sees: it gets the usual answer, and nothing happens.
    if (input.sitoWeb) return { messaggio: m.sent };
    const territory = await territoryOf(input.comuneId, input.aslId);
    const user = await deps.identity
      .createUser({
        username: input.username,
        email: input.email,
        password: input.password,
        firstName: input.nome,
        lastName: input.cognome,
        enabled: false,
        realmRoles: [],
        clientRoles: { [PROSA_APPLICATION]: [ruolo] },
        attributes: {},
        groupIds: [],
      })
      .catch((error: unknown) => {
        if (!(error instanceof ConflictError)) throw error;
        // The same answer whether the name or the address is taken, and whoever holds it.
        throw new ConflictError(m.unavailable, [
          { path: 'body.username', message: m.unavailable },
          { path: 'body.email', message: m.unavailable },
        ]);
      });
    const code = randomBytes(32).toString('base64url');
    const at = now();
    try {
      await inTransaction(deps.db, async (tx) => {
        const row = await repo.insert(
          {
            subject: user.id,
            ruolo,
            codeHash: digest(code),
            expiresAt: new Date(at.getTime() + LINK_TTL_MS),
            ...territory,
            dati,
            consensoVersione: input.consenso.versione,
            consensoAt: at,
          },
          tx,
        );
        if (row) {
          await deps.jobs?.enqueue(
            {
              kind: EXPIRED_REGISTRATION_JOB,
              key: `${EXPIRED_REGISTRATION_JOB}:${row.id}`,
              runAt: row.expiresAt,
              payload: { registrazione: row.id },
            },
            tx,
          );
        }
        await deps.audit.recordWrite(
          { ...ctx, actor: { userId: user.id, username: user.username } },
          { entity: 'prosa.registrazione', entityId: row?.id ?? 0, action: 'create', details: { ruolo } },
          tx,
        );
        await deps.events?.emit(tx, userCreatedEvent(user, PROSA_APPLICATION), at);
      });
    } catch (error) {
      await deps.identity.deleteUser(user.id).catch(() => undefined);
      throw error;
    }
    const link = `${deps.publicUrl}${CONFIRM_PATH}?codice=${code}`;
    await deps.mailer.send({
      to: input.email,
      subject: 'Pro.Sa.: conferma la registrazione',
      text: `Ciao ${input.nome},\n\nper attivare il tuo account Pro.Sa. (${input.username}) apri questo link entro 72 ore:\n${link}\n\nSe non ti sei registrato tu, ignora questo messaggio: senza conferma l'account non si attiva.`,
      html: `<p>Ciao ${escapeHtml(input.nome)},</p><p>per attivare il tuo account Pro.Sa. (${escapeHtml(input.username)}) apri questo link entro 72 ore:</p><p><a href="${escapeHtml(link)}">Conferma la registrazione</a></p><p>Se non ti sei registrato tu, ignora questo messaggio: senza conferma l'account non si attiva.</p>`,
      link,
      kind: 'prosa-registrazione',
    });
    return { messaggio: m.sent };
  }

  return {
    /**
     * The link of a registration lapsed unopened: its disabled user goes (freeing the name and the address) and
     * so does the registration. A registration confirmed meanwhile is left alone.
     */
    async expire(payload: Record<string, unknown>, at: Date, ctx: WriteContext): Promise<void> {
      const id = Number(payload.registrazione);
      const row = await repo.find(id);
      if (!row || row.confirmedAt || row.expiresAt.getTime() > at.getTime()) return;
      const user = await deps.identity.getUser(row.subject);
      if (user && !user.enabled) await deps.identity.deleteUser(row.subject);
      await inTransaction(deps.db, async (tx) => {
        await repo.deleteUnconfirmed(id, tx);
        await deps.audit.recordWrite(
          ctx,
          { entity: 'prosa.registrazione', entityId: id, action: 'expire', details: { ruolo: row.ruolo } },
          tx,
        );
      });
    },

    /** A challenge to solve in the browser before registering, valid for ten minutes. */
    challenge: (): Promise<{ parameters: Record<string, unknown>; signature?: string }> =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(difficulty.min, difficulty.max),
        deriveKey,
        hmacSignatureSecret: deps.challengeSecret,
        expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS),
      }).then((challenge) => ({ parameters: { ...challenge.parameters }, signature: challenge.signature })),

    registraCittadino(input: CittadinoRegistra, challenge: string, ctx: WriteContext) {
      checkBirthDate(input.dataNascita);
      checkCodiceFiscale(input);
      return register(
        'cittadino',
        input,
        { dataNascita: input.dataNascita, sesso: input.sesso },
        challenge,
        ctx,
      );
    },

    registraEnte(input: EnteRegistra, challenge: string, ctx: WriteContext) {
      return register('ente', input, { nome: input.nomeEnte, localita: input.localita }, challenge, ctx);
    },

    /**
     * The link was opened: the account is enabled, its address verified, and the profile written. A link
     * works once; an unknown one is 400, a used or expired one 409 with what to do.
     */
    async conferma(codice: string, ctx: WriteContext) {
      const row = await repo.findByCode(digest(codice));
      if (!row) throw new ValidationError([{ path: 'body.codice', message: m.codeUnknown }], m.codeUnknown);
      if (row.confirmedAt) throw new ConflictError(m.codeUsed);
      if (row.expiresAt.getTime() <= now().getTime()) throw new ConflictError(m.codeExpired);
      // The identity provider first: if the profile then fails, the same link works again.
      const user = await deps.identity.confirmEmail(row.subject);
      await inTransaction(deps.db, async (tx) => {
        const claimed = await repo.confirm(row.id, now(), tx);
        if (!claimed) throw new ConflictError(m.codeUsed);
        const common = { subject: row.subject, aziendaId: row.aziendaId, distrettoRef: row.distrettoRef };
        if (row.ruolo === 'ente') {
          await profiles.insertEnte(
            { ...common, nome: row.dati.nome ?? '', localita: row.dati.localita ?? '' },
            tx,
          );
        } else {
          await profiles.insertCittadino(
            { ...common, dataNascita: row.dati.dataNascita ?? null, sesso: row.dati.sesso ?? null },
            tx,
          );
        }
        await deps.audit.recordWrite(
          { ...ctx, actor: { userId: user.id, username: user.username } },
          {
            entity: 'prosa.registrazione',
            entityId: row.id,
            action: 'confirm',
            details: { ruolo: row.ruolo },
          },
          tx,
        );
      });
      return { messaggio: m.confirmed, username: user.username, ruolo: row.ruolo as 'cittadino' | 'ente' };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
