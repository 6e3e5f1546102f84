import { prosaRoles } from '@halo/contract/prosa';
import type { TipoPreferito } from '@halo/contract/prosa/preferiti';
import { Icon } from 'design-react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useProsaProfile } from '../account/prosa-profile.tsx';
import { usePreferiti, useTogglePreferito } from './preferiti.queries.ts';

/**
 * The star of a published project or campaign (docs/adr/0019): a toggle button (`aria-pressed`) that adds it to the
 * reader's favourites or takes it off, with the list changed at once wherever it shows. Only organisations and
 * citizens have favourites: for anyone else it renders nothing. The title, hidden but read, tells the stars of a
 * list apart.
 */
export function FavouriteToggle({
  tipo,
  id,
  titolo,
  onToggled,
}: {
  tipo: TipoPreferito;
  id: number;
  titolo: string;
  /** After the change, with the new state (a list that loses the item moves the focus elsewhere). */
  onToggled?: (starred: boolean) => void;
}) {
  const { t } = useTranslation('prosaAttivita');
  const { role } = useProsaProfile();
  const people = role === prosaRoles.ente || role === prosaRoles.cittadino;
  const preferiti = usePreferiti(people);
  const toggle = useTogglePreferito();
  const [busy, setBusy] = useState(false);
  if (!people) return null;
  const starred = preferiti.data?.some((p) => p.tipo === tipo && p.id === id) ?? false;
  const onClick = async () => {
    setBusy(true);
    const done = await toggle(tipo, id, !starred);
    setBusy(false);
    if (!done) return;
    notifySuccess(t(starred ? 'activities.favourites.removed' : 'activities.favourites.added', { titolo }));
    onToggled?.(!starred);
  };
  return (
    <button
      type="button"
      className={`btn btn-sm ${starred ? 'btn-primary' : 'btn-outline-primary'} d-inline-flex align-items-center gap-1`}
      aria-pressed={starred}
      // Until the list is known the state is not: no toggle that could lie.
      disabled={busy || !preferiti.data}
      onClick={() => void onClick()}
    >
      <Icon
        icon={starred ? 'it-star-full' : 'it-star-outline'}
        size="sm"
        color={starred ? 'white' : 'primary'}
        aria-hidden="true"
      />
      {starred ? t('activities.toggle.remove') : t('activities.toggle.add')}{' '}
      <span className="visually-hidden">{t('activities.toggle.of', { titolo })}</span>
    </button>
  );
}
