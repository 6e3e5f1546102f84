import type { Page } from '@halo/contract';
import type { Accesso } from '@halo/contract/stroke/accessi';
import type { AuditLog } from '../../audit/audit.service.ts';
import type { PersoneRepository } from '../stroke.persone.repository.ts';
import { PATIENT_ENTITY, type StrokeScope, type StrokeViewer } from '../stroke.scope.ts';

/** A patient's access log, read from the audit log that every read and change of the patient writes. */
export function createAccessiService(deps: { scope: StrokeScope; audit: AuditLog; repo: PersoneRepository }) {
  const { scope, repo } = deps;
  return {
    /** GET /api/stroke/paziente/{id}/accessi: who read or changed the patient's data (the patient's own reads aside). */
    async accessi(
      who: StrokeViewer,
      id: number,
      query: { page: number; size: number; sort?: string },
    ): Promise<Page<Accesso>> {
      const { patient } = await scope.patient(who, id, 'scheda', {
        roles: ['paziente', 'medico'],
        audit: false,
      });
      const page = await deps.audit.list({
        entity: PATIENT_ENTITY,
        entityId: String(patient.id),
        page: query.page,
        size: query.size,
        sort: query.sort ?? '-at',
      });
      const subjects = [
        ...new Set(page.items.map((item) => item.actorId).filter((s): s is string => Boolean(s))),
      ];
      const names = new Map<string, string>();
      if (subjects.length > 0) {
        for (const person of await repo.namesOf(subjects)) names.set(person.s, `${person.n} ${person.c}`);
      }
      return {
        items: page.items.map((item) => ({
          at: item.at,
          chi: (item.actorId && names.get(item.actorId)) || item.actorUsername || 'sistema',
          ruolo: item.details.ruolo as Accesso['ruolo'],
          azione: item.action === 'read' ? 'lettura' : 'modifica',
          // One read row lists the parts read within its minute (docs/adr/0029); a change names its part.
          cosa: Array.isArray(item.details.viste)
            ? item.details.viste.map(String).join(', ')
            : String(item.details.cosa ?? ''),
        })),
        total: page.total,
        page: page.page,
        size: page.size,
      };
    },
  };
}

export type AccessiService = ReturnType<typeof createAccessiService>;
