import { aslName } from '@halo/contract/asl-name';
import { prosaRoles } from '@halo/contract/prosa';
import type { Richiesta, StatoRichiesta } from '@halo/contract/prosa/richieste';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/ui/list-params.ts';
import { StateBadge } from '../../../lib/ui/states.tsx';
import { useProsaProfile } from '../account/prosa-profile.tsx';
import { useTargetLabels } from '../components/target-labels.ts';

/** A move a request can make: every state but the first, which only sending gives. */
export type Mossa = Exclude<StatoRichiesta, 'inviata'>;

export const isMossa = (stato: StatoRichiesta): stato is Mossa => stato !== 'inviata';

/**
 * Who reads the requests (docs/adr/0018): an organisation or a citizen sends them and follows their own; staff
 * (operators, managers, the portal's administrator) handle those of their scope. The server decides anyway.
 */
export function useRichiesteReader(): { requester: boolean } {
  const { role } = useProsaProfile();
  return { requester: role === prosaRoles.ente || role === prosaRoles.cittadino };
}

/** The code lists' words in the user's language, and a request's period and people as the screens write them. */
export function useRichiestaLabels() {
  const { t } = useTranslation('prosaAttivita');
  const targets = useTargetLabels();
  return {
    stato: (stato: StatoRichiesta) => t(`requests.stati.${stato}`),
    ...targets,
    richiedente: (r: Richiesta['richiedente']) => t(`requests.codes.richiedente.${r.tipo}`, { nome: r.nome }),
    aslName,
    /** The preferred period, either end of it, or none (null). */
    period: (dal: string | null, al: string | null) => {
      if (dal && al) return t('requests.period.range', { dal: formatDate(dal), al: formatDate(al) });
      if (dal) return t('requests.period.from', { dal: formatDate(dal) });
      if (al) return t('requests.period.to', { al: formatDate(al) });
      return null;
    },
  };
}

/** Bootstrap Italia's accessible colours; the state is always written, never told by colour alone. */
const BADGES: Readonly<Record<StatoRichiesta, string>> = {
  inviata: 'bg-primary',
  presa_in_carico: 'bg-warning',
  accettata: 'bg-success',
  rifiutata: 'bg-danger',
  completata: 'bg-dark',
  ritirata: 'bg-secondary',
};

export function StatoBadge({ stato }: { stato: StatoRichiesta }) {
  const { t } = useTranslation('prosaAttivita');
  return (
    <StateBadge tone={BADGES[stato]} label={t('requests.stateLabel')}>
      {t(`requests.stati.${stato}`)}
    </StateBadge>
  );
}
