import type { Prenotazione } from '@halo/contract/calendar/prenotazioni';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useOpening } from '../../../lib/ui/confirm-dialog.tsx';
import { PlainField } from '../../../lib/ui/plain-field.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useAnnullaPrenotazione } from '../calendar.queries.ts';
import { formatDay, formatTime, localDateOf, localeOf } from '../calendar.time.ts';

/**
 * Asks before an operator cancels a booking, with an optional reason (kept in the booking's history). The buttons
 * say what they do: "Annulla" alone would read both as "cancel the booking" and "cancel this dialog".
 */
export function ManageCancelDialog({
  booking,
  zone,
  onClose,
}: {
  /** The booking to cancel; null keeps the dialog closed. */
  booking: Prenotazione | null;
  zone: string;
  onClose: () => void;
}) {
  const { shown, opening } = useOpening(booking);
  return shown ? (
    <CancelBooking key={opening} isOpen={booking !== null} booking={shown} zone={zone} onClose={onClose} />
  ) : null;
}

function CancelBooking({
  isOpen,
  booking,
  zone,
  onClose,
}: {
  isOpen: boolean;
  booking: Prenotazione;
  zone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const locale = localeOf(i18n.language);
  const annulla = useAnnullaPrenotazione();
  const [motivo, setMotivo] = useState('');
  const time = formatTime(booking.inizio, zone, locale);
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('manage.cancel.title')}
      keepLabel={t('manage.cancel.keep')}
      confirmLabel={t('manage.cancel.confirm')}
      confirmColor="danger"
      onConfirm={() =>
        annulla.mutateAsync({ params: { id: booking.id }, query: { motivo: motivo.trim() || undefined } })
      }
      onDone={() => {
        notifySuccess(t('manage.cancel.done', { name: booking.per.nome, time }));
        onClose();
      }}
      onCancel={onClose}
    >
      <p>
        {t('manage.cancel.question', {
          name: booking.per.nome,
          date: formatDay(localDateOf(booking.inizio, zone), locale),
          time,
        })}
      </p>
      <PlainField label={t('manage.cancel.reason')} className="form-group mt-4">
        {(field) => (
          <input
            {...field}
            type="text"
            className="form-control"
            maxLength={300}
            autoComplete="off"
            value={motivo}
            onChange={(event) => setMotivo(event.target.value)}
          />
        )}
      </PlainField>
    </ConfirmDialog>
  );
}
