import type { Evento } from '@halo/contract/prosa-eventi';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { WriteFailure } from '../../../lib/call-route.ts';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { ActionDialog } from './action-dialog.tsx';
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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<WriteFailure | null>(null);
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
    setFailure(null);
    setBooked(false);
    onClose();
  };

  const confirm = async () => {
    if (!evento) return;
    setBusy(true);
    setFailure(null);
    const result = await elimina({
      params: { id: evento.id },
      query: booked ? { annullaPrenotazioni: 'true' } : {},
    });
    setBusy(false);
    if (result.ok) {
      setDeleted(true);
      notifySuccess(
        t(booked ? 'events.manage.deletedWithBookings' : 'events.manage.deleted', { title: evento.titolo }),
      );
      close();
    } else if (result.status === 409 && !booked) {
      setBooked(true);
    } else {
      setFailure(result);
    }
  };

  return (
    <ActionDialog
      isOpen={evento !== null}
      title={t('events.manage.deleteTitle')}
      keepLabel={t('events.manage.keep')}
      confirmLabel={booked ? t('events.manage.deleteAnyway') : t('events.manage.delete')}
      failure={failure}
      busy={busy}
      returnFocus={!deleted}
      onConfirm={() => void confirm()}
      onClose={close}
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
    </ActionDialog>
  );
}
