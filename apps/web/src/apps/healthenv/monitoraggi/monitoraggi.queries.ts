import { healthenvMonitoraggiRoutes } from '@halo/contract/healthenv/monitoraggi';
import { i18n } from '../../../i18n/i18n.ts';
import { useRouteMutation } from '../../../lib/route-mutation.ts';
import { HEALTHENV } from '../postazioni/postazioni.queries.ts';

/**
 * One value of a sensor, written by hand (issue 17). A new value moves the map, a station's series, the alerts
 * and the report: whatever of the application is on screen is read again.
 */
export function useAggiungiMonitoraggio() {
  return useRouteMutation(healthenvMonitoraggiRoutes.aggiungiMonitoraggio, {
    invalidates: [HEALTHENV],
    fallback: () => i18n.t('healthenv:monitoraggi.errors.save'),
  });
}
