import type { Evento } from '@halo/contract/prosa/eventi';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useEventoLabels } from './eventi.labels.tsx';
import { useEliminaEvento } from './eventi.queries.ts';

/**
 * Deletes an event with its calendar (docs/adr/0020), after confirming. With people booked or waiting the server
 * refuses (409): the dialog then says so and offers to cancel their bookings too (`annullaPrenotazioni=true`), which
 * tells each of them by mail.
 */
export function EventoDeleteDialog({ evento, onClose }: { evento: Evento | null; onClose: () => void }) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useEventoLabels();
  const elimina = useEliminaEvento();
  // The server refused because people hold or wait for a seat: the next confirmation cancels them too.
  const [booked, setBooked] = useState(false);
  // Once deleted, the button that opened the dialog is gone with its card: no focus to give back to it.
  const [deleted, setDeleted] = useState(false);
  const [shown, setShown] = useState(evento);
  if (shown !== evento) {
    setShown(evento);
    if (evento) setDeleted(false);
  }

  const close = () => {
    setBooked(false);
    onClose();
  };

  return (
    <ConfirmDialog
      isOpen={evento !== null}
      title={t('events.manage.deleteTitle')}
      keepLabel={t('events.manage.keep')}
      confirmLabel={booked ? t('events.manage.deleteAnyway') : t('events.manage.delete')}
      returnFocus={!deleted}
      onConfirm={() =>
        elimina({ params: { id: evento?.id ?? 0 }, query: booked ? { annullaPrenotazioni: 'true' } : {} })
      }
      // The server refused because people hold or wait for a seat: the dialog asks again, to cancel them too.
      onRefused={(failure) => {
        if (failure.status !== 409 || booked) return false;
        setBooked(true);
        return true;
      }}
      onDone={() => {
        setDeleted(true);
        notifySuccess(
          t(booked ? 'events.manage.deletedWithBookings' : 'events.manage.deleted', {
            title: evento?.titolo ?? '',
          }),
        );
        close();
      }}
      onCancel={close}
    >
      {evento ? (
        <p>
          <Trans
            t={t}
            i18nKey="events.manage.deleteConfirm"
            values={{ title: evento.titolo, when: labels.when(evento) }}
            components={{ strong: <strong /> }}
          />
        </p>
      ) : null}
      {booked ? (
        <div className="alert alert-warning" role="alert">
          <p className="mb-0">{t('events.manage.deleteBooked')}</p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
