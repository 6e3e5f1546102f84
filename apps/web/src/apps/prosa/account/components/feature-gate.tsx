import type { ProsaFeatures } from '@halo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Page } from '../../../../lib/ui/page.tsx';
import { LoadingState } from '../../../../lib/ui/states.tsx';
import { useOperabilityLabels } from '../labels.ts';
import { useProsaProfile } from '../prosa-profile.tsx';

/**
 * The portal's four features (SPEC.md §6) by the path of the screen that holds each (and its sub-routes), as the manifest seeds them.
 * The menu is the server's, per role: an operator whose profile has the features off still finds the items, and
 * opening one says why it is not for them instead of showing the screen. The server refuses the calls anyway.
 */
const featureOfPath: Record<string, keyof ProsaFeatures> = {
  '/prosa/campagne': 'campagne',
  '/prosa/progetti': 'progetti',
  '/prosa/richieste': 'richieste',
  '/prosa/suggerimenti': 'suggerimenti',
};

export function FeatureGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // A screen's sub-routes (a project's page, a new project) belong to the same feature.
  const feature = featureOfPath[pathname.split('/').slice(0, 3).join('/')];
  const { role, features, loading, failed } = useProsaProfile();
  // Signed out: the shell sends the visitor to sign in; the gate has nothing to say.
  if (!feature || role === null) return children;
  if (loading) {
    return (
      <div className="container-xxl py-4">
        <LoadingState />
      </div>
    );
  }
  // The profile could not be read: the layout says so above; nothing to show under it.
  if (failed) return null;
  if (features[feature]) return children;
  return <FeatureOff feature={feature} />;
}

function FeatureOff({ feature }: { feature: keyof ProsaFeatures }) {
  const { t } = useTranslation('prosaAccount');
  const { profile } = useProsaProfile();
  const labels = useOperabilityLabels();
  const operabilita = profile?.ruolo === 'operatore' || profile?.ruolo === 'responsabile' ? profile : null;
  let reason: string = t('features.reason.other');
  if (operabilita?.ruolo === 'operatore') {
    reason = t('features.reason.operatore', {
      tipologia: labels.tipologia(operabilita.data.operabilita.tipologia),
    });
  } else if (operabilita?.ruolo === 'responsabile') {
    reason = t('features.reason.responsabile', {
      livello: labels.livello(operabilita.data.operabilita.livello),
    });
  }
  return (
    <Page title={t(`features.names.${feature}`)}>
      <div className="alert alert-info" role="status">
        <p className="fw-semibold">{t('features.off', { feature: t(`features.names.${feature}`) })}</p>
        <p className="mb-0">{reason}</p>
      </div>
    </Page>
  );
}
