import { Spinner } from 'design-react-kit';
import { useTranslation } from 'react-i18next';

/** Placeholder while a screen's chunk loads; `data-halo-pending`: not a page yet (shell/prerendered.ts). */
export function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className="container-xxl py-5 d-flex justify-content-center" role="status" data-halo-pending="">
      <Spinner active label={t('loading.page')} />
    </div>
  );
}
