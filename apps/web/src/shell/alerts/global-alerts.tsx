import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type AlertStore, alertStore, useGlobalAlerts } from './alert.store.ts';

function statusText(status: number | null, t: TFunction): string | null {
  if (status === null) return null;
  if (status === 0) return t('alerts.noAnswer');
  return t('alerts.httpStatus', { status });
}

/**
 * The global alert of SPEC.md §8: the message and, for a failed call, its HTTP status. Bootstrap Italia's
 * alert markup is written out because the kit's Alert animates through a deprecated React API.
 */
export function GlobalAlerts({ store = alertStore }: { store?: AlertStore }) {
  const { t } = useTranslation();
  const alerts = useGlobalAlerts(store);
  if (alerts.length === 0) return null;
  return (
    <section className="halo-global-alerts container-xxl" aria-label={t('alerts.region')}>
      {alerts.map((alert) => {
        const status = statusText(alert.status, t);
        return (
          <div key={alert.id} className={`alert alert-${alert.kind} alert-dismissible`} role="alert">
            <span className="halo-alert-message">{alert.message}</span>
            {status ? <span className="halo-alert-status d-block small">{status}</span> : null}
            <button
              type="button"
              className="btn-close"
              aria-label={t('alerts.close')}
              onClick={() => store.dismiss(alert.id)}
            />
          </div>
        );
      })}
    </section>
  );
}
