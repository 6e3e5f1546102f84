import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';

/** Screen 'soglie' of the health-environment application (being built: issue 17). */
export function HealthenvSoglie() {
  const { t } = useTranslation('healthenv');
  useDocumentTitle(t('soglie.title'));
  return (
    <section className="container-xxl py-4">
      <h1>{t('soglie.title')}</h1>
    </section>
  );
}
