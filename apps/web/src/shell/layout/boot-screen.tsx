import { Spinner } from 'design-react-kit';
import { useTranslation } from 'react-i18next';

/** Shown before the first route table exists (configuration, session and routes on their way). */
export function BootScreen() {
  const { t } = useTranslation();
  return (
    <main id="main-content" className="halo-boot" role="status" data-halo-pending="">
      <Spinner active label="" aria-hidden="true" />
      <span className="ms-3">{t('loading.overlay')}</span>
    </main>
  );
}
