import type { Prenotazione } from '@halo/contract/calendar/prenotazioni';
import { Button, Icon } from 'design-react-kit';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { bookingTones } from '../../../lib/booking-tones.ts';
import type { WriteFailure } from '../../../lib/call-route.ts';
import { saveFile } from '../../../lib/download.ts';
import { ConfirmDialog, useOpening } from '../../../lib/ui/confirm-dialog.tsx';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';
import { positiveId } from '../../../lib/ui/list-params.ts';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { type BookingsQuery, calendar, stateLabel } from '../calendar.api.ts';
import { useAggiornaPrenotazione, useAnnullaPrenotazione, usePrenotazioni } from '../calendar.queries.ts';
import { useWhen } from '../calendar.when.ts';
import { FeedSection } from '../feed/feed-section.tsx';
import './prenotazioni.css';
import { formatInstant, localeOf } from '../calendar.time.ts';

export const PAGE_SIZE = 20;
const BOOK_PATH = '/calendario';

const articleId = (id: number) => `prenotazione-${id}`;

/**
 * Le mie prenotazioni: the person's upcoming and past bookings, each with its state, its place in a waiting list, a
 * seat offered to accept, the .ics to download and, until the deadline, the cancellation; then the private iCal
 * feed of them all. `?offerta=<id>` (the link of the message offering a seat) brings that booking into focus.
 */
export function CalendarPrenotazioni() {
  const { t } = useTranslation('calendar');
  const [params] = useSearchParams();
  const offerId = positiveId(params.get('offerta'));
  // One instant splits upcoming from past for as long as the page is open (it is part of the queries' keys).
  const [now] = useState(() => new Date().toISOString());
  const [notice, setNotice] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Prenotazione | null>(null);
  const cancel = useOpening(cancelling);
  const listProps = { offerId, onCancel: setCancelling, onNotice: setNotice };

  return (
    <Page title={t('booking.bookings.title')} lead={t('booking.bookings.lead')}>
      {/* Always in the page, so screen readers announce each outcome when it appears. */}
      <div role="status">{notice ? <div className="alert alert-success">{notice}</div> : null}</div>
      <BookingsList
        title={t('booking.bookings.upcoming')}
        empty={
          <p>
            {t('booking.bookings.noneUpcoming')} <Link to={BOOK_PATH}>{t('booking.bookings.bookLink')}</Link>
          </p>
        }
        query={{ ambito: 'mie', dal: now, ordine: 'inizio' }}
        {...listProps}
      />
      <BookingsList
        title={t('booking.bookings.past')}
        empty={<p>{t('booking.bookings.nonePast')}</p>}
        query={{ ambito: 'mie', al: now, ordine: '-inizio' }}
        {...listProps}
      />
      <FeedSection onNotice={setNotice} />
      {cancel.shown ? (
        <CancelBooking
          key={cancel.opening}
          isOpen={cancelling !== null}
          booking={cancel.shown}
          onClose={() => setCancelling(null)}
          onCancelled={(text) => {
            setCancelling(null);
            setNotice(text);
          }}
        />
      ) : null}
    </Page>
  );
}

interface ItemActions {
  offerId: number | undefined;
  onCancel: (booking: Prenotazione) => void;
  onNotice: (text: string) => void;
}

