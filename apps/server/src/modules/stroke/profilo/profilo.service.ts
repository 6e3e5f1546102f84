import type { ProfiloStroke } from '@halo/contract/stroke/profilo';
import type { InvitiService } from '../inviti/inviti.service.ts';
import type { MediciService } from '../medici/medici.service.ts';
import type { PazientiService } from '../pazienti/pazienti.service.ts';
import type { PersoneRepository } from '../stroke.persone.repository.ts';
import type { StrokeViewer } from '../stroke.scope.ts';

/** Who the caller is in the service: their doctor's or patient's card, and a caregiver's assisted patients. */
export function createProfiloService(deps: {
  repo: PersoneRepository;
  inviti: InvitiService;
  medici: MediciService;
  pazienti: PazientiService;
}) {
  const { repo, medici, pazienti } = deps;
  return {
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
  };
}

export type ProfiloService = ReturnType<typeof createProfiloService>;
