import { Spinner } from 'design-react-kit';
import { useTranslation } from 'react-i18next';
import {
  type LoadingOverlay as LoadingOverlayStore,
  loadingOverlay,
  useLoadingOverlayVisible,
} from './loading-overlay.store.ts';

/**
 * SPEC.md §2's 'Caricamento in corso...' during a request, hidden 1 s after the last one ends: a status in a corner
 * of the window that never takes the pointer, so what is already on screen stays usable (docs/adr/0031). The live
 * region is always there, so that assistive technologies announce the text when it appears.
 */
export function LoadingOverlay({ overlay = loadingOverlay }: { overlay?: LoadingOverlayStore }) {
  const { t } = useTranslation();
  const visible = useLoadingOverlayVisible(overlay);
  return (
    <div className="halo-loading-status" role="status" aria-live="polite">
      {visible ? (
        <div className="halo-loading-box">
          <Spinner active small label="" aria-hidden="true" />
          <span className="halo-loading-text">{t('loading.overlay')}</span>
        </div>
      ) : null}
    </div>
  );
}