/** One section of bookings, read a page of 20 at a time; "Mostra altre" adds the next page below. */
function BookingsList({
  title,
  empty,
  query,
  ...actions
}: ItemActions & {
  title: string;
  empty: ReactNode;
  query: BookingsQuery;
}) {
  const { t } = useTranslation('calendar');
  const [pages, setPages] = useState(1);
  const first = usePrenotazioni({ ...query, page: 1, size: PAGE_SIZE });
  const total = first.data?.total ?? 0;
  const shown = Math.min(total, pages * PAGE_SIZE);
  let content: ReactNode;
  if (first.isPending) content = <p>{t('booking.bookings.loading')}</p>;
  else if (!first.data || first.data.items.length === 0) content = empty;
  else {
    content = (
      <ul className="list-unstyled mb-3">
        <BookingItems items={first.data.items} focusFirst={false} {...actions} />
        {Array.from({ length: pages - 1 }, (_, index) => index + 2).map((page) => (
          <MoreBookings key={page} query={query} page={page} {...actions} />
        ))}
      </ul>
    );
  }
  return (
    <PageSection title={title}>
      {content}
      {total > shown ? (
        <Button color="primary" outline type="button" onClick={() => setPages((n) => n + 1)}>
          {t('booking.bookings.more', { remaining: total - shown })}
        </Button>
      ) : null}
    </PageSection>
  );
}

/** A further page: its first booking takes the focus when it arrives, so the keyboard goes on from there. */
function MoreBookings({ query, page, ...actions }: ItemActions & { query: BookingsQuery; page: number }) {
  const { t } = useTranslation('calendar');
  const result = usePrenotazioni({ ...query, page, size: PAGE_SIZE });
  if (result.isPending) {
    return <li>{t('booking.bookings.loading')}</li>;
  }
  return <BookingItems items={result.data?.items ?? []} focusFirst {...actions} />;
}

function BookingItems({
  items,
  focusFirst,
  ...actions
}: ItemActions & { items: Prenotazione[]; focusFirst: boolean }) {
  return items.map((booking, index) => (
    <BookingItem
      key={booking.id}
      booking={booking}
      focus={(focusFirst && index === 0) || booking.id === actions.offerId}
      highlighted={booking.id === actions.offerId}
      {...actions}
    />
  ));
}

