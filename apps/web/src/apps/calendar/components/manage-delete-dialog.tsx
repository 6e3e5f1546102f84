import type { Calendario } from '@halo/contract/calendar';
import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteFailure } from '../../../lib/call-route.ts';
import { DialogHeader } from '../../../lib/ui/dialog-header.tsx';
import { FailureAlert, isStale } from '../../../lib/ui/failure-alert.tsx';
import { useEliminaCalendario } from '../calendar.queries.ts';

/**
 * Asks before deleting a calendar. The server refuses (409) a calendar with future bookings, saying how many: the
 * dialog then offers to delete it anyway, cancelling them (and telling the people booked).
 */
export function ManageDeleteDialog({
  calendario,
  onClose,
  onDeleted,
  onReload,
}: {
  /** The calendar to delete; null keeps the dialog closed. */
  calendario: Calendario | null;
  onClose: () => void;
  onDeleted: (deleted: Calendario, cancelledBookings: number) => void | Promise<void>;
  onReload: () => unknown;
}) {
  const titleId = useId();
  const { t } = useTranslation('calendar');
  return (
    <Modal isOpen={calendario !== null} toggle={onClose} labelledBy={titleId} fade={false}>
      <DialogHeader titleId={titleId} onClose={onClose}>
        {t('manage.delete.title')}
      </DialogHeader>
      {calendario ? (
        <DeleteBody
          key={calendario.id}
          calendario={calendario}
          onClose={onClose}
          onDeleted={onDeleted}
          onReload={onReload}
        />
      ) : null}
    </Modal>
  );
}

function DeleteBody({
  calendario,
  onClose,
  onDeleted,
  onReload,
}: {
  calendario: Calendario;
  onClose: () => void;
  onDeleted: (deleted: Calendario, cancelledBookings: number) => void | Promise<void>;
  onReload: () => unknown;
}) {
  const { t } = useTranslation('calendar');
  const elimina = useEliminaCalendario();
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [busy, setBusy] = useState(false);
  // A 409 that is not about a stale record is the one about future bookings.
  const hasBookings = failure !== null && failure.status === 409 && !isStale(failure);

  const remove = async (cancelBookings: boolean) => {
    setBusy(true);
    setFailure(null);
    const result = await elimina.mutateAsync({
      params: { id: calendario.id },
      query: { annullaPrenotazioni: cancelBookings ? 'true' : 'false' },
    });
    setBusy(false);
    if (!result.ok) {
      setFailure(result);
      return;
    }
    await onDeleted(calendario, result.data.prenotazioniAnnullate);
  };

  return (
    <>
      <ModalBody>
        <p>{t('manage.delete.question', { name: calendario.nome })}</p>
        {failure ? (
          <FailureAlert
            failure={failure}
            onReload={async () => {
              await onReload();
              onClose();
            }}
          />
        ) : null}
        {hasBookings ? <p>{t('manage.delete.withBookingsHelp')}</p> : null}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline type="button" onClick={onClose}>
          {t('manage.delete.keep')}
        </Button>
        {hasBookings ? (
          <Button color="danger" type="button" disabled={busy} onClick={() => void remove(true)}>
            {t('manage.delete.withBookings')}
          </Button>
        ) : (
          <Button color="danger" type="button" disabled={busy} onClick={() => void remove(false)}>
            {t('manage.delete.confirm')}
          </Button>
        )}
      </ModalFooter>
    </>
  );
}
