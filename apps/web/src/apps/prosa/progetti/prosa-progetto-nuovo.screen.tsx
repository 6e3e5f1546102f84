import { NewRecordPage } from '../components/record-gate.tsx';
import { progettiPaths, useBackToList, useProgettiViewer } from './progetti.labels.tsx';
import { ProgettoForm } from './progetto-form.tsx';

/**
 * Nuovo progetto (`/prosa/progetti/nuovo`, SPEC.md §7 `POST /api/prosa/progetti/add`): staff whose `progetti`
 * feature is on write a project, which starts as a draft of their authority; once created, its page opens.
 */
export function ProsaProgettoNuovo() {
  return (
    <NewRecordPage
      texts="projects"
      viewer={useProgettiViewer()}
      back={useBackToList()}
      recordPath={progettiPaths.progetto}
      form={(done) => <ProgettoForm {...done} />}
    />
  );
}
