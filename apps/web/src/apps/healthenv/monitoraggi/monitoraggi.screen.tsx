import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';

/** Screen 'monitoraggi' of the health-environment application (being built: issue 17). */
export function HealthenvMonitoraggi() {
  const { t } = useTranslation('healthenv');
  useDocumentTitle(t('monitoraggi.title'));
  return (
    <section className="container-xxl py-4">
      <h1>{t('monitoraggi.title')}</h1>
    </section>
  );
}
