import { type InvitoStato, invitoStati } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { StateBadge } from '../../../lib/ui/states.tsx';

/** Bootstrap Italia's accessible colours; the state is always written, never told by colour alone. */
const BADGES: Readonly<Record<InvitoStato, string>> = {
  inviato: 'bg-primary',
  aperto: 'bg-warning',
  accettato: 'bg-success',
  scaduto: 'bg-danger',
  revocato: 'bg-secondary',
};

export function InvitoStatoBadge({ stato }: { stato: InvitoStato }) {
  const { t } = useTranslation('stroke');
  return (
    <StateBadge tone={BADGES[stato]} label={t('invitations.stateLabel')}>
      {t(`invitations.states.${stato}`)}
    </StateBadge>
  );
}

/** What each state means, in words, under a list of invitations. */
export function InvitoStatiLegend() {
  const { t } = useTranslation('stroke');
  return (
    <details className="small mt-3">
      <summary>{t('invitations.legendTitle')}</summary>
      <dl className="mt-2 mb-0">
        {invitoStati.map((stato) => (
          <div key={stato} className="mb-1">
            <dt className="d-inline me-1">{t(`invitations.states.${stato}`)}:</dt>
            <dd className="d-inline mb-0">{t(`invitations.legend.${stato}`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
