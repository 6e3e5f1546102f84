import { NewRecordPage } from '../components/record-gate.tsx';
import { CampagnaForm } from './campagna-form.tsx';
import { campagnePaths, useBackToList, useCampagneViewer } from './campagne.labels.tsx';

/**
 * Nuova campagna (`/prosa/campagne/nuova`, `POST /api/prosa/campagne/add`): staff whose `campagne` feature is on
 * draft a campaign of their authority (admin-prosa of any joined one); once created, its page opens.
 */
export function ProsaCampagnaNuova() {
  return (
    <NewRecordPage
      texts="campaigns"
      viewer={useCampagneViewer()}
      back={useBackToList()}
      recordPath={campagnePaths.campagna}
      form={(done) => <CampagnaForm {...done} />}
    />
  );
}
