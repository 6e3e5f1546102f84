import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';

/** Screen 'allerte' of the health-environment application (being built: issue 17). */
export function HealthenvAllerte() {
  const { t } = useTranslation('healthenv');
  useDocumentTitle(t('allerte.title'));
  return (
    <section className="container-xxl py-4">
      <h1>{t('allerte.title')}</h1>
    </section>
  );
}
