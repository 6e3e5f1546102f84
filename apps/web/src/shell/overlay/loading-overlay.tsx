import { Spinner } from 'design-react-kit';
import { useTranslation } from 'react-i18next';
import {
  type LoadingOverlay as LoadingOverlayStore,
  loadingOverlay,
  useLoadingOverlayVisible,
} from './loading-overlay.store.ts';

export function LoadingOverlay({ overlay = loadingOverlay }: { overlay?: LoadingOverlayStore }) {
  const { t } = useTranslation();
  const visible = useLoadingOverlayVisible(overlay);
  if (!visible) return null;
  return (
    <div className="halo-loading-overlay" role="status" aria-live="polite">
      <div className="halo-loading-box">
        <Spinner active small label="" aria-hidden="true" />
        <span className="halo-loading-text">{t('loading.overlay')}</span>
      </div>
    </div>
  );
}
