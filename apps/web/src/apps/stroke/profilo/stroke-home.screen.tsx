import { applicationClients } from '@halo/contract';
import type { Medico } from '@halo/contract/stroke/medici';
import type { Paziente } from '@halo/contract/stroke/pazienti';
import type { ProfiloStroke } from '@halo/contract/stroke/profilo';
import { STROKE_APPLICATION } from '@halo/contract/stroke/scores';
import { Card, CardBody, CardText, CardTitle } from 'design-react-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApplicationTitle } from '../../../lib/application-title.ts';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { AssistitiList } from '../caregivers/assistiti-list.tsx';
import { fullName } from '../pazienti/pazienti.labels.tsx';
import { useProfiloLabels } from './profilo.labels.ts';
import { useFattori } from './profilo.queries.ts';
import { ProfiloGate } from './profilo-gate.tsx';
import { ScoreSummary } from './score-summary.tsx';

/**
 * The stroke service's start page (/stroke, issue 16), from who the person is in it (`GET /api/stroke/profilo`):
 * one part per role they hold — the administrator's doctors and invitations, the doctor's patients and
 * invitations, the patient's doctor and latest scores in plain words, the caregiver's people — or why there is
 * no profile. The links lead to screens the route table gives those roles.
 */
export function StrokeHome() {
  const titleOf = useApplicationTitle();
  const title =
    titleOf({ nome: applicationClients.stroke, clientId: STROKE_APPLICATION }) ?? applicationClients.stroke;
  return <ProfiloGate title={title}>{(profilo) => <Home title={title} profilo={profilo} />}</ProfiloGate>;
}

function Home({ title, profilo }: { title: string; profilo: ProfiloStroke }) {
  const { t } = useTranslation('stroke');
  const labels = useProfiloLabels();
  const has = (role: ProfiloStroke['ruoli'][number]) => profilo.ruoli.includes(role);
  return (
    <Page title={title} lead={t('home.lead')}>
      <p className="mb-4">{t('home.yourRoles', { roles: labels.roles(profilo.ruoli) })}</p>
      {has('admin') ? <AdminPart /> : null}
      {has('medico') ? <DoctorPart medico={profilo.medico} /> : null}
      {has('paziente') ? <PatientPart paziente={profilo.paziente} /> : null}
      {has('caregiver') ? <CaregiverPart assistiti={profilo.assistiti} /> : null}
    </Page>
  );
}

/** The screens a role goes to from here, each with its texts under `home.<key>`. */
const DESTINATIONS = {
  admin: [
    ['/stroke/medici', 'admin.doctors'],
    ['/stroke/inviti', 'admin.invitations'],
    ['/stroke/pazienti', 'admin.patients'],
  ],
  doctor: [
    ['/stroke/pazienti', 'doctor.patients'],
    ['/stroke/inviti', 'doctor.invitations'],
  ],
} as const;

/** Where a role goes from here: a card for each screen, its purpose and the link to it. */
function Destinations({ of }: { of: keyof typeof DESTINATIONS }) {
  const { t } = useTranslation('stroke');
  return (
    <div className="row g-4">
      {DESTINATIONS[of].map(([to, key]) => (
        <div className="col-12 col-md-6 col-lg-4" key={to}>
          <Card shadow="sm" rounded className="h-100">
            <CardBody className="it-card-body">
              <CardTitle tag="h3" className="h5">
                {t(`home.${key}.title`)}
              </CardTitle>
              <CardText className="it-card-text">{t(`home.${key}.text`)}</CardText>
              <Link className="btn btn-outline-primary btn-sm" to={to}>
                {t(`home.${key}.link`)}
              </Link>
            </CardBody>
          </Card>
        </div>
      ))}
    </div>
  );
}

function AdminPart() {
  const { t } = useTranslation('stroke');
  return (
    <PageSection title={t('home.admin.title')}>
      <Destinations of="admin" />
    </PageSection>
  );
}

function DoctorPart({ medico }: { medico: Medico | null }) {
  const { t } = useTranslation('stroke');
  return (
    <PageSection title={t('home.doctor.title')}>
      {medico ? (
        <>
          <p>
            {medico.pazienti > 0 ? t('home.doctor.count', { count: medico.pazienti }) : t('home.doctor.none')}
          </p>
          <Destinations of="doctor" />
        </>
      ) : (
        <p>{t('home.doctor.missing')}</p>
      )}
    </PageSection>
  );
}

function PatientPart({ paziente }: { paziente: Paziente | null }) {
  const { t } = useTranslation('stroke');
  const fattori = useFattori(paziente?.id ?? null);
  if (!paziente) {
    return (
      <PageSection title={t('home.patient.title')}>
        <p>{t('home.patient.missing')}</p>
      </PageSection>
    );
  }
  let scores = <LoadingState />;
  if (fattori.data === null) scores = <p>{t('profile.scores.unavailable')}</p>;
  else if (fattori.data) scores = <ScoreSummary fattori={fattori.data} sesso={paziente.sesso} compact />;
  return (
    <PageSection title={t('home.patient.title')}>
      <p>{t('home.patient.doctor', { name: fullName(paziente.medico) })}</p>
      <h3 className="h5">{t('home.patient.scores')}</h3>
      {scores}
      <p>{t('home.patient.profile.text')}</p>
      <Link className="btn btn-primary btn-sm" to="/stroke/profilo">
        {t('home.patient.profile.link')}
      </Link>
    </PageSection>
  );
}

function CaregiverPart({ assistiti }: { assistiti: readonly Paziente[] }) {
  const { t } = useTranslation('stroke');
  return (
    <PageSection title={t('home.caregiver.title')}>
      <AssistitiList assistiti={assistiti} empty={t('assisted.empty')} />
      <p className="mt-3 mb-0">
        <Link to="/stroke/assistiti">{t('home.caregiver.list')}</Link>
      </p>
    </PageSection>
  );
}
