import { createHash, randomBytes } from 'node:crypto';
import { type Invito, type InvitoStato, type InvitoTipo, strokeMessages as m } from '@halo/contract/stroke';
import type { EsitoInvito, InvitationConfirmation } from '@halo/contract/stroke/inviti';
import { STROKE_APPLICATION } from '@halo/contract/stroke/scores';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { required } from '../../../db/rows.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { ConflictError, NotFoundError } from '../../../errors.ts';
import type { WriteContext } from '../../../http/write-context.ts';
import { escapeHtml } from '../../../idp/login-page.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { AuditLog } from '../../audit/audit.service.ts';
import type { IdentityAdmin, IdentityUser } from '../../authorization/identity/identity.port.ts';
import type { Mailer } from '../../mail/mail.service.ts';
import { STROKE_SOURCE, type StrokeEvents } from '../stroke.events.ts';
import type { StrokeViewer } from '../stroke.scope.ts';
import { createInvitiRepository, type InviteeKey, type InvitoRow } from './inviti.repository.ts';

/** The job that marks an unopened invitation expired at its time: `{ invito }`. */
export const EXPIRED_INVITATION_JOB = 'stroke.invito-scaduto';

/** How long the link to choose a password, mailed when an invitation is confirmed, stays valid. */
const PASSWORD_LINK_SECONDS = 24 * 3600;

const letters: Record<InvitoTipo, string> = { medico: 'm', paziente: 'p', caregiver: 'c' };
const roleNames: Record<InvitoTipo, string> = {
  medico: 'medico',
  paziente: 'paziente',
  caregiver: 'caregiver',
};

/** The public page an invitation links to (SPEC.md §2). */
export const callbackPath = (tipo: InvitoTipo) => `/stroke/public/callback${letters[tipo]}`;

function digest(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

const dateFormat = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'Europe/Rome' });

export interface InvitiDeps {
  db: Db;
  audit: AuditLog;
  identity: IdentityAdmin;
  mailer: Mailer;
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
  inviteDays: number;
  clock?: () => Date;
  /** The outbox: an invitation accepted is told to the subscriptions (docs/adr/0047). */
  events?: Pick<StrokeEvents, 'emitFrom'>;
}

/**
 * The invitations of the stroke service (docs/adr/0023): random single-use codes kept hashed, expiring after
 * `inviteDays`, revoked when sent again; the callback enables the account and mails the link to choose a password.
 */
