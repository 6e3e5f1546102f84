import { prosaRoles } from '@halo/contract/prosa';
import type { Suggerimento } from '@halo/contract/prosa/suggerimenti';
import { useTranslation } from 'react-i18next';
import { StateBadge } from '../../../lib/ui/states.tsx';
import { useProsaProfile } from '../account/prosa-profile.tsx';

/**
 * Who reads the suggestions (docs/adr/0019): an organisation or a citizen proposes them and reads their own and the
 * publicly answered ones; staff (operators, managers, the portal's administrator) answer those of their scope. The
 * server decides anyway: each suggestion says whether the reader may answer it (`rispondibile`).
 */
export function useSuggerimentiReader(): { proposer: boolean } {
  const { role } = useProsaProfile();
  return { proposer: role === prosaRoles.ente || role === prosaRoles.cittadino };
}

/** Bootstrap Italia's accessible colours; the state is always written, never told by colour alone. */
const BADGES: Readonly<Record<Suggerimento['stato'], string>> = {
  inviato: 'bg-warning text-dark',
  risposto: 'bg-success',
};

export function StatoBadge({ stato }: { stato: Suggerimento['stato'] }) {
  const { t } = useTranslation('prosaAttivita');
  return (
    <StateBadge tone={BADGES[stato]} label={t('suggestions.stateLabel')}>
      {t(`suggestions.stati.${stato}`)}
    </StateBadge>
  );
}
