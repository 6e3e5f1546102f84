import type { Prenotazione } from '@halo/contract/calendar';
import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteFailure } from '../../../lib/call-route.ts';
import { DialogHeader } from '../../../lib/ui/dialog-header.tsx';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useAnnullaPrenotazione } from '../calendar.queries.ts';
import { formatDay, formatTime, localDateOf, localeOf } from '../screens/manage-time.ts';

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
  const titleId = useId();
  const { t } = useTranslation('calendar');
  return (
    <Modal isOpen={booking !== null} toggle={onClose} labelledBy={titleId} fade={false}>
      <DialogHeader titleId={titleId} onClose={onClose}>
        {t('manage.cancel.title')}
      </DialogHeader>
      {booking ? <CancelForm key={booking.id} booking={booking} zone={zone} onClose={onClose} /> : null}
    </Modal>
  );
}

function CancelForm({
  booking,
  zone,
  onClose,
}: {
  booking: Prenotazione;
  zone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const locale = localeOf(i18n.language);
  const annulla = useAnnullaPrenotazione();
  const reasonId = useId();
  const [motivo, setMotivo] = useState('');
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const time = formatTime(booking.inizio, zone, locale);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    const result = await annulla.mutateAsync({
      params: { id: booking.id },
      query: { motivo: motivo.trim() || undefined },
    });
    setBusy(false);
    if (!result.ok) {
      setFailure(result);
      return;
    }
    notifySuccess(t('manage.cancel.done', { name: booking.per.nome, time }));
    onClose();
  };

  return (
    <>
      <ModalBody>
        <p>
          {t('manage.cancel.question', {
            name: booking.per.nome,
            date: formatDay(localDateOf(booking.inizio, zone), locale),
            time,
          })}
        </p>
        <div className="form-group mt-4">
          <label htmlFor={reasonId} className="active">
            {t('manage.cancel.reason')}
          </label>
          <input
            id={reasonId}
            type="text"
            className="form-control"
            maxLength={300}
            autoComplete="off"
            value={motivo}
            onChange={(event) => setMotivo(event.target.value)}
          />
        </div>
        {failure ? <FailureAlert failure={failure} /> : null}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline type="button" onClick={onClose}>
          {t('manage.cancel.keep')}
        </Button>
        <Button color="danger" type="button" onClick={() => void confirm()} disabled={busy}>
          {t('manage.cancel.confirm')}
        </Button>
      </ModalFooter>
    </>
  );
}
