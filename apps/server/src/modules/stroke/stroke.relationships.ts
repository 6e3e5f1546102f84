import type { Principal } from '@halo/contract';
import { type StrokeRole, strokeRoles } from '@halo/contract/stroke';
import { STROKE_APPLICATION } from '@halo/contract/stroke/scores';
import type { Db } from '../../db/database.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { createPersoneRepository, PEOPLE_TABLES } from './stroke.persone.repository.ts';

/** What a person of stroke care is to another: the roles a care relationship joins. */
export type CareRole = Exclude<StrokeRole, 'admin'>;

/** Someone the caller is in a care relationship with. */
export interface CarePerson {
  subject: string;
  nome: string;
  cognome: string;
  /** What they are to the caller: the caller's doctor, patient, or a caregiver of the caller. */
  ruolo: CareRole;
}

/** The people of the stroke service a caller is (their rows), by subject and roles claimed. */
type Caller = Pick<Principal, 'userId' | 'clientRoles'>;

/** How many people a list of contacts names at most (a doctor's patients: the search narrows them). */
const MAX_CONTACTS = 50;

/**
 * The care relationships of stroke care (docs/adr/0023, docs/adr/0049-chat.md), as other modules ask for them
 * (`deps.services.strokeRelationships`): a patient with their doctor, and with each caregiver whose consent is active.
 * A caller counts only in the roles their token claims in stroke care (the platform's admin is in none). The rows
 * of people are kept until their tables change on any replica; consents are read at every call, so a consent
 * revoked a moment ago is already gone.
 */
export function createStrokeRelationships(deps: { db: Db; cache?: ReadCache }) {
  const repo = createPersoneRepository(deps.db);
  const memo = <T>(load: (subject: string) => Promise<T>) =>
    deps.cache ? deps.cache.memo({ tables: PEOPLE_TABLES, load }) : load;
  const medicoOf = memo((subject) => repo.medicoBySubject(subject));
  const pazienteOf = memo((subject) => repo.pazienteBySubject(subject));
  const caregiverOf = memo((subject) => repo.caregiverBySubject(subject));

  function rolesOf(caller: Caller): Set<CareRole> {
    const claimed = caller.clientRoles[STROKE_APPLICATION] ?? [];
    const roles = [strokeRoles.medico, strokeRoles.paziente, strokeRoles.caregiver] as const;
    return new Set(roles.filter((role) => claimed.includes(role)));
  }

  async function activeConsent(pazienteId: number, caregiverId: number): Promise<boolean> {
    const consent = await repo.consentOf(pazienteId, caregiverId);
    return consent !== undefined && consent.revocatoIl === null;
  }

  return {
    /** Whether the caller takes part in stroke care at all (claims one of its people's roles and has its row). */
    async participates(caller: Caller): Promise<boolean> {
      const roles = rolesOf(caller);
      const [medico, paziente, caregiver] = await Promise.all([
        roles.has('medico') ? medicoOf(caller.userId) : undefined,
        roles.has('paziente') ? pazienteOf(caller.userId) : undefined,
        roles.has('caregiver') ? caregiverOf(caller.userId) : undefined,
      ]);
      return Boolean(medico || paziente || caregiver);
    },

    /**
     * The people the caller is in a care relationship with now, by name: a doctor's patients (those matching `q`,
     * at most 50), a patient's doctor and consented caregivers, a caregiver's patients with an active consent.
     */
    async contacts(caller: Caller, q?: string): Promise<CarePerson[]> {
      const roles = rolesOf(caller);
      const found: CarePerson[] = [];
      const person = (row: { subject: string; nome: string; cognome: string }, ruolo: CareRole) =>
        found.push({ subject: row.subject, nome: row.nome, cognome: row.cognome, ruolo });
      const medico = roles.has('medico') ? await medicoOf(caller.userId) : undefined;
      if (medico) {
        const { rows } = await repo.patientsPage({ doctor: medico.id, q, offset: 0, limit: MAX_CONTACTS });
        for (const row of rows) person(row, 'paziente');
      }
      const paziente = roles.has('paziente') ? await pazienteOf(caller.userId) : undefined;
      if (paziente) {
        const doctor = await repo.findMedico(paziente.medicoId);
        if (doctor) person(doctor, 'medico');
        for (const { consent, person: carer } of await repo.caregiversOf(paziente.id)) {
          if (consent.revocatoIl === null) person(carer, 'caregiver');
        }
      }
      const caregiver = roles.has('caregiver') ? await caregiverOf(caller.userId) : undefined;
      if (caregiver) {
        for (const row of await repo.assistiti(caregiver.id)) person(row, 'paziente');
      }
      const text = q?.toLocaleLowerCase('it');
      const named = (p: CarePerson) =>
        [`${p.nome} ${p.cognome}`, `${p.cognome} ${p.nome}`].some((name) =>
          name.toLocaleLowerCase('it').includes(text ?? ''),
        );
      const matching = text ? found.filter(named) : found;
      const unique = new Map(matching.filter((p) => p.subject !== caller.userId).map((p) => [p.subject, p]));
      return [...unique.values()].slice(0, MAX_CONTACTS);
    },

    /**
     * What `other` is to the caller if a care relationship joins them now (undefined: none, or no longer): the
     * caller's patient, their doctor, a caregiver of theirs with an active consent, or a patient whose consent
     * the caller holds.
     */
    async relation(caller: Caller, other: string): Promise<CarePerson | undefined> {
      if (other === caller.userId) return undefined;
      const roles = rolesOf(caller);
      const as = (row: { subject: string; nome: string; cognome: string }, ruolo: CareRole): CarePerson => ({
        subject: row.subject,
        nome: row.nome,
        cognome: row.cognome,
        ruolo,
      });
      const [medico, paziente, caregiver] = await Promise.all([
        roles.has('medico') ? medicoOf(caller.userId) : undefined,
        roles.has('paziente') ? pazienteOf(caller.userId) : undefined,
        roles.has('caregiver') ? caregiverOf(caller.userId) : undefined,
      ]);
      if (medico || caregiver) {
        const patient = await pazienteOf(other);
        if (patient && medico && patient.medicoId === medico.id) return as(patient, 'paziente');
        if (patient && caregiver && (await activeConsent(patient.id, caregiver.id))) {
          return as(patient, 'paziente');
        }
      }
      if (paziente) {
        const doctor = await medicoOf(other);
        if (doctor && doctor.id === paziente.medicoId) return as(doctor, 'medico');
        const carer = await caregiverOf(other);
        if (carer && (await activeConsent(paziente.id, carer.id))) return as(carer, 'caregiver');
      }
      return undefined;
    },
  };
}

export type StrokeRelationships = ReturnType<typeof createStrokeRelationships>;