export function createInvitiService(deps: InvitiDeps) {
  const { db } = deps;
  const repo = createInvitiRepository(db);
  const now = deps.clock ?? (() => new Date());

  /** The state shown: an invitation past its time is expired even before its job runs. */
  function stateOf(row: InvitoRow, at = now()): InvitoStato {
    if (row.stato === 'inviato' && row.scadeIl.getTime() <= at.getTime()) return 'scaduto';
    return row.stato as InvitoStato;
  }

  function mayResend(who: StrokeViewer, row: InvitoRow): boolean {
    switch (row.tipo) {
      case 'medico':
        return who.admin;
      case 'paziente':
        return who.admin || (who.medico !== undefined && who.medico.id === row.medicoId);
      default:
        return who.paziente !== undefined && who.paziente.id === row.pazienteId;
    }
  }

  async function recipientOf(row: InvitoRow) {
    return required(await repo.recipientOf(row), `stroke.invito ${row.id}`);
  }

  async function view(row: InvitoRow, who: StrokeViewer | null): Promise<Invito> {
    return viewOf(row, await recipientOf(row), who);
  }

  /** An invitation as its answers show it, its recipient already read. */
  function viewOf(
    row: InvitoRow,
    person: { nome: string; cognome: string; email: string },
    who: StrokeViewer | null,
    at = now(),
  ): Invito {
    const stato = stateOf(row, at);
    return {
      id: row.id,
      tipo: row.tipo as InvitoTipo,
      destinatario: { nome: person.nome, cognome: person.cognome, email: person.email },
      stato,
      inviatoIl: row.inviatoIl.toISOString(),
      apertoIl: row.apertoIl?.toISOString() ?? null,
      accettatoIl: row.accettatoIl?.toISOString() ?? null,
      scadeIl: row.scadeIl.toISOString(),
      reinviabile: who !== null && (stato === 'inviato' || stato === 'scaduto') && mayResend(who, row),
    };
  }

  /** A fresh code for a person, in the caller's transaction: the open ones of that person are revoked. */
  async function issue(
    key: InviteeKey,
    invitante: string,
    tx: Db,
  ): Promise<{ row: InvitoRow; code: string }> {
    const at = now();
    await repo.revokeOpen(key, at, tx);
    const code = randomBytes(32).toString('base64url');
    const invito = await repo.insert(
      {
        tipo: key.tipo,
        medicoId: key.medicoId ?? null,
        pazienteId: key.pazienteId ?? null,
        caregiverId: key.caregiverId ?? null,
        invitante,
        codeHash: digest(code),
        inviatoIl: at,
        scadeIl: new Date(at.getTime() + deps.inviteDays * 86_400_000),
      },
      tx,
    );
    await deps.jobs.enqueue(
      {
        kind: EXPIRED_INVITATION_JOB,
        key: `${EXPIRED_INVITATION_JOB}:${invito.id}`,
        runAt: invito.scadeIl,
        payload: { invito: invito.id },
      },
      tx,
    );
    return { row: invito, code };
  }

  /** The invitation mail, sent once the invitation is committed. */
  async function mail(
    row: InvitoRow,
    code: string,
    to: { nome: string; email: string; username: string },
    inviter: string,
  ) {
    const link = `${deps.publicUrl}${callbackPath(row.tipo as InvitoTipo)}?code=${code}`;
    const ruolo = roleNames[row.tipo as InvitoTipo];
    const until = dateFormat.format(row.scadeIl);
    const lines = [
      `Gentile ${to.nome},`,
      '',
      `${inviter} la invita al servizio di cura dell'ictus di Halo come ${ruolo}.`,
      `Per attivare il suo account apra questo link entro il ${until} (vale una sola volta):`,
      link,
      '',
      `Dopo la conferma riceverà, se non l'ha già, un'e-mail per scegliere la password. Il suo nome utente è "${to.username}".`,
      'Se non conosce chi la invita, ignori questo messaggio: senza conferma l’account resta disattivato.',
    ];
    await deps.mailer.send({
      to: to.email,
      subject: `Halo: invito al servizio Cura dell'ictus come ${ruolo}`,
      text: lines.join('\n'),
      html: `<p>Gentile ${escapeHtml(to.nome)},</p><p>${escapeHtml(inviter)} la invita al servizio di cura dell'ictus di Halo come ${ruolo}.</p><p><a href="${escapeHtml(link)}">Attivi il suo account</a> entro il ${escapeHtml(until)} (il link vale una sola volta).</p><p>Dopo la conferma riceverà, se non l'ha già, un'e-mail per scegliere la password. Il suo nome utente è <strong>${escapeHtml(to.username)}</strong>.</p><p>Se non conosce chi la invita, ignori questo messaggio: senza conferma l’account resta disattivato.</p>`,
      link,
      kind: 'stroke-invito',
    });
  }

  /**
   * The account of an invited person: an existing one (same address) keeps its state and gains the role when the
   * invitation is confirmed; a new one is created disabled with the role. `created` says which, so a failed
   * write can undo it.
   */
  async function account(
    role: InvitoTipo,
    person: { nome: string; cognome: string; email: string },
  ): Promise<{ user: IdentityUser; created: boolean }> {
    const existing = await deps.identity.findUserByEmail(person.email);
    if (existing) return { user: existing, created: false };
    const base =
      person.email
        .split('@')[0]
        ?.toLowerCase()
        .replace(/[^a-z0-9._-]/g, '')
        .replace(/^[._-]+/, '')
        .slice(0, 50) ?? '';
    const stem = base.length >= 3 ? base : `${role}${base}`;
    for (let attempt = 1; ; attempt++) {
      const username = attempt === 1 ? stem : `${stem}${attempt}`;
      try {
        const user = await deps.identity.createUser({
          username,
          email: person.email,
          firstName: person.nome,
          lastName: person.cognome,
          enabled: false,
          realmRoles: [],
          clientRoles: { [STROKE_APPLICATION]: [role] },
          attributes: {},
          groupIds: [],
        });
        return { user, created: true };
      } catch (error) {
        if (!(error instanceof ConflictError) || attempt >= 20) throw error;
      }
    }
  }

  /** The role of the service on an existing account, added when its invitation is confirmed. */
  async function grantRole(user: IdentityUser, role: InvitoTipo) {
    const held = user.clientRoles[STROKE_APPLICATION] ?? [];
    if (held.includes(role)) return user;
    return deps.identity.updateUser(
      user.id,
      {
        email: user.email ?? '',
        firstName: user.firstName,
        lastName: user.lastName,
        enabled: user.enabled,
        realmRoles: user.realmRoles,
        clientRoles: { ...user.clientRoles, [STROKE_APPLICATION]: [...held, role] },
        attributes: user.attributes,
      },
      user.version,
    );
  }

  return {
    stateOf,
    view,
    issue,
    mail,
    account,

    /** The latest invitation of a person, or null. */
    viewOf,

    /** The latest invitation of each of these patients (a list of patients reads them all at once). */
    async latestOfPatients(ids: readonly number[]): Promise<Map<number, InvitoRow>> {
      if (ids.length === 0) return new Map();
      const rows = await repo.ofPatients(ids);
      const latest = new Map<number, InvitoRow>();
      for (const row of rows) {
        if (row.pazienteId !== null && !latest.has(row.pazienteId)) latest.set(row.pazienteId, row);
      }
      return latest;
    },

    async latest(key: InviteeKey): Promise<InvitoRow | null> {
      return (await repo.latest(key)) ?? null;
    },

    /** A doctor's own invitation and those they sent to patients, newest first. */
    ofDoctor: (medicoId: number): Promise<InvitoRow[]> => repo.ofDoctor(medicoId),

    /** Revokes a person's unopened invitations, in the caller's transaction. */
    revokeOpen: (key: InviteeKey, at: Date, tx: Db): Promise<void> => repo.revokeOpen(key, at, tx),

    /** POST /api/stroke/inviti/{id}/reinvia: the open code is revoked and a new one mailed. */
    async resend(who: StrokeViewer, id: number): Promise<Invito> {
      const row = await repo.find(id);
      if (!row || !mayResend(who, row)) throw new NotFoundError(m.invitoNotFound);
      const stato = stateOf(row);
      if (stato === 'aperto' || stato === 'accettato') throw new ConflictError(m.notResendable);
      const person = await recipientOf(row);
      const user = await deps.identity.getUser(person.subject);
      const key: InviteeKey = {
        tipo: row.tipo as InvitoTipo,
        medicoId: row.medicoId ?? undefined,
        pazienteId: row.pazienteId ?? undefined,
        caregiverId: row.caregiverId ?? undefined,
      };
      const issued = await inTransaction(db, async (tx) => {
        const fresh = await issue(key, who.subject, tx);
        await deps.audit.recordWrite(
          who.ctx,
          {
            entity: 'stroke.invito',
            entityId: fresh.row.id,
            action: 'resend',
            details: { tipo: row.tipo, prima: row.id },
          },
          tx,
        );
        return fresh;
      });
      await mail(
        issued.row,
        issued.code,
        { nome: person.nome, email: person.email, username: user?.username ?? person.email },
        inviterName(who, row.tipo as InvitoTipo),
      );
      return view(issued.row, who);
    },

    /**
     * GET /api/stroke/public/callback{m,p,c}/{code}: what became of the code, never whose it is. A code of another
     * kind is unknown (404). Confirming enables the account (and grants the role to an existing one) and, when
     * the account was disabled, mails the link to choose a password.
     */
    async confirm(tipo: InvitoTipo, code: string, ctx: WriteContext): Promise<InvitationConfirmation> {
      const row = await repo.findByCode(digest(code), tipo);
      if (!row) throw new NotFoundError(m.invitoNotFound);
      const outcome = (esito: EsitoInvito): InvitationConfirmation => ({ esito, passwordInviata: false });
      const stato = stateOf(row);
      if (stato === 'revocato') return outcome('revocato');
      if (stato === 'aperto' || stato === 'accettato') return outcome('usato');
      if (stato === 'scaduto') return outcome('scaduto');
      const person = await recipientOf(row);
      const before = await deps.identity.getUser(person.subject);
      if (!before) throw new NotFoundError(m.invitoNotFound);
      const claimed = await inTransaction(db, async (tx) => {
        if (!(await repo.open(row.id, now(), tx))) return false;
        await deps.audit.recordWrite(
          { ...ctx, actor: { userId: before.id, username: before.username } },
          { entity: 'stroke.invito', entityId: row.id, action: 'confirm', details: { tipo } },
          tx,
        );
        return true;
      });
      if (!claimed) return outcome('usato');
      const user = await grantRole(before, tipo);
      if (user.enabled) return outcome('confermato');
      await deps.identity.confirmEmail(user.id);
      await deps.identity.sendAccountEmail(user.id, ['UPDATE_PASSWORD'], PASSWORD_LINK_SECONDS);
      return { esito: 'confermato', passwordInviata: true };
    },

    /**
     * The invited person signed in: their opened invitations are accepted, each with its event written by the same
     * statement (docs/adr/0047).
     */
    async accept(keys: InviteeKey[]): Promise<void> {
      if (keys.length === 0) return;
      const events = deps.events;
      const also = events
        ? [
            (accepted: SQL) =>
              events.emitFrom(
                {
                  type: 'it.halo.stroke.invitation.accepted',
                  source: STROKE_SOURCE,
                  ...repo.acceptedEvent(accepted),
                },
                accepted,
              ),
          ]
        : [];
      for (const key of keys) await repo.acceptOpened(key, now(), also);
    },

    /** The expiry job: an invitation still unopened at its time becomes expired. */
    async expire(payload: Record<string, unknown>): Promise<void> {
      const id = Number(payload.invito);
      if (!Number.isInteger(id)) return;
      await repo.expire(id);
    },
  };
}

export type InvitiService = ReturnType<typeof createInvitiService>;

/** How an invitation names who sent it: the inviting doctor or patient by name, else the administration. */
export function inviterName(who: StrokeViewer, tipo: InvitoTipo): string {
  if (tipo === 'caregiver' && who.paziente) return `${who.paziente.nome} ${who.paziente.cognome}`;
  if (tipo === 'paziente' && who.medico) return `Il medico ${who.medico.nome} ${who.medico.cognome}`;
  return "L'amministrazione del servizio";
}
