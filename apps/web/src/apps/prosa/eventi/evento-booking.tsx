import type { Evento } from '@halo/contract/prosa/eventi';
import { Button, Icon } from 'design-react-kit';
import { type ComponentProps, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { WriteFailure } from '../../../lib/call-route.ts';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';
import { LazyConfirmDialog } from '../../../lib/ui/lazy-confirm-dialog.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { bookingKind, hasStarted, useEventoLabels } from './eventi.labels.tsx';
import { downloadIcs, useAnnullaPrenotazione, usePrenota } from './eventi.queries.ts';

/**
 * A button's name: its visible words, then the event's title, so each button of a list names its event (the
 * visible words first, as WCAG 2.5.3 asks). One string, so every browser reads the same name.
 */
export function NamedButton({
  words,
  title,
  ...props
}: { words: string; title: string } & Omit<ComponentProps<typeof Button>, 'children' | 'aria-label'>) {
  return (
    <Button size="sm" type="button" aria-label={`${words}: ${title}`} {...props}>
      {words}
    </Button>
  );
}

/**
 * The reader's seat at an event, through the calendar service (docs/adr/0020): «Prenota un posto», or «Mettiti in
 * lista di attesa» once it is full; booked, «Sei prenotato» with the .ics and the cancellation (after confirming);
 * waiting, «Sei in lista di attesa» and the way out. The seats are read again after each action and after a refusal
 * (the last seat may have gone meanwhile), whose reason shows here in the server's words.
 */
export function EventoBooking({ evento }: { evento: Evento }) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useEventoLabels();
  const prenota = usePrenota();
  const annulla = useAnnullaPrenotazione();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<WriteFailure | null>(null);
  const [cancelling, setCancelling] = useState(false);
  // Once cancelled, the button that opened the dialog is gone: the focus goes to the area instead.
  const [cancelled, setCancelled] = useState(false);
  // The button pressed gives way to another: the focus goes to the area that changed, not to the page's top.
  const area = useRef<HTMLDivElement>(null);
  const mine = evento.miaPrenotazione;
  const kind = bookingKind(mine?.stato);
  const started = hasStarted(evento);
  const full = evento.liberi === 0;
  const title = evento.titolo;

  const book = async () => {
    setBusy(true);
    setRefusal(null);
    const result = await prenota({
      body: { calendarioId: evento.calendarioId, inizio: evento.inizio, listaAttesa: full },
    });
    setBusy(false);
    if (!result.ok) {
      setRefusal(result);
      return;
    }
    notifySuccess(
      t(result.data.stato === 'in-attesa' ? 'events.booking.waitingNotice' : 'events.booking.bookedNotice', {
        title,
      }),
    );
    area.current?.focus();
  };

  const onCancelled = () => {
    setCancelled(true);
    setCancelling(false);
    setRefusal(null);
    notifySuccess(
      t(kind === 'waiting' ? 'events.booking.leftNotice' : 'events.booking.cancelledNotice', { title }),
    );
    area.current?.focus();
  };

  return (
    <div ref={area} tabIndex={-1} className="mt-3">
      {kind === 'booked' ? (
        <p className="fw-semibold d-flex align-items-center gap-1 mb-2">
          <Icon icon="it-check-circle" color="success" size="sm" aria-hidden="true" />
          {t('events.booking.booked')}
        </p>
      ) : null}
      {kind === 'waiting' ? (
        <p className="fw-semibold d-flex align-items-center gap-1 mb-2">
          <Icon icon="it-clock" color="primary" size="sm" aria-hidden="true" />
          {t('events.booking.waiting')}
        </p>
      ) : null}
      {kind === 'other' && mine ? (
        <p className="fw-semibold mb-2">
          {t('events.booking.other', { stato: labels.bookingState(mine.stato) })}
        </p>
      ) : null}
      {kind === null && started ? <p className="mb-0">{t('events.booking.started')}</p> : null}
      <div className="d-flex flex-wrap gap-2">
        {kind === null && !started ? (
          <NamedButton
            color="primary"
            disabled={busy}
            onClick={() => void book()}
            words={full ? t('events.booking.wait') : t('events.booking.book')}
            title={title}
          />
        ) : null}
        {kind === 'booked' && mine ? (
          <NamedButton
            color="primary"
            outline
            onClick={() => void downloadIcs(mine.id, `evento-${evento.id}.ics`)}
            words={t('events.booking.ics')}
            title={title}
          />
        ) : null}
        {(kind === 'booked' || kind === 'waiting') && !started ? (
          <NamedButton
            color="primary"
            outline
            onClick={() => {
              setCancelled(false);
              setCancelling(true);
            }}
            words={kind === 'booked' ? t('events.booking.cancel') : t('events.booking.leave')}
            title={title}
          />
        ) : null}
      </div>
      {refusal ? (
        <FailureAlert failure={refusal} title={t('events.booking.refused')} className="mt-3 mb-0" />
      ) : null}
      <LazyConfirmDialog
        isOpen={cancelling}
        title={kind === 'waiting' ? t('events.booking.leaveTitle') : t('events.booking.cancelTitle')}
        keepLabel={kind === 'waiting' ? t('events.booking.stay') : t('events.booking.keep')}
        confirmLabel={kind === 'waiting' ? t('events.booking.leave') : t('events.booking.cancel')}
        returnFocus={!cancelled}
        onConfirm={() => annulla({ params: { id: mine?.id ?? 0 } })}
        onDone={onCancelled}
        onCancel={() => setCancelling(false)}
      >
        <p>
          <Trans
            t={t}
            i18nKey={kind === 'waiting' ? 'events.booking.leaveConfirm' : 'events.booking.cancelConfirm'}
            values={{ title, when: labels.when(evento) }}
            components={{ strong: <strong /> }}
          />
        </p>
      </LazyConfirmDialog>
    </div>
  );
}
