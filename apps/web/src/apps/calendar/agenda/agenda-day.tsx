import { type BookingState, bookingStates, calendarSections } from '@halo/contract/calendar';
import type { Calendario, Slot } from '@halo/contract/calendar/calendari';
import type { Prenotazione } from '@halo/contract/calendar/prenotazioni';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../lib/permissions.tsx';
import { isStale } from '../../../lib/ui/failure-alert.tsx';
import { Check } from '../../../lib/ui/form-fields.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { stateLabel } from '../calendar.api.ts';
import { useAggiornaPrenotazione } from '../calendar.queries.ts';
import { formatDateTime, formatDay, formatTime, type LocalDate, localeOf } from '../calendar.time.ts';
import { BookingStateBadge } from '../codici/state-badge.tsx';
import { ManageBookDialog } from './book-for-dialog.tsx';
import { ManageCancelDialog } from './cancel-dialog.tsx';

/** One time of the day: its slot (when the calendar opens then) and the bookings that start then. */
export interface AgendaRow {
  key: number;
  inizio: string;
  fine: string;
  titolo: string | null;
  slot: Slot | null;
  /** Bookings holding a seat, or cancelled. */
  booked: Prenotazione[];
  /** The waiting list, in its order. */
  waiting: Prenotazione[];
}

/**
 * The day's rows: every slot of the availability and every time a booking starts (a past slot is no longer in the
 * availability, and a booking may sit outside today's hours after a change of configuration), in time order.
 */
export function agendaRows(slots: readonly Slot[], bookings: readonly Prenotazione[]): AgendaRow[] {
  const rows = new Map<number, AgendaRow>();
  const rowAt = (inizio: string, fine: string, titolo: string | null) => {
    const key = Date.parse(inizio);
    let row = rows.get(key);
    if (!row) {
      row = { key, inizio, fine, titolo, slot: null, booked: [], waiting: [] };
      rows.set(key, row);
    }
    return row;
  };
  for (const slot of slots) rowAt(slot.inizio, slot.fine, slot.titolo).slot = slot;
  for (const booking of bookings) {
    const row = rowAt(booking.inizio, booking.fine, booking.titolo);
    (booking.stato === 'in-attesa' ? row.waiting : row.booked).push(booking);
  }
  for (const row of rows.values()) {
    row.waiting.sort(
      (a, b) => (a.posizioneAttesa ?? Infinity) - (b.posizioneAttesa ?? Infinity) || a.id - b.id,
    );
    row.booked.sort((a, b) => a.per.nome.localeCompare(b.per.nome, 'it') || a.id - b.id);
  }
  return [...rows.values()].sort((a, b) => a.key - b.key);
}

function without(failures: Readonly<Record<number, string>>, id: number): Record<number, string> {
  const rest = { ...failures };
  delete rest[id];
  return rest;
}

/** The changes an operator makes from the agenda, in the order the buttons show (cancelling last). */
const ACTIONS = ['confermato', 'arrivato', 'completato', 'non-presentato', 'prenotato', 'annullato'] as const;
type AgendaAction = (typeof ACTIONS)[number];

/** The changes the contract's state machine allows from a booking's state. */
export function allowedActions(stato: BookingState): AgendaAction[] {
  return ACTIONS.filter((action) => bookingStates.may(stato, action));
}

/**
 * A day of a calendar's agenda: a table of its times, each with its seats, the people booked and the waiting list,
 * and the operator's actions on each booking (only those the state machine allows and the user's flags permit).
 */
