import { healthenvImportRoutes } from '@halo/contract/healthenv/import';
import { healthenvMonitoraggiRoutes } from '@halo/contract/healthenv/monitoraggi';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page.tsx';
import { ImportaCsv } from '../import/importa-csv.tsx';
import { useHealthenvCrumb } from '../postazione/analisi.labels.ts';
import { useHealthenvAccess } from '../postazioni/postazioni.access.ts';
import { NuovoValore } from './nuovo-valore.tsx';

/**
 * Monitoraggi (issue 17): the ways measurement records come in by hand, for administrators and operators: the
 * bulk import of a CSV, checked before it is written, and a single value of a sensor.
 */
export function HealthenvMonitoraggi() {
  const { t } = useTranslation('healthenv');
  const home = useHealthenvCrumb();
  const { canCall } = useHealthenvAccess();
  const imports = canCall(healthenvImportRoutes.importa);
  const adds = canCall(healthenvMonitoraggiRoutes.aggiungiMonitoraggio);
  return (
    <Page
      title={t('monitoraggi.title')}
      lead={t('monitoraggi.lead')}
      breadcrumbs={[home, { label: t('monitoraggi.title') }]}
    >
      {imports ? <ImportaCsv /> : null}
      {adds ? <NuovoValore /> : null}
      {!imports && !adds ? <p>{t('monitoraggi.notAllowed')}</p> : null}
    </Page>
  );
}
