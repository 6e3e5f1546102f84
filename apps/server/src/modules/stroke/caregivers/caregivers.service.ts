import { strokeMessages as m } from '@halo/contract/stroke';
import type { Caregiver, InvitaCaregiver } from '@halo/contract/stroke/caregivers';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { NotFoundError, ValidationError } from '../../../errors.ts';
import type { IdentityAdmin } from '../../authorization/identity/identity.port.ts';
import { inviterName } from '../inviti/inviti.service.ts';
import { contactOf, type PeopleParts } from '../stroke.accounts.ts';
import type { CaregiverRow, ConsensoRow } from '../stroke.persone.repository.ts';
import type { StrokeScope, StrokeViewer } from '../stroke.scope.ts';

export interface CaregiversDeps extends PeopleParts {
  identity: IdentityAdmin;
  scope: StrokeScope;
}

/**
 * The caregivers of stroke patients and the patients' consents (docs/adr/0023): a patient invites a person, who
 * reads the patient's data while the consent is active; a revoked consent ends it at once.
 */
export function createCaregiversService(deps: CaregiversDeps) {
  const { db, repo, scope, now } = deps;

  async function caregiverView(
    consent: ConsensoRow,
    person: CaregiverRow,
    who: StrokeViewer | null,
  ): Promise<Caregiver> {
    const invito = await deps.inviti.latest({
      tipo: 'caregiver',
      pazienteId: consent.pazienteId,
      caregiverId: person.id,
    });
    return {
      ...contactOf(person),
      relazione: consent.relazione,
      consenso: {
        attivo: consent.revocatoIl === null,
        datoIl: consent.datoIl.toISOString(),
        revocatoIl: consent.revocatoIl?.toISOString() ?? null,
      },
      invito: invito ? await deps.inviti.view(invito, who) : null,
    };
  }

  return {
    /** GET /api/stroke/paziente/{id}/caregiver: the patient's caregivers with their consent. */
    async caregiverPaziente(who: StrokeViewer, id: number): Promise<Caregiver[]> {
      const { patient } = await scope.patient(who, id, 'caregiver', {
        roles: ['paziente', 'medico', 'admin'],
      });
      const rows = await repo.caregiversOf(patient.id);
      return Promise.all(rows.map((row) => caregiverView(row.consent, row.person, who)));
    },

    /**
     * POST /api/stroke/inviti/paziente/invitacaregiver: the patient gives consent to a person (again, if revoked)
     * and invites them; a caregiver already known keeps their account.
     */
    async invitaCaregiver(who: StrokeViewer, input: InvitaCaregiver): Promise<Caregiver> {
      const patient = who.paziente;
      if (!patient) throw new NotFoundError(m.noProfile);
      if (input.email === patient.email)
        throw new ValidationError([{ path: 'body.email', message: m.selfCaregiver }], m.selfCaregiver);
      const known = await repo.caregiverByEmail(input.email);
      const write = async (tx: Db, subject: string) => {
        let person = known;
        if (!person) {
          person = await repo.insertCaregiver(
            {
              subject,
              nome: input.nome,
              cognome: input.cognome,
              email: input.email,
              telefono: input.telefono,
            },
            tx,
          );
        }
        const consent = await repo.giveConsent(
          { pazienteId: patient.id, caregiverId: person.id, relazione: input.relazione, datoIl: now() },
          now(),
          tx,
        );
        const invito = await deps.inviti.issue(
          { tipo: 'caregiver', pazienteId: patient.id, caregiverId: person.id },
          who.subject,
          tx,
        );
        await scope.recordChange(who, patient.id, 'paziente', 'consenso caregiver', tx, 'consent');
        return { result: { consent, person }, invito };
      };
      const written = known
        ? await (async () => {
            const done = await inTransaction(db, (tx) => write(tx, known.subject));
            const user = await deps.identity.getUser(known.subject);
            await deps.inviti.mail(
              done.invito.row,
              done.invito.code,
              { nome: known.nome, email: known.email, username: user?.username ?? known.email },
              inviterName(who, 'caregiver'),
            );
            return done.result;
          })()
        : await deps.accounts.invite('caregiver', input, (tx, user) => write(tx, user.id), who);
      return caregiverView(written.consent, written.person, who);
    },

    /** The patient revokes a caregiver's consent: from this moment the caregiver reads nothing of theirs. */
    async revocaCaregiver(who: StrokeViewer, pazienteId: number, caregiverId: number): Promise<Caregiver> {
      if (who.paziente?.id !== pazienteId) throw new NotFoundError(m.pazienteNotFound);
      const row = await repo.consentWithCaregiver(pazienteId, caregiverId);
      if (!row) throw new NotFoundError(m.caregiverNotFound);
      const consent = await inTransaction(db, async (tx) => {
        const at = now();
        const revoked = await repo.revokeConsent(row.consent.id, at, tx);
        await deps.inviti.revokeOpen({ tipo: 'caregiver', pazienteId, caregiverId }, at, tx);
        if (revoked)
          await scope.recordChange(who, pazienteId, 'paziente', 'consenso caregiver', tx, 'revoke');
        return revoked ?? row.consent;
      });
      return caregiverView(consent, row.person, who);
    },
  };
}

export type CaregiversService = ReturnType<typeof createCaregiversService>;
