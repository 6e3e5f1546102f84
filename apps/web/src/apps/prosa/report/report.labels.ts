import { statiCampagna } from '@halo/contract/prosa/campagne';
import { statiProgetto } from '@halo/contract/prosa/progetti';
import { statiRichiesta } from '@halo/contract/prosa/richieste';
import { useCampagnaLabels } from '../campagne/campagne.labels.tsx';
import { useProgettoLabels } from '../progetti/progetti.labels.tsx';
import { useRichiestaLabels } from '../richieste/richieste.labels.tsx';
import type { CodeLabels } from './report-data.ts';

/** The workflows' states in their order, as the charts and files list them. */
export const projectStates = statiProgetto.map((s) => s.codice);
export const requestStateCodes = statiRichiesta.map((s) => s.codice);

/** A code of a list, narrowed; a code the list does not know (a newer server) is written as it comes. */
function known<T extends string>(list: readonly { codice: T }[], label: (code: T) => string) {
  return (code: string) => {
    const found = list.find((item) => item.codice === code);
    return found ? label(found.codice) : code;
  };
}

/** The words of the code lists the reports count, in the reader's language: those the other screens use. */
export function useCodeLabels(): CodeLabels {
  const progetto = useProgettoLabels();
  const campagna = useCampagnaLabels();
  const richiesta = useRichiestaLabels();
  return {
    statoProgetto: known(statiProgetto, progetto.stato),
    destinatario: progetto.destinatario,
    setting: progetto.setting,
    statoCampagna: known(statiCampagna, campagna.stato),
    statoRichiesta: known(statiRichiesta, richiesta.stato),
  };
}
