import type { Calendario } from '@halo/contract/calendar/calendari';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useOpening } from '../../../lib/ui/confirm-dialog.tsx';
import { isStale } from '../../../lib/ui/failure-alert.tsx';
import { useEliminaCalendario } from '../calendar.queries.ts';

interface DeleteProps {
  onClose: () => void;
  onDeleted: (deleted: Calendario, cancelledBookings: number) => void | Promise<void>;
  onReload: () => unknown;
}

/**
 * Asks before deleting a calendar. The server refuses (409) a calendar with future bookings, saying how many: the
 * dialog then offers to delete it anyway, cancelling them (and telling the people booked).
 */
export function ManageDeleteDialog({
  calendario,
  ...props
}: DeleteProps & {
  /** The calendar to delete; null keeps the dialog closed. */
  calendario: Calendario | null;
}) {
  const { shown, opening } = useOpening(calendario);
  return shown ? (
    <DeleteCalendar key={opening} isOpen={calendario !== null} calendario={shown} {...props} />
  ) : null;
}

function DeleteCalendar({
  isOpen,
  calendario,
  onClose,
  onDeleted,
  onReload,
}: DeleteProps & { isOpen: boolean; calendario: Calendario }) {
  const { t } = useTranslation('calendar');
  const elimina = useEliminaCalendario();
  const [hasBookings, setHasBookings] = useState(false);

  const remove = async () => {
    const result = await elimina.mutateAsync({
      params: { id: calendario.id },
      query: { annullaPrenotazioni: hasBookings ? 'true' : 'false' },
    });
    // A 409 that is not about a stale record is the one about future bookings.
    if (!result.ok) setHasBookings(result.status === 409 && !isStale(result));
    return result;
  };

  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('manage.delete.title')}
      keepLabel={t('manage.delete.keep')}
      confirmLabel={hasBookings ? t('manage.delete.withBookings') : t('manage.delete.confirm')}
      confirmColor="danger"
      onConfirm={remove}
      onDone={(result) => onDeleted(calendario, result.prenotazioniAnnullate)}
      onCancel={onClose}
      onReload={onReload}
      after={hasBookings ? <p>{t('manage.delete.withBookingsHelp')}</p> : null}
    >
      <p>{t('manage.delete.question', { name: calendario.nome })}</p>
    </ConfirmDialog>
  );
}
