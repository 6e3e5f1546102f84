import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../../lib/ui/page.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { CampagnaForm } from './campagna-form.tsx';
import { campagnePaths, useBackToList, useCampagneViewer } from './campagne.labels.tsx';

/**
 * Nuova campagna (`/prosa/campagne/nuova`, `POST /api/prosa/campagne/add`): staff whose `campagne` feature is on
 * draft a campaign of their authority (admin-prosa of any joined one); once created, its page opens.
 */
export function ProsaCampagnaNuova() {
  const { t } = useTranslation('prosaAttivita');
  const viewer = useCampagneViewer();
  const navigate = useNavigate();
  const back = useBackToList();
  const breadcrumbs = [{ label: t('campaigns.title'), to: back }, { label: t('campaigns.form.newTitle') }];
  if (viewer.loading) {
    return (
      <Page title={t('campaigns.form.newTitle')} breadcrumbs={breadcrumbs}>
        <LoadingState />
      </Page>
    );
  }
  if (!viewer.writes) {
    return (
      <Page title={t('campaigns.form.newTitle')} breadcrumbs={breadcrumbs}>
        <p>{t('campaigns.form.notStaff')}</p>
        <p>
          <Link to={back}>{t('campaigns.detail.back')}</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={t('campaigns.form.newTitle')} lead={t('campaigns.form.newLead')} breadcrumbs={breadcrumbs}>
      <CampagnaForm
        onCancel={() => navigate(back)}
        onSaved={(saved) => {
          notifySuccess(t('campaigns.form.created', { title: saved.titolo }));
          navigate(campagnePaths.campagna(saved.id));
        }}
      />
    </Page>
  );
}
