import { healthenvSoglieRoutes } from '@halo/contract/healthenv/soglie';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { useOpenedBy } from '../../../lib/ui/use-opened-by.ts';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useHealthenvCrumb } from '../postazione/analisi.labels.ts';
import { useHealthenvAccess } from '../postazioni/postazioni.access.ts';
import { useDateFormats } from '../postazioni/postazioni.labels.tsx';
import { useSoglie } from './soglie.queries.ts';
import { SoglieForm } from './soglie-form.tsx';
import { SoglieView } from './soglie-view.tsx';

/**
 * Soglie (issue 17): the configuration every exceedance, index and alert is computed with: minimum coverage, the
 * limits of Directive 2008/50/EC and of 2030, the EAQI bands, the alert thresholds and the time after which a
 * silent station is flagged. Everyone of the application reads it; only its administrators edit it, the whole of
 * it at once.
 */
export function HealthenvSoglie() {
  const { t } = useTranslation('healthenv');
  const home = useHealthenvCrumb();
  const dates = useDateFormats();
  const soglie = useSoglie();
  const { canCall } = useHealthenvAccess();
  const admin = canCall(healthenvSoglieRoutes.aggiornaSoglieAria);
  const { open: editing, setOpen: setEditing, opener } = useOpenedBy();
  // A reload starts the form over even when the version read is the same.
  const [reloads, setReloads] = useState(0);
  const data = soglie.data;

  return (
    <Page
      title={t('soglie.title')}
      lead={t('soglie.lead')}
      breadcrumbs={[home, { label: t('soglie.title') }]}
      actions={
        admin && data && !editing ? (
          <button ref={opener} type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
            {t('soglie.edit')}
          </button>
        ) : null
      }
    >
      {data === null ? (
        <p>{t('soglie.failed')}</p>
      ) : !data ? (
        <LoadingState />
      ) : (
        <>
          <p className="small">
            {data.aggiornate
              ? t('soglie.aggiornate', { date: dates.moment(data.aggiornate) })
              : t('soglie.predefinite')}
            {admin ? null : ` ${t('soglie.readOnly')}`}
          </p>
          {editing ? (
            <SoglieForm
              key={`${data.version}:${reloads}`}
              soglie={data}
              onCancel={() => setEditing(false)}
              onReload={async () => {
                await soglie.refetch();
                setReloads((n) => n + 1);
              }}
              onSaved={() => {
                setEditing(false);
                notifySuccess(t('soglie.saved'));
              }}
            />
          ) : (
            <SoglieView soglie={data} />
          )}
        </>
      )}
    </Page>
  );
}
