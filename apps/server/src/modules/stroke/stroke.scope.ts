import { deriveRole, type Principal, roleClaimsOf } from '@halo/contract';
import { strokeMessages as m, type StrokeRole, strokeRoles } from '@halo/contract/stroke';
import { STROKE_APPLICATION } from '@halo/contract/stroke/scores';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import { principalOf, type WriteContext, writeContext } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import {
  type CaregiverRow,
  createPersoneRepository,
  type MedicoRow,
  type PazienteRow,
  PEOPLE_TABLES,
} from './stroke.persone.repository.ts';

/**
 * Who calls the stroke service: their roles (the `stroke` client's, `admin` also for the platform's superadmin)
 * and the rows that make them a doctor, a patient or a caregiver. A person may be several (a doctor who cares for
 * a parent). The rows are kept until one of their tables changes on any replica (docs/adr/0032); consents are read
 * on every call that needs one: a consent revoked a moment ago is already gone (docs/adr/0023).
 */
export interface StrokeViewer {
  subject: string;
  ctx: WriteContext;
  roles: Set<StrokeRole>;
  admin: boolean;
  medico?: MedicoRow;
  paziente?: PazienteRow;
  caregiver?: CaregiverRow;
  /** Patients whose read this call already recorded (an export reads many parts: one row says so). */
  recorded?: Set<number>;
}

/** What a reader of a patient's data reads: recorded with the read, shown to the patient. */
export type Cosa =
  | 'scheda'
  | 'fattori'
  | 'punteggi'
  | 'caregiver'
  | 'misurazioni'
  | 'dispositivi'
  | 'export'
  | 'fhir';

/** The audit entity of everything done with a patient's data (`entityId`: the patient). */
export const PATIENT_ENTITY = 'stroke.paziente';

export function createStrokeScope(deps: { db: Db; audit: AuditLog; cache?: ReadCache }) {
  const repo = createPersoneRepository(deps.db);

  /** The rows of a subject for the roles it claims (`medico,paziente`…). */
  async function peopleOf({ subject, roles }: { subject: string; roles: ReadonlySet<StrokeRole> }) {
    const [medico, paziente, caregiver] = await Promise.all([
      roles.has('medico') ? repo.medicoBySubject(subject) : undefined,
      roles.has('paziente') ? repo.pazienteBySubject(subject) : undefined,
      roles.has('caregiver') ? repo.caregiverBySubject(subject) : undefined,
    ]);
    return { medico, paziente, caregiver };
  }
  const people = deps.cache
    ? deps.cache.memo({
        tables: PEOPLE_TABLES,
        keyOf: ({ subject, roles }) => `${subject}:${[...roles].sort().join(',')}`,
        load: peopleOf,
      })
    : peopleOf;

  async function viewer(principal: Principal, ctx: WriteContext): Promise<StrokeViewer> {
    const claimed = principal.clientRoles[STROKE_APPLICATION] ?? [];
    const roles = new Set<StrokeRole>(Object.values(strokeRoles).filter((role) => claimed.includes(role)));
    if (deriveRole(roleClaimsOf(principal), STROKE_APPLICATION).isSuperadmin) roles.add(strokeRoles.admin);
    const subject = principal.userId;
    const { medico, paziente, caregiver } = await people({ subject, roles });
    return { subject, ctx, roles, admin: roles.has('admin'), medico, paziente, caregiver };
  }

  /**
   * How the viewer may reach a patient: as admin, as their doctor, as the patient, or as a caregiver with an active
   * consent. A revoked consent is 403 (the caregiver knew the patient); anything else unknown is 404.
   */
  async function reach(
    who: StrokeViewer,
    patient: PazienteRow,
    options: { asCaregiver?: boolean } = {},
  ): Promise<StrokeRole> {
    if (!options.asCaregiver) {
      if (who.paziente?.id === patient.id) return 'paziente';
      if (who.medico?.id === patient.medicoId) return 'medico';
      if (who.admin) return 'admin';
    }
    if (who.caregiver) {
      const consent = await repo.consentOf(patient.id, who.caregiver.id);
      if (consent && !consent.revocatoIl) return 'caregiver';
      if (consent) throw new ForbiddenError(m.consentRevoked);
    }
    throw new NotFoundError(m.pazienteNotFound);
  }

  /**
   * Records that the viewer read a patient's data as `as` (not the patient reading their own, nor again a patient
   * this call already recorded): once a minute per person and patient, the parts read listed (docs/adr/0029).
   * A search that the viewer's reach already limited (stroke/fhir) records each patient it returns so.
   */
  async function recordRead(who: StrokeViewer, patientId: number, as: StrokeRole, cosa: Cosa) {
    if (as === 'paziente' || who.recorded?.has(patientId)) return;
    await deps.audit.recordRead(who.ctx, {
      entity: PATIENT_ENTITY,
      entityId: patientId,
      view: cosa,
      details: { ruolo: as, cosa },
    });
  }

  return {
    viewer,

    /**
     * The patient, if the viewer may read them; the read is recorded (except the patient reading their own
     * data): who, as what, and what they read, never the data itself; once a minute per person and patient,
     * the parts read listed in the row (docs/adr/0029), as a screen reads several parts, many times.
     */
    async patient(
      who: StrokeViewer,
      id: number,
      cosa: Cosa,
      options: { asCaregiver?: boolean; roles?: StrokeRole[]; audit?: boolean } = {},
    ): Promise<{ patient: PazienteRow; as: StrokeRole }> {
      const patient = await repo.findPaziente(id);
      if (!patient) throw new NotFoundError(m.pazienteNotFound);
      const as = await reach(who, patient, options);
      if (options.roles && !options.roles.includes(as)) throw new NotFoundError(m.pazienteNotFound);
      if (options.audit !== false) await recordRead(who, patient.id, as, cosa);
      return { patient, as };
    },

    recordRead,

    /** A write on a patient's data, recorded in the write's transaction. */
    recordChange(
      who: StrokeViewer,
      patientId: number,
      as: StrokeRole,
      cosa: string,
      tx: Db,
      action = 'update',
    ) {
      return deps.audit.recordWrite(
        who.ctx,
        { entity: PATIENT_ENTITY, entityId: patientId, action, details: { ruolo: as, cosa } },
        tx,
      );
    },
  };
}

export type StrokeScope = ReturnType<typeof createStrokeScope>;

/**
 * As what the viewer reaches a patient a search found within their reach (the SQL of stroke/fhir): the patient
 * themselves, their doctor, the admin, else a caregiver with an active consent.
 */
export function roleOver(who: StrokeViewer, patient: { id: number; medicoId: number }): StrokeRole {
  if (who.paziente?.id === patient.id) return 'paziente';
  if (who.medico?.id === patient.medicoId) return 'medico';
  return who.admin ? 'admin' : 'caregiver';
}

/** Who calls a route of the service, as every feature's routes read it: `const viewer = requestViewer(scope)`. */
export function requestViewer(scope: StrokeScope) {
  return (request: FastifyRequest) => scope.viewer(principalOf(request), writeContext(request));
}
