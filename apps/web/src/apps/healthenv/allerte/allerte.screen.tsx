import { healthenvAllerteRoutes } from '@halo/contract/healthenv/allerte';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WriteFailure } from '../../../lib/call-route.ts';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';
import { Check } from '../../../lib/ui/form-fields.tsx';
import { positiveId, useListParams } from '../../../lib/ui/list-params.ts';
import { Loaded } from '../../../lib/ui/loaded.tsx';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { SearchFilters } from '../../../lib/ui/search-screen.tsx';
import { healthenvPaths, useHealthenvCrumb } from '../postazione/analisi.labels.ts';
import { useHealthenvAccess } from '../postazioni/postazioni.access.ts';
import { useAggiornaIscrizione, useAllerte, useIscrizione } from './allerte.queries.ts';
import { AllerteTable } from './allerte-table.tsx';

/**
 * Allerte (issue 17, `GET /api/healthenv/allerte`): the episodes over the information and alert thresholds and
 * the silent stations, most recent first; only those still going on with «Solo le allerte in corso», one
 * station's with `?postazione=<id>` (the station's page links here). Admins and operators also choose whether
 * they receive the alerts by e-mail. The filters live in the address.
 */
export function HealthenvAllerte() {
  const { t } = useTranslation('healthenv');
  const home = useHealthenvCrumb();
  const list = useListParams();
  const inCorso = list.get('inCorso') === 'true';
  const postazioneId = positiveId(list.get('postazione'));
  const allerte = useAllerte({ postazioneId, inCorso });
  const { canCall } = useHealthenvAccess();
  const rows = allerte.data ?? undefined;
  const stationName = rows?.[0]?.postazione;

  return (
    <Page
      title={t('allerte.title')}
      lead={t('allerte.lead')}
      breadcrumbs={[home, { label: t('allerte.title') }]}
    >
      {canCall(healthenvAllerteRoutes.iscrizione) ? <Iscrizione /> : null}
      <SearchFilters label={t('allerte.filters')} className="mb-3">
        <Check
          className="form-check"
          label={t('allerte.inCorso')}
          checked={inCorso}
          onChange={(checked) => list.update({ inCorso: checked ? 'true' : null })}
        />
      </SearchFilters>
      {postazioneId !== undefined ? (
        <p>
          {stationName ? t('allerte.ofStation', { name: stationName }) : t('allerte.ofStationUnknown')}{' '}
          <Link to={healthenvPaths.allerte}>{t('allerte.allStations')}</Link>
        </p>
      ) : null}
      <Loaded result={allerte} missing={t('allerte.failed')}>
        {(all) => (
          <AllerteTable
            caption={t('allerte.caption')}
            allerte={all}
            withStation={postazioneId === undefined}
            empty={inCorso ? t('allerte.emptyInCorso') : t('allerte.empty')}
          />
        )}
      </Loaded>
    </Page>
  );
}

/** «Ricevi le allerte per posta»: a switch that saves at once; a refusal stays beside it. */
function Iscrizione() {
  const { t } = useTranslation('healthenv');
  const iscrizione = useIscrizione(true);
  const aggiorna = useAggiornaIscrizione();
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const id = useId();
  const change = async (iscritto: boolean) => {
    setFailure(null);
    const result = await aggiorna.save(iscritto);
    if (!result.ok) setFailure(result);
  };
  const iscritto = iscrizione.data?.iscritto ?? false;
  return (
    <PageSection title={t('allerte.iscrizione.title')}>
      <Loaded result={iscrizione} missing={t('allerte.iscrizione.failed')}>
        {() => (
          <>
            <div className="form-check">
              <div className="toggles">
                <label htmlFor={id}>
                  {t('allerte.iscrizione.label')}
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    aria-checked={iscritto}
                    checked={iscritto}
                    disabled={aggiorna.pending}
                    aria-describedby={`${id}-state${failure ? ` ${id}-error` : ''}`}
                    onChange={(event) => void change(event.target.checked)}
                  />
                  <span className="lever" />
                </label>
              </div>
            </div>
            <p id={`${id}-state`} className="small mb-2" aria-live="polite">
              {iscritto ? t('allerte.iscrizione.on') : t('allerte.iscrizione.off')}
            </p>
            {failure ? (
              <div id={`${id}-error`}>
                <FailureAlert failure={failure} />
              </div>
            ) : null}
          </>
        )}
      </Loaded>
    </PageSection>
  );
}
