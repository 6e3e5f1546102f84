import { useSyncExternalStore } from 'react';

/** SPEC.md §2, §9: the overlay stays up this long after the last request ends. */
export const OVERLAY_HIDE_DELAY_MS = 1000;

export interface LoadingOverlay {
  /** A request started. */
  begin(): void;
  /** A request ended (success or failure). */
  end(): void;
  isVisible(): boolean;
  inFlight(): number;
  subscribe(listener: () => void): () => void;
}

export function createLoadingOverlay(hideDelayMs: number = OVERLAY_HIDE_DELAY_MS): LoadingOverlay {
  let count = 0;
  let visible = false;
  let hideTimer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  const setVisible = (next: boolean) => {
    if (visible === next) return;
    visible = next;
    for (const listener of listeners) listener();
  };
  const cancelHide = () => {
    if (hideTimer !== null) {
      clearTimeout(hideTimer);
      hideTimer = null;
    }
  };
  return {
    begin() {
      count += 1;
      // A request starting during the hide delay keeps the overlay up without flicker.
      cancelHide();
      setVisible(true);
    },
    end() {
      if (count === 0) return;
      count -= 1;
      if (count > 0) return;
      cancelHide();
      hideTimer = setTimeout(() => {
        hideTimer = null;
        if (count === 0) setVisible(false);
      }, hideDelayMs);
    },
    isVisible: () => visible,
    inFlight: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one global overlay, fed by the HTTP client. */
export const loadingOverlay = createLoadingOverlay();

export function useLoadingOverlayVisible(overlay: LoadingOverlay = loadingOverlay): boolean {
  return useSyncExternalStore(overlay.subscribe, overlay.isVisible, overlay.isVisible);
}
