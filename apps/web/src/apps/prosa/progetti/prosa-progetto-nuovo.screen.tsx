import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../../lib/ui/page.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { progettiPaths, useBackToList, useProgettiViewer } from './progetti.labels.tsx';
import { ProgettoForm } from './progetto-form.tsx';

/**
 * Nuovo progetto (`/prosa/progetti/nuovo`, SPEC.md §7 `POST /api/prosa/progetti/add`): staff whose `progetti`
 * feature is on write a project, which starts as a draft of their authority; once created, its page opens.
 */
export function ProsaProgettoNuovo() {
  const { t } = useTranslation('prosaAttivita');
  const viewer = useProgettiViewer();
  const navigate = useNavigate();
  const back = useBackToList();
  const breadcrumbs = [{ label: t('projects.title'), to: back }, { label: t('projects.form.newTitle') }];
  if (viewer.loading) {
    return (
      <Page title={t('projects.form.newTitle')} breadcrumbs={breadcrumbs}>
        <LoadingState />
      </Page>
    );
  }
  if (!viewer.writes) {
    return (
      <Page title={t('projects.form.newTitle')} breadcrumbs={breadcrumbs}>
        <p>{t('projects.form.notStaff')}</p>
        <p>
          <Link to={back}>{t('projects.detail.back')}</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={t('projects.form.newTitle')} lead={t('projects.form.newLead')} breadcrumbs={breadcrumbs}>
      <ProgettoForm
        onCancel={() => navigate(back)}
        onSaved={(saved) => {
          notifySuccess(t('projects.form.created', { title: saved.titolo }));
          navigate(progettiPaths.progetto(saved.id));
        }}
      />
    </Page>
  );
}
