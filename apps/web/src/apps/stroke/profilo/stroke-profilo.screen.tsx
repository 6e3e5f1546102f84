import type { Paziente } from '@halo/contract/stroke/pazienti';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../../lib/ui/facts.tsx';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { AccessLog } from '../accessi/access-log.tsx';
import { CaregiversSection } from '../caregivers/caregivers-section.tsx';
import { DispositiviSection } from '../dispositivi/dispositivi-section.tsx';
import { fullName } from '../pazienti/pazienti.labels.tsx';
import { useProfiloLabels } from './profilo.labels.ts';
import { useFattori } from './profilo.queries.ts';
import { ProfiloGate } from './profilo-gate.tsx';
import { ScoreSummary } from './score-summary.tsx';

/**
 * Il mio profilo (/stroke/profilo, the patient, issue 16): their details as the doctor recorded them (read-only),
 * their latest scores in plain words, the caregivers they gave consent to (invite, revoke, send an invitation
 * again) and «Chi ha letto i miei dati», the log of every read and change of their data.
 */
export function StrokeProfilo() {
  const { t } = useTranslation('stroke');
  const title = t('profile.title');
  return (
    <ProfiloGate title={title}>
      {(profilo) =>
        profilo.paziente ? (
          <PatientProfile paziente={profilo.paziente} />
        ) : (
          <Page title={title}>
            <p>{t('profile.patientsOnly')}</p>
          </Page>
        )
      }
    </ProfiloGate>
  );
}

function PatientProfile({ paziente }: { paziente: Paziente }) {
  const { t } = useTranslation('stroke');
  const labels = useProfiloLabels();
  const fattori = useFattori(paziente.id);
  let scores = <LoadingState />;
  if (fattori.data === null) scores = <p>{t('profile.scores.unavailable')}</p>;
  else if (fattori.data) scores = <ScoreSummary fattori={fattori.data} sesso={paziente.sesso} />;
  return (
    <Page title={t('profile.title')} lead={t('profile.lead')}>
      <PageSection title={t('profile.data.title')}>
        <Facts
          items={[
            [t('profile.data.name'), fullName(paziente)],
            [t('profile.data.codiceFiscale'), paziente.codiceFiscale],
            [t('profile.data.birthDate'), labels.day(paziente.dataNascita)],
            [t('profile.data.age'), labels.age(paziente.eta)],
            [t('profile.data.sex'), labels.sex(paziente.sesso)],
            [t('profile.data.email'), paziente.email],
            [t('profile.data.phone'), paziente.telefono],
            [t('profile.data.doctor'), fullName(paziente.medico)],
          ]}
        />
        <p className="small">{t('profile.data.readOnly')}</p>
      </PageSection>
      <PageSection title={t('profile.scores.title')}>{scores}</PageSection>
      <CaregiversSection pazienteId={paziente.id} />
      <DispositiviSection pazienteId={paziente.id} manage editThresholds={false} exportable own />
      <AccessLog pazienteId={paziente.id} />
    </Page>
  );
}
