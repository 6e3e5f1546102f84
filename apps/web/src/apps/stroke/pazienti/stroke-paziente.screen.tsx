import type { Paziente } from '@halo/contract/stroke/pazienti';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { Crumb } from '../../../lib/ui/breadcrumbs.tsx';
import { positiveId } from '../../../lib/ui/list-params.ts';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { AccessiPaziente } from '../accessi/accessi-paziente.tsx';
import { CaregiverPaziente } from '../caregivers/caregiver-paziente.tsx';
import { DispositiviSection } from '../dispositivi/dispositivi-section.tsx';
import { FattoriCliniciSection } from '../fattori/fattori-clinici.tsx';
import { FattoriRischioSection } from '../fattori/fattori-rischio.tsx';
import { PunteggiPaziente } from '../fattori/punteggi.tsx';
import { StoricoPunteggi } from '../fattori/storico.tsx';
import { ScoreSummary } from '../profilo/score-summary.tsx';
import { useStrokeViewer } from '../stroke.access.ts';
import { AnagraficaSection } from './anagrafica.tsx';
import { ConsentRevoked, PatientDataState } from './patient-data-state.tsx';
import { formatGiorno, fullName, pazientiPaths, useBackToPazienti } from './pazienti.labels.tsx';
import { useFattori, usePaziente } from './pazienti.queries.ts';

/**
 * Scheda paziente (issue 16): `/stroke/pazienti/:id` for the patient's doctor and the admin, `/stroke/assistiti/:id`
 * for a caregiver, who reads through `GET /api/stroke/caregiver/paziente/{id}` and is refused (403) as soon as the
 * patient revokes the consent. The personal data, the latest scores with what they mean, the stroke events and the
 * risk factors, the histories of the scores, and for the doctor and the admin the caregivers; the doctor also reads
 * who accessed the data. The scores: the clinician's reading (rates and sources) for the doctor and the admin, the
 * patient's own plain words («Il mio profilo») for a caregiver. Only the doctor and the admin edit; every read is recorded by the server.
 */
export function StrokePaziente() {
  const { t } = useTranslation('stroke');
  const { id } = useParams();
  const { pathname } = useLocation();
  const numericId = positiveId(id) ?? null;
  // The caregivers' route reads through the consent; the manifest opens it to caregivers only.
  const asCaregiver = pathname.startsWith(`${pazientiPaths.assistiti}/`);
  const backToList = useBackToPazienti();
  const back: Crumb = asCaregiver
    ? { label: t('patient.assistedCrumb'), to: pazientiPaths.assistiti }
    : { label: t('patients.title'), to: backToList };
  const paziente = usePaziente(numericId, asCaregiver);
  const answer = paziente.data;

  if (answer?.kind === 'found') {
    return (
      <PazientePage
        paziente={answer.data}
        asCaregiver={asCaregiver}
        back={back}
        onReload={() => paziente.refetch()}
      />
    );
  }
  const missing = numericId === null || answer?.kind === 'notFound';
  if (!missing && paziente.isPending) {
    return (
      <Page title={t('patient.title')}>
        <LoadingState />
      </Page>
    );
  }
  const title = missing ? t('patient.notFound') : t('patient.title');
  let why = <p>{t('patient.failed')}</p>;
  if (missing) why = <p>{asCaregiver ? t('patient.notFoundCaregiver') : t('patient.notFoundText')}</p>;
  else if (answer?.kind === 'revoked') why = <ConsentRevoked />;
  return (
    <Page title={title} breadcrumbs={[back, { label: title }]}>
      {why}
      <p>
        <Link to={back.to ?? pazientiPaths.list}>{t('patient.back', { to: back.label })}</Link>
      </p>
    </Page>
  );
}

function PazientePage({
  paziente,
  asCaregiver,
  back,
  onReload,
}: {
  paziente: Paziente;
  asCaregiver: boolean;
  back: Crumb;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation('stroke');
  const viewer = useStrokeViewer();
  const writes = !asCaregiver && viewer.writes;
  const fattori = useFattori(paziente.id);
  const name = fullName(paziente);
  const frame = (children: ReactNode) => (
    <Page
      title={name}
      lead={t('patient.lead', {
        born: t(`patient.born.${paziente.sesso}`, { date: formatGiorno(paziente.dataNascita) }),
        count: paziente.eta,
        medico: fullName(paziente.medico),
      })}
      breadcrumbs={[back, { label: name }]}
    >
      {asCaregiver ? <p>{t('patient.caregiverNote')}</p> : null}
      {children}
    </Page>
  );
  // The consent revoked since the card was read: nothing more of the patient is shown.
  if (fattori.data?.kind === 'revoked') return frame(<ConsentRevoked />);
  return frame(
    <>
      <AnagraficaSection
        paziente={paziente}
        writes={writes}
        admin={!asCaregiver && viewer.admin}
        showInvitation={!asCaregiver}
        onReload={onReload}
      />
      {asCaregiver ? (
        <PageSection title={t('profile.scores.title', { context: 'caregiver', name })}>
          <PatientDataState read={fattori}>
            {(data) => <ScoreSummary fattori={data} sesso={paziente.sesso} about={name} />}
          </PatientDataState>
        </PageSection>
      ) : (
        <PunteggiPaziente pazienteId={paziente.id} sesso={paziente.sesso} />
      )}
      <PatientDataState read={fattori}>
        {(data) => (
          <>
            <FattoriCliniciSection
              pazienteId={paziente.id}
              eventi={data.clinici}
              writes={writes}
              onReload={() => fattori.refetch()}
            />
            <FattoriRischioSection
              pazienteId={paziente.id}
              rischio={data.rischio}
              writes={writes}
              onReload={() => fattori.refetch()}
            />
          </>
        )}
      </PatientDataState>
      <StoricoPunteggi pazienteId={paziente.id} />
      <DispositiviSection
        pazienteId={paziente.id}
        manage={writes}
        editThresholds={writes}
        exportable={writes}
      />
      {asCaregiver ? null : <CaregiverPaziente pazienteId={paziente.id} />}
      {!asCaregiver && viewer.readsAccessLog ? <AccessiPaziente pazienteId={paziente.id} /> : null}
    </>,
  );
}