function BookingItem({
  booking,
  focus,
  highlighted,
  onCancel,
  onNotice,
}: ItemActions & { booking: Prenotazione; focus: boolean; highlighted: boolean }) {
  const { t, i18n } = useTranslation('calendar');
  const locale = localeOf(i18n.resolvedLanguage);
  const titleId = useId();
  const when = useWhen()(booking);
  const article = useRef<HTMLElement>(null);
  const accept = useAggiornaPrenotazione();
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [busy, setBusy] = useState(false);

  // Brought into view once: when the page opens on an offer, or when a further page arrives.
  const focused = useRef(false);
  useEffect(() => {
    if (!focus || focused.current) return;
    focused.current = true;
    article.current?.focus();
    article.current?.scrollIntoView?.({ block: 'center' });
  }, [focus]);

  const nowMs = Date.now();
  const offerOpen =
    booking.stato === 'in-attesa' &&
    booking.offertaScadeIl !== null &&
    Date.parse(booking.offertaScadeIl) > nowMs;
  const deadline = booking.annullabileFinoAl;
  const cancellable = deadline !== null && Date.parse(deadline) > nowMs;
  const named = (action: string) =>
    t('booking.bookings.named', { action, what: `${booking.calendarioNome}, ${when}` });

  const acceptSeat = async () => {
    setBusy(true);
    setFailure(null);
    const result = await accept.mutateAsync({
      body: { id: booking.id, version: booking.version, stato: 'prenotato' },
    });
    setBusy(false);
    if (!result.ok) {
      setFailure(result);
      return;
    }
    // The button goes with the offer: the focus stays on the booking.
    article.current?.focus();
    onNotice(t('booking.bookings.accepted', { calendar: booking.calendarioNome, when }));
  };

  const download = async () => {
    const text = await calendar.ics(booking.id);
    if (text !== null) saveFile(`prenotazione-${booking.id}.ics`, text, 'text/calendar');
  };

  return (
    <li className="mb-3">
      <article
        ref={article}
        id={articleId(booking.id)}
        tabIndex={-1}
        aria-labelledby={titleId}
        className={`card card-bg${highlighted ? ' booking-highlight' : ''}`}
      >
        <div className="card-body">
          <h3 id={titleId} className="h5 card-title">
            {booking.calendarioNome}
          </h3>
          {booking.titolo ? <p className="fw-semibold mb-1">{booking.titolo}</p> : null}
          <p className="d-flex align-items-center gap-1 mb-1">
            <Icon icon="it-calendar" size="sm" aria-hidden="true" />
            <span>{when}</span>
          </p>
          <p className="mb-1">
            {t('booking.bookings.state')}{' '}
            <span className={`badge ${bookingTones[booking.stato]}`}>{stateLabel(booking.stato)}</span>
          </p>
          {booking.stato === 'in-attesa' && booking.posizioneAttesa !== null ? (
            <p className="mb-1">{t('booking.bookings.position', { position: booking.posizioneAttesa })}</p>
          ) : null}
          {booking.note ? <p className="mb-1">{t('booking.bookings.note', { note: booking.note })}</p> : null}
          {offerOpen && booking.offertaScadeIl ? (
            <div className="alert alert-info mt-3 mb-0">
              <h4 className="h6">{t('booking.bookings.offered')}</h4>
              <p>{t('booking.bookings.offer', { until: formatInstant(booking.offertaScadeIl, locale) })}</p>
              <Button
                color="primary"
                size="sm"
                type="button"
                disabled={busy}
                aria-label={named(t('booking.bookings.accept'))}
                onClick={() => void acceptSeat()}
              >
                {t('booking.bookings.accept')}
              </Button>
            </div>
          ) : null}
          {failure ? (
            <div className="mt-3">
              <FailureAlert failure={failure} />
            </div>
          ) : null}
          <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
            <Button
              color="primary"
              outline
              size="sm"
              type="button"
              aria-label={named(t('booking.bookings.ics'))}
              onClick={() => void download()}
            >
              <Icon icon="it-download" size="sm" color="primary" aria-hidden="true" />
              {t('booking.bookings.ics')}
            </Button>
            {cancellable ? (
              <Button
                color="danger"
                outline
                size="sm"
                type="button"
                aria-label={named(t('booking.bookings.cancel'))}
                onClick={() => onCancel(booking)}
              >
                {t('booking.bookings.cancel')}
              </Button>
            ) : null}
          </div>
          {deadline !== null ? (
            <p className="small mt-2 mb-0">
              {cancellable
                ? t('booking.bookings.cancelUntil', { until: formatInstant(deadline, locale) })
                : t('booking.bookings.cancelClosed', { until: formatInstant(deadline, locale) })}
            </p>
          ) : null}
        </div>
      </article>
    </li>
  );
}

function CancelBooking({
  isOpen,
  booking,
  onClose,
  onCancelled,
}: {
  isOpen: boolean;
  booking: Prenotazione;
  onClose: () => void;
  onCancelled: (text: string) => void;
}) {
  const { t } = useTranslation('calendar');
  const when = useWhen()(booking);
  const annulla = useAnnullaPrenotazione();
  const [done, setDone] = useState(false);

  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('booking.bookings.cancelDialog.title')}
      keepLabel={t('booking.bookings.cancelDialog.keep')}
      confirmLabel={t('booking.bookings.cancelDialog.confirm')}
      confirmColor="danger"
      // The cancel button is gone with the cancellation: the focus goes to the booking itself.
      returnFocus={!done}
      onClosed={() => {
        if (done) document.getElementById(articleId(booking.id))?.focus();
      }}
      onConfirm={() => annulla.mutateAsync({ params: { id: booking.id } })}
      onDone={() => {
        setDone(true);
        onCancelled(t('booking.bookings.cancelled', { calendar: booking.calendarioNome, when }));
      }}
      onCancel={onClose}
    >
      <p className="mb-0">
        {t('booking.bookings.cancelDialog.question', { calendar: booking.calendarioNome, when })}
      </p>
    </ConfirmDialog>
  );
}
