import { aslName } from '@halo/contract/asl-name';
import { prosaRoles } from '@halo/contract/prosa';
import type { Campagna, StatoCampagna } from '@halo/contract/prosa/campagne';
import { useTranslation } from 'react-i18next';
import { dayInItaly } from '../../../lib/locale.ts';
import { formatDate, useBackTo } from '../../../lib/ui/list-params.ts';
import { StateBadge } from '../../../lib/ui/states.tsx';
import { useProsaStaff } from '../account/prosa-profile.tsx';

/** Where the campaigns' screens are (the manifest's route and sub-routes). */
export const campagnePaths = {
  list: '/prosa/campagne',
  nuova: '/prosa/campagne/nuova',
  campagna: (id: number) => `/prosa/campagne/${id}`,
};

/** The list the user came from (its filters and page), for the way back; the bare list otherwise. */
export const useBackToList = (): string => useBackTo(campagnePaths.list);

/** Today in Italy (AAAA-MM-GG): campaigns open and close by the Italian calendar day, as the server decides. */
export const todayInItaly = (now = new Date()) => dayInItaly(now);

/** Where a campaign stands in time today: not started yet, running, or over. */
export function timingOf(campagna: Pick<Campagna, 'dal' | 'al'>, today = todayInItaly()) {
  if (campagna.al < today) return 'ended' as const;
  return campagna.dal > today ? ('upcoming' as const) : ('running' as const);
}

/** A campaign's facts as the screens write them, in the user's language. */
export function useCampagnaLabels() {
  const { t } = useTranslation('prosaAttivita');
  return {
    aslName,
    stato: (stato: StatoCampagna) => t(`campaigns.codes.stato.${stato}`),
    period: (c: Pick<Campagna, 'dal' | 'al'>) =>
      t('campaigns.period', { dal: formatDate(c.dal), al: formatDate(c.al) }),
    timing: (c: Pick<Campagna, 'dal' | 'al'>) => {
      const timing = timingOf(c);
      return timing === 'upcoming'
        ? t('campaigns.timing.upcoming', { dal: formatDate(c.dal) })
        : t(`campaigns.timing.${timing}`);
    },
    /** Whom it is for, in words: «Donne, 25–64 anni», «Tutti, da 60 anni», «Tutti». */
    target: ({ criteri }: Pick<Campagna, 'criteri'>) => {
      const { etaMin: min, etaMax: max, sesso } = criteri;
      const who = sesso ? t(`campaigns.target.${sesso}`) : t('campaigns.target.everyone');
      let age: string | null = null;
      if (min !== null && max !== null) age = t('campaigns.target.range', { min, max });
      else if (min !== null) age = t('campaigns.target.from', { min });
      else if (max !== null) age = t('campaigns.target.upTo', { max });
      return age ? t('campaigns.target.withAge', { who, age }) : who;
    },
    /** The authority and, if the campaign is for one district only, that district. */
    where: (c: Pick<Campagna, 'denominazioneAzienda' | 'distretto'>) =>
      [aslName(c.denominazioneAzienda), c.distretto?.denominazione].filter(Boolean).join(' · '),
    territory: (c: Pick<Campagna, 'denominazioneAzienda' | 'distretto'>) =>
      c.distretto
        ? t('campaigns.territory.district', {
            district: c.distretto.denominazione,
            asl: aslName(c.denominazioneAzienda),
          })
        : t('campaigns.territory.whole', { asl: aslName(c.denominazioneAzienda) }),
    /** The seats: unlimited, free out of the total, or none left. */
    seats: (c: Pick<Campagna, 'capienza' | 'postiDisponibili'>) => {
      if (c.capienza === null) return t('campaigns.seats.unlimited');
      const free = c.postiDisponibili ?? 0;
      return free === 0
        ? t('campaigns.seats.full', { total: c.capienza })
        : t('campaigns.seats.free', { count: free, total: c.capienza });
    },
    themes: (c: Pick<Campagna, 'tematiche'>) => c.tematiche.map((x) => x.nome).join(', '),
  };
}

/** Bootstrap Italia's accessible colours; the state is always written, never told by colour alone. */
const BADGES: Readonly<Record<StatoCampagna, string>> = {
  bozza: 'bg-secondary',
  pubblicata: 'bg-success',
  chiusa: 'bg-dark',
};

export function StatoBadge({ stato }: { stato: StatoCampagna }) {
  const { t } = useTranslation('prosaAttivita');
  return (
    <StateBadge tone={BADGES[stato]} label={t('campaigns.stateLabel')}>
      {t(`campaigns.codes.stato.${stato}`)}
    </StateBadge>
  );
}

/**
 * What the reader may do with campaigns (docs/adr/0017), for the screens to offer only that; the server decides
 * anyway. Staff (admin-prosa, operators, managers) also read the drafts of their scope and, with the `campagne`
 * feature on, write; a manager or the administrator publishes and closes; citizens adhere.
 */
export function useCampagneViewer() {
  const { admin, staff, own, decides, role, features, loading } = useProsaStaff();
  return {
    loading,
    admin,
    staff,
    citizen: role === prosaRoles.cittadino,
    writes: staff && features.campagne,
    /** Publishes and closes what they may edit (`modificabile`: in their scope, feature on). */
    decides,
    /** The operator's or manager's profile: their authority and the part of it they work on. */
    own,
  };
}