export function ManageAgendaDay({
  calendario,
  date,
  slots,
  bookings,
  closures,
}: {
  calendario: Calendario;
  date: LocalDate;
  slots: readonly Slot[];
  bookings: readonly Prenotazione[];
  closures: readonly string[];
}) {
  const { t, i18n } = useTranslation('calendar');
  const locale = localeOf(i18n.language);
  const zone = calendario.fusoOrario;
  const { can } = usePermissions();
  const mayUpdate = can(calendarSections.prenotazioni, 'UPDATE');
  const mayBook = can(calendarSections.prenotazioni, 'WRITE') && calendario.attivo;
  const queryClient = useQueryClient();
  const aggiorna = useAggiornaPrenotazione();
  const [failures, setFailures] = useState<Readonly<Record<number, string>>>({});
  const [busy, setBusy] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<Prenotazione | null>(null);
  const [bookingSlot, setBookingSlot] = useState<Slot | null>(null);
  const [showCancelled, setShowCancelled] = useState(false);

  const time = (iso: string) => formatTime(iso, zone, locale);
  const visible = showCancelled ? bookings : bookings.filter((b) => b.stato !== 'annullato');
  const rows = agendaRows(slots, visible);
  const hasCancelled = bookings.some((b) => b.stato === 'annullato');

  const change = async (target: Prenotazione, stato: BookingState) => {
    setBusy(target.id);
    setFailures((current) => without(current, target.id));
    const result = await aggiorna.mutateAsync({ body: { id: target.id, version: target.version, stato } });
    setBusy(null);
    if (result.ok) {
      notifySuccess(
        t('manage.agenda.changed', {
          name: result.data.per.nome,
          time: time(result.data.inizio),
          state: stateLabel(result.data.stato),
        }),
      );
      return;
    }
    const message = isStale(result) ? `${result.message} ${t('manage.agenda.reloaded')}` : result.message;
    setFailures((current) => ({ ...current, [target.id]: message }));
    // Someone else changed the booking or the slot meanwhile: show what is there now.
    if (result.status === 409) void queryClient.invalidateQueries({ queryKey: ['calendar'] });
  };

  /** A person booked or waiting: who, then the note, the operator's actions and the refusal of one. */
  const entry = (b: Prenotazione) => (
    <li key={b.id} className="mb-2">
      {b.stato === 'in-attesa' ? (
        <>
          {b.posizioneAttesa !== null ? (
            <span className="d-block small">
              {t('manage.agenda.position', { position: b.posizioneAttesa })}
            </span>
          ) : null}
          <span className="fw-semibold">{b.per.nome}</span>
          {b.offertaScadeIl ? (
            <span className="d-block small">
              {t('manage.agenda.offerUntil', { time: formatDateTime(b.offertaScadeIl, zone, locale) })}
            </span>
          ) : null}
        </>
      ) : (
        <>
          <span className="fw-semibold">{b.per.nome}</span> <BookingStateBadge stato={b.stato} />
          {b.per.email ? <span className="d-block small">{b.per.email}</span> : null}
        </>
      )}
      {b.note ? <span className="d-block small">{t('manage.agenda.note', { note: b.note })}</span> : null}
      {mayUpdate ? (
        <div className="d-flex flex-wrap gap-1 mt-1">
          {allowedActions(b.stato).map((action) => (
            <button
              key={action}
              type="button"
              className={`btn btn-sm ${action === 'annullato' ? 'btn-outline-danger' : 'btn-outline-primary'}`}
              disabled={busy === b.id}
              aria-label={t('manage.agenda.actionLabel', {
                action: t(`manage.agenda.actions.${action}`),
                name: b.per.nome,
                time: time(b.inizio),
              })}
              onClick={() => (action === 'annullato' ? setCancelling(b) : void change(b, action))}
            >
              {t(`manage.agenda.actions.${action}`)}
            </button>
          ))}
        </div>
      ) : null}
      {failures[b.id] ? (
        <div className="alert alert-danger mt-2 mb-0 py-2" role="alert">
          {failures[b.id]}
        </div>
      ) : null}
    </li>
  );

  /** The people booked (a list) or waiting (in their order) at a time, or that there are none. */
  const people = (row: AgendaRow, which: 'booked' | 'waiting') => {
    const List = which === 'booked' ? 'ul' : 'ol';
    const label = which === 'booked' ? 'manage.agenda.bookingsOf' : 'manage.agenda.waitingOf';
    if (row[which].length === 0) {
      return (
        <span className="small">
          {t(which === 'booked' ? 'manage.agenda.noBookings' : 'manage.agenda.noWaiting')}
        </span>
      );
    }
    return (
      <List className="list-unstyled mb-0" aria-label={t(label, { time: time(row.inizio) })}>
        {row[which].map(entry)}
      </List>
    );
  };

  return (
    <>
      {closures.map((motivo) => (
        <p key={motivo} className="alert alert-info">
          {t('manage.agenda.closed', { motivo })}
        </p>
      ))}
      {hasCancelled ? (
        <Check
          className="form-check mb-3"
          label={t('manage.agenda.showCancelled')}
          checked={showCancelled}
          onChange={setShowCancelled}
        />
      ) : null}
      {rows.length === 0 ? (
        <p>{t('manage.agenda.emptyDay')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle ui-stack-table">
            <caption className="visually-hidden">
              {t('manage.agenda.table.caption', { date: formatDay(date, locale) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('manage.agenda.table.time')}</th>
                <th scope="col">{t('manage.agenda.table.seats')}</th>
                <th scope="col">{t('manage.agenda.table.bookings')}</th>
                <th scope="col">{t('manage.agenda.table.waiting')}</th>
                {mayBook ? (
                  <th scope="col">
                    <span className="visually-hidden">{t('manage.agenda.table.actions')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">
                    {time(row.inizio)}–{time(row.fine)}
                    {row.titolo ? <span className="d-block small fw-normal">{row.titolo}</span> : null}
                  </th>
                  <td data-label={t('manage.agenda.table.seats')}>
                    <Seats slot={row.slot} />
                  </td>
                  <td data-label={t('manage.agenda.table.bookings')}>{people(row, 'booked')}</td>
                  <td data-label={t('manage.agenda.table.waiting')}>{people(row, 'waiting')}</td>
                  {mayBook ? (
                    <td className="text-nowrap text-end">
                      {row.slot?.prenotabile ? (
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-primary"
                          aria-label={t('manage.agenda.bookForLabel', { time: time(row.inizio) })}
                          onClick={() => setBookingSlot(row.slot)}
                        >
                          {t('manage.agenda.bookFor')}
                        </button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ManageCancelDialog booking={cancelling} zone={zone} onClose={() => setCancelling(null)} />
      <ManageBookDialog calendario={calendario} slot={bookingSlot} onClose={() => setBookingSlot(null)} />
    </>
  );
}

function Seats({ slot }: { slot: Slot | null }) {
  const { t } = useTranslation('calendar');
  if (!slot) return <span className="small">{t('manage.agenda.seats.noSlot')}</span>;
  return (
    <>
      {slot.liberi > 0
        ? t('manage.agenda.seats.free', { count: slot.liberi, total: slot.posti })
        : t('manage.agenda.seats.full', { count: slot.posti })}
      {slot.motivo ? <span className="d-block small">{slot.motivo}</span> : null}
    </>
  );
}
