import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';

/** Screen 'rapporto' of the health-environment application (being built: issue 17). */
export function HealthenvRapporto() {
  const { t } = useTranslation('healthenv');
  useDocumentTitle(t('rapporto.title'));
  return (
    <section className="container-xxl py-4">
      <h1>{t('rapporto.title')}</h1>
    </section>
  );
}
