import { Spinner } from 'design-react-kit';
import {
  LOADING_TEXT,
  type LoadingOverlay as LoadingOverlayStore,
  loadingOverlay,
  useLoadingOverlayVisible,
} from './loading-overlay.store.ts';

export function LoadingOverlay({ overlay = loadingOverlay }: { overlay?: LoadingOverlayStore }) {
  const visible = useLoadingOverlayVisible(overlay);
  if (!visible) return null;
  return (
    <div className="halo-loading-overlay" role="status" aria-live="polite">
      <div className="halo-loading-box">
        <Spinner active small label="" aria-hidden="true" />
        <span className="halo-loading-text">{LOADING_TEXT}</span>
      </div>
    </div>
  );
}
