import { strokeMessages as m } from '@halo/contract/stroke';
import type { Medico, MedicoCreate, MedicoUpdate } from '@halo/contract/stroke/medici';
import { inTransaction } from '../../../db/transaction.ts';
import { ConflictError, NotFoundError } from '../../../errors.ts';
import { type AuditLog, auditOf } from '../../audit/audit.service.ts';
import type { IdentityAdmin } from '../../authorization/identity/identity.port.ts';
import { contactOf, emailTaken, type PeopleParts, uniqueConflict } from '../stroke.accounts.ts';
import type { MedicoRow } from '../stroke.persone.repository.ts';
import type { StrokeViewer } from '../stroke.scope.ts';

export interface MediciDeps extends PeopleParts {
  audit: AuditLog;
  identity: IdentityAdmin;
}

/** The values of a doctor's row that the admin writes. */
function medicoValues(input: MedicoCreate | MedicoUpdate) {
  const { nome, cognome, email, telefono, specializzazione, struttura } = input;
  return { nome, cognome, email, telefono, specializzazione, struttura };
}

/**
 * The doctors of the stroke service: the admin invites, edits and removes them; a doctor reads themselves. A doctor's
 * account loses only the doctor's role when it is used elsewhere on the platform.
 */
export function createMediciService(deps: MediciDeps) {
  const { db, repo, now } = deps;
  const audit = auditOf(deps.audit, 'stroke.medico');

  async function medicoView(row: MedicoRow, who: StrokeViewer | null): Promise<Medico> {
    const [patients, invito] = await Promise.all([
      repo.pazientiCount(row.id),
      deps.inviti.latest({ tipo: 'medico', medicoId: row.id }),
    ]);
    return {
      ...contactOf(row),
      specializzazione: row.specializzazione,
      struttura: row.struttura,
      pazienti: patients,
      invito: invito ? await deps.inviti.view(invito, who) : null,
      version: row.version,
    };
  }

  async function medicoRow(id: number): Promise<MedicoRow> {
    const row = await repo.findMedico(id);
    if (!row) throw new NotFoundError(m.medicoNotFound);
    return row;
  }

  return {
    medicoView,

    async medici(who: StrokeViewer): Promise<Medico[]> {
      const rows = await repo.listMedici();
      return Promise.all(rows.map((row) => medicoView(row, who)));
    },

    /** A doctor: the admin reads any, a doctor only themselves (others: 404). */
    async medico(who: StrokeViewer, id: number): Promise<Medico> {
      if (!who.admin && who.medico?.id !== id) throw new NotFoundError(m.medicoNotFound);
      return medicoView(await medicoRow(id), who);
    },

    async creaMedico(who: StrokeViewer, input: MedicoCreate): Promise<Medico> {
      if (await repo.medicoEmailTaken(input.email)) throw emailTaken();
      const row = await deps.accounts.invite(
        'medico',
        input,
        async (tx, user) => {
          const medico = await repo.insertMedico(
            {
              subject: user.id,
              ...medicoValues(input),
            },
            tx,
          );
          const invito = await deps.inviti.issue({ tipo: 'medico', medicoId: medico.id }, who.subject, tx);
          await audit(who.ctx, medico.id, 'create', {}, tx);
          return { result: medico, invito };
        },
        who,
      );
      return medicoView(row, who);
    },

    async aggiornaMedico(who: StrokeViewer, input: MedicoUpdate): Promise<Medico> {
      const current = await medicoRow(input.id);
      if (input.email !== current.email) {
        if (await repo.medicoEmailTaken(input.email)) throw emailTaken();
      }
      await inTransaction(db, async (tx) => {
        await repo
          .updateMedico(
            input,
            {
              ...medicoValues(input),
              updatedAt: now(),
            },
            tx,
          )
          .catch(uniqueConflict);
        await audit(who.ctx, input.id, 'update', {}, tx);
      });
      await deps.accounts.syncAccount(current.subject, input).catch((error: unknown) => {
        if (error instanceof ConflictError) throw emailTaken();
        throw error;
      });
      return medicoView(await medicoRow(input.id), who);
    },

    /** A doctor with patients stays (409); one without goes, with their account. */
    async eliminaMedico(who: StrokeViewer, id: number): Promise<void> {
      const row = await medicoRow(id);
      if ((await repo.pazientiCount(id)) > 0) throw new ConflictError(m.medicoHasPatients);
      await inTransaction(db, async (tx) => {
        await repo.deleteMedico(id, tx);
        await audit(who.ctx, id, 'delete', {}, tx);
      });
      const user = await deps.identity.getUser(row.subject);
      const others = Object.entries(user?.clientRoles ?? {}).some(
        ([client, roles]) => roles.length > 0 && (client !== 'stroke' || roles.some((r) => r !== 'medico')),
      );
      // An account used elsewhere on the platform keeps existing: it only loses the doctor's role.
      if (user && !others && user.realmRoles.length === 0) await deps.identity.deleteUser(user.id);
      else if (user) {
        await deps.identity.updateUser(
          user.id,
          {
            email: user.email ?? row.email,
            firstName: user.firstName,
            lastName: user.lastName,
            enabled: user.enabled,
            realmRoles: user.realmRoles,
            clientRoles: {
              ...user.clientRoles,
              stroke: (user.clientRoles.stroke ?? []).filter((role) => role !== 'medico'),
            },
            attributes: user.attributes,
          },
          user.version,
        );
      }
    },

    /** GET /api/stroke/inviti/medico/{id}: the doctor's own invitation and those they sent to patients. */
    async invitiMedico(who: StrokeViewer, id: number) {
      if (!who.admin && who.medico?.id !== id) throw new NotFoundError(m.medicoNotFound);
      await medicoRow(id);
      const rows = await deps.inviti.ofDoctor(id);
      return Promise.all(rows.map((row) => deps.inviti.view(row, who)));
    },
  };
}

export type MediciService = ReturnType<typeof createMediciService>;
