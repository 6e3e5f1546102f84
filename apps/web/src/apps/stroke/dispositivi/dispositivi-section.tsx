import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSection } from '../../../lib/ui/page.tsx';
import { useStrokeRoles } from '../stroke.access.ts';
import { misurazioniPath } from './dispositivi.labels.ts';
import { DispositiviPaziente } from './dispositivi-paziente.tsx';
import { EsportaFhir } from './esporta-fhir.tsx';
import { SoglieAllerta } from './soglie-allerta.tsx';

const MISURAZIONI_ROLES = ['medico', 'paziente', 'caregiver'] as const;

/**
 * «Dispositivi e misurazioni», the part of a patient's card (and of the patient's own profile) about the wearables:
 * the way to the measurements' charts, the FHIR export, the devices and the alert thresholds. What each reader may
 * do is the caller's to say: `manage` the devices (the patient, the doctor, the admin), `editThresholds` (the doctor,
 * the admin), `exportable` (the doctor, the admin, the patient).
 */
export function DispositiviSection({
  pazienteId,
  manage,
  editThresholds,
  exportable,
  own = false,
}: {
  pazienteId: number;
  manage: boolean;
  editThresholds: boolean;
  exportable: boolean;
  /** The patient's own profile: the texts speak to them. */
  own?: boolean;
}) {
  const { t } = useTranslation('stroke');
  const roles = useStrokeRoles();
  // The measurements' screen is the doctors', the patients' and the caregivers' (the manifest): not the admin's.
  const reachesCharts = MISURAZIONI_ROLES.some((role) => roles.has(role));
  return (
    <PageSection
      title={own ? t('devices.section.titleOwn') : t('devices.section.title')}
      actions={
        reachesCharts ? (
          <Link className="btn btn-outline-primary btn-sm" to={misurazioniPath(pazienteId)}>
            {own ? t('devices.section.linkOwn') : t('devices.section.link')}
          </Link>
        ) : null
      }
    >
      <p className="small">{own ? t('devices.section.leadOwn') : t('devices.section.lead')}</p>
      {exportable ? <EsportaFhir pazienteId={pazienteId} /> : null}
      <DispositiviPaziente pazienteId={pazienteId} manage={manage} />
      <SoglieAllerta pazienteId={pazienteId} edit={editThresholds} />
    </PageSection>
  );
}
