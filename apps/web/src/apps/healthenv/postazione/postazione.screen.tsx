import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';

/** Screen 'postazione' of the health-environment application (being built: issue 17). */
export function HealthenvPostazione() {
  const { t } = useTranslation('healthenv');
  useDocumentTitle(t('postazione.title'));
  return (
    <section className="container-xxl py-4">
      <h1>{t('postazione.title')}</h1>
    </section>
  );
}
