import { aslName } from '@halo/contract/asl-name';
import type { Progetto, StatoProgetto } from '@halo/contract/prosa/progetti';
import { useTranslation } from 'react-i18next';
import { formatDate, useBackTo } from '../../../lib/ui/list-params.ts';
import { StateBadge } from '../../../lib/ui/states.tsx';
import { useProsaStaff } from '../account/prosa-profile.tsx';
import { useTargetLabels } from '../components/target-labels.ts';

/** Where the projects' screens are (the manifest's route and sub-routes). */
export const progettiPaths = {
  list: '/prosa/progetti',
  nuovo: '/prosa/progetti/nuovo',
  progetto: (id: number) => `/prosa/progetti/${id}`,
};

/** The list the user came from (its filters and page), for the way back; the bare list otherwise. */
export const useBackToList = (): string => useBackTo(progettiPaths.list);

/** The code lists' words in the user's language, and a project's period and authority as the screens write them. */
export function useProgettoLabels() {
  const { t } = useTranslation('prosaAttivita');
  const targets = useTargetLabels();
  return {
    stato: (stato: StatoProgetto) => t(`projects.codes.stato.${stato}`),
    ...targets,
    period: (dal: string, al: string | null) =>
      al
        ? t('projects.period.range', { dal: formatDate(dal), al: formatDate(al) })
        : t('projects.period.from', { dal: formatDate(dal) }),
    aslName,
  };
}

/** Bootstrap Italia's accessible colours; the state is always written, never told by colour alone. */
const BADGES: Readonly<Record<StatoProgetto, string>> = {
  bozza: 'bg-secondary',
  revisione: 'bg-primary',
  pubblicato: 'bg-success',
  chiuso: 'bg-dark',
};

export function StatoBadge({ stato }: { stato: StatoProgetto }) {
  const { t } = useTranslation('prosaAttivita');
  return (
    <StateBadge tone={BADGES[stato]} label={t('projects.stateLabel')}>
      {t(`projects.codes.stato.${stato}`)}
    </StateBadge>
  );
}

/**
 * What the reader may do with projects (docs/adr/0016), for the screens to offer only that; the server decides
 * anyway. Staff (admin-prosa, operators, managers) also read the drafts of their scope; those whose `progetti`
 * feature is on write; a manager or the administrator decides (publishes, sends back, closes).
 */
export function useProgettiViewer() {
  const { admin, staff, own, decides, features, loading } = useProsaStaff();
  return {
    loading,
    admin,
    staff,
    writes: staff && features.progetti,
    decides,
    /** The operator's or manager's profile: their authority and the part of it they work on. */
    own,
    /**
     * The reader may close this published project: the administrator, or a manager of its authority (a manager
     * with the feature on works at level ASL, SPEC.md §6). Only drafts and projects in review say so themselves
     * (`modificabile`).
     */
    closes: (progetto: Progetto) =>
      features.progetti && (admin || (decides && own !== null && own.aslId === progetto.aslId)),
  };
}
