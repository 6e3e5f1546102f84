import { useSyncExternalStore } from 'react';

export type AlertKind = 'danger' | 'warning' | 'info' | 'success';

export interface GlobalAlert {
  id: number;
  kind: AlertKind;
  message: string;
  /** HTTP status of the failed call (0 when no answer came back), null when the alert is not about a call. */
  status: number | null;
  /**
   * What the alert belongs to, when it is about a context rather than a call (the application whose routing raised
   * it): leaving that context dismisses it with `clearScope`. Absent, the alert stays until closed.
   */
  scope?: string;
}

export interface AlertStore {
  raise(alert: Omit<GlobalAlert, 'id'>): number;
  dismiss(id: number): void;
  clear(): void;
  /** Dismisses the alerts raised for `scope`. */
  clearScope(scope: string): void;
  list(): readonly GlobalAlert[];
  subscribe(listener: () => void): () => void;
}

// Screens that fail several calls at once must not bury the page under alerts.
const MAX_ALERTS = 4;

export function createAlertStore(): AlertStore {
  let alerts: readonly GlobalAlert[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    raise(alert) {
      // The same failure repeated (a list refetched, a retry) stays one alert.
      const same = alerts.find(
        (a) =>
          a.message === alert.message &&
          a.status === alert.status &&
          a.kind === alert.kind &&
          a.scope === alert.scope,
      );
      if (same) return same.id;
      const id = nextId++;
      alerts = [...alerts, { ...alert, id }].slice(-MAX_ALERTS);
      emit();
      return id;
    },
    dismiss(id) {
      const next = alerts.filter((a) => a.id !== id);
      if (next.length === alerts.length) return;
      alerts = next;
      emit();
    },
    clear() {
      if (alerts.length === 0) return;
      alerts = [];
      emit();
    },
    clearScope(scope) {
      const next = alerts.filter((a) => a.scope !== scope);
      if (next.length === alerts.length) return;
      alerts = next;
      emit();
    },
    list: () => alerts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one global alert area of SPEC.md §8. */
export const alertStore = createAlertStore();

export function raiseAlert(
  message: string,
  options: { kind?: AlertKind; status?: number | null; scope?: string } = {},
): number {
  const { kind = 'danger', status = null, scope } = options;
  return alertStore.raise({ message, kind, status, scope });
}

export function useGlobalAlerts(store: AlertStore = alertStore): readonly GlobalAlert[] {
  return useSyncExternalStore(store.subscribe, store.list, store.list);
}

// Only one success message at a time: the newest replaces the previous one instead of piling up.
let lastSuccess: number | null = null;

/** Every write that worked ends with its success message (SPEC.md §8) in the global alert area. */
export function notifySuccess(message: string): void {
  if (lastSuccess !== null) alertStore.dismiss(lastSuccess);
  lastSuccess = raiseAlert(message, { kind: 'success' });
}
