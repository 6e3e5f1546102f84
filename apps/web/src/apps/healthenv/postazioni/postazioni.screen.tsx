import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';

/** Screen 'postazioni' of the health-environment application (being built: issue 17). */
export function HealthenvPostazioni() {
  const { t } = useTranslation('healthenv');
  useDocumentTitle(t('postazioni.title'));
  return (
    <section className="container-xxl py-4">
      <h1>{t('postazioni.title')}</h1>
    </section>
  );
}
