import type { TipoPreferito } from '@halo/contract/prosa/preferiti';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/ui/list-params.ts';

/** Where projects and campaigns are (the manifest's routes and their `:id` sub-routes). */
export const favouritePath = {
  list: { progetto: '/prosa/progetti', campagna: '/prosa/campagne' } satisfies Record<TipoPreferito, string>,
  item: (tipo: TipoPreferito, id: number) => `${favouritePath.list[tipo]}/${id}`,
};

const STATI = ['pubblicato', 'chiuso', 'pubblicata', 'chiusa'] as const;
type Stato = (typeof STATI)[number];
const isStato = (stato: string): stato is Stato => (STATI as readonly string[]).includes(stato);

/** A favourite's state and period in the user's language (a state the screen does not know shows as it is). */
export function useFavouriteLabels() {
  const { t } = useTranslation('prosaAttivita');
  return {
    stato: (stato: string) => (isStato(stato) ? t(`activities.favourites.stati.${stato}`) : stato),
    period: (dal: string, al: string | null) =>
      al
        ? t('activities.favourites.period.range', { dal: formatDate(dal), al: formatDate(al) })
        : t('activities.favourites.period.from', { dal: formatDate(dal) }),
  };
}
