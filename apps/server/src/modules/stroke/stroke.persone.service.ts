import type { Page } from '@halo/contract';
import type { Accesso, ProfiloStroke } from '@halo/contract/stroke';
import type { Db } from '../../db/database.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { IdentityAdmin } from '../authorization/identity/identity.port.ts';
import { createAccounts } from './stroke.accounts.ts';
import { createCaregiversService } from './stroke.caregivers.service.ts';
import type { InvitiService } from './stroke.inviti.service.ts';
import { createMediciService } from './stroke.medici.service.ts';
import { createPazientiService } from './stroke.pazienti.service.ts';
import { createPersoneRepository } from './stroke.persone.repository.ts';
import { PATIENT_ENTITY, type StrokeScope, type StrokeViewer } from './stroke.scope.ts';

export interface PersoneDeps {
  db: Db;
  /** Reads kept until their tables change on any replica (docs/adr/0032); absent, every read is made. */
  cache?: ReadCache;
  audit: AuditLog;
  identity: IdentityAdmin;
  scope: StrokeScope;
  inviti: InvitiService;
  clock?: () => Date;
}

/**
 * Doctors, patients and caregivers of the stroke service, and their invitations (docs/adr/0023): each kind of
 * person has its service (stroke.medici/pazienti/caregivers.service.ts); this one joins them with what concerns
 * all of them, the caller's profile and a patient's access log. Accounts are made through the identity port,
 * disabled until the invitation is confirmed; every read of a patient is recorded.
 */
export function createPersoneService(deps: PersoneDeps) {
  const { scope } = deps;
  const repo = createPersoneRepository(deps.db);
  const parts = {
    ...deps,
    repo,
    now: deps.clock ?? (() => new Date()),
    accounts: createAccounts(deps),
  };
  const medici = createMediciService(parts);
  const pazienti = createPazientiService(parts);
  const caregivers = createCaregiversService(parts);

  return {
    ...medici,
    ...pazienti,
    ...caregivers,

    /** GET /api/stroke/profilo: who the caller is here; an opened invitation of theirs is now accepted. */
    async profilo(who: StrokeViewer): Promise<ProfiloStroke> {
      await deps.inviti.accept([
        ...(who.medico ? [{ tipo: 'medico' as const, medicoId: who.medico.id }] : []),
        ...(who.paziente ? [{ tipo: 'paziente' as const, pazienteId: who.paziente.id }] : []),
        ...(who.caregiver ? [{ tipo: 'caregiver' as const, caregiverId: who.caregiver.id }] : []),
      ]);
      const assistiti = who.caregiver ? await repo.assistiti(who.caregiver.id) : [];
      return {
        ruoli: [...who.roles],
        medico: who.medico ? await medici.medicoView(who.medico, who) : null,
        paziente: who.paziente ? await pazienti.pazienteView(who.paziente, who, false) : null,
        caregiver: who.caregiver
          ? { id: who.caregiver.id, nome: who.caregiver.nome, cognome: who.caregiver.cognome }
          : null,
        assistiti: await pazienti.pazientiViews(assistiti, who, false),
      };
    },

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

export type PersoneService = ReturnType<typeof createPersoneService>;
