import { Button, Icon } from 'design-react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { esportaFhir } from './dispositivi.queries.ts';

/**
 * «Esporta FHIR»: the patient in FHIR R4 (`GET /api/stroke/paziente/{id}/fhir`, a Bundle of Patient, RelatedPerson,
 * Device, Observation and RiskAssessment) saved as `paziente-<id>-fhir.json`, for another health service. For the
 * doctor and the patient; the server records the export among the reads of the data.
 */
export function EsportaFhir({ pazienteId }: { pazienteId: number }) {
  const { t } = useTranslation('stroke');
  const [state, setState] = useState<{ busy: boolean; saved: string | null }>({ busy: false, saved: null });
  const run = async () => {
    setState({ busy: true, saved: null });
    const fileName = await esportaFhir(pazienteId);
    setState({ busy: false, saved: fileName });
  };
  return (
    <div className="mb-4">
      <p className="small mb-2">{t('devices.fhir.lead')}</p>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Button
          color="primary"
          outline
          size="sm"
          type="button"
          disabled={state.busy}
          onClick={() => void run()}
        >
          <Icon icon="it-download" size="sm" color="primary" aria-hidden="true" className="me-1" />
          {state.busy ? t('devices.fhir.busy') : t('devices.fhir.export')}
        </Button>
        <p className="mb-0 small" role="status">
          {state.saved ? t('devices.fhir.saved', { file: state.saved }) : null}
        </p>
      </div>
    </div>
  );
}
