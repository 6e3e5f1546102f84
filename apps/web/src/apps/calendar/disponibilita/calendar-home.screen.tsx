import { applicationClients } from '@halo/contract';
import { calendarMessages, DEFAULT_TIME_ZONE, NEW_ID } from '@halo/contract/calendar';
import type { Calendario, Slot } from '@halo/contract/calendar/calendari';
import { Button, Icon } from 'design-react-kit';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ComunePicker } from '../../../lib/territory/comune-picker.tsx';
import { Facts } from '../../../lib/ui/facts.tsx';
import { positiveId } from '../../../lib/ui/list-params.ts';
import { SearchBox } from '../../../lib/ui/page.tsx';
import { PlainField } from '../../../lib/ui/plain-field.tsx';
import { SearchFilters, SelectField } from '../../../lib/ui/search-screen.tsx';
import '../../../lib/ui/ui.css';
import { ConfirmDialog, useOpening } from '../../../lib/ui/confirm-dialog.tsx';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';
import { calendar as calendarApi } from '../calendar.api.ts';
import {
  useCalendarAsls,
  useCalendari,
  useCalendario,
  useCalendarTypes,
  usePrenota,
} from '../calendar.queries.ts';
import { addDays, formatDay, isLocalDate, localeOf, startOfWeek, todayIn } from '../calendar.time.ts';
import { useWhen } from '../calendar.when.ts';
import { BOOKINGS_PATH, BookingWeek, slotState, WeekNavigation } from './booking-week.tsx';

const ASL_CODE = /^\d{6}$/;

/** The search of a calendar, as the address keeps it. */
interface Filters {
  tipo: string;
  asl: string;
  q: string;
  comune: number | null;
}

/**
 * Prenota: find a calendar (type, ASL, name), see a week of its slots, book one after a confirmation, or join
 * the waiting list of a full one. The chosen calendar, the week and the filters live in the address, so reload and
 * the back button return to the same week.
 */
export function CalendarHome() {
  const { t } = useTranslation('calendar');
  useDocumentTitle(t('booking.home.title'));
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    tipo: params.get('tipo') ?? '',
    asl: params.get('asl') ?? '',
    q: params.get('q') ?? '',
    comune: positiveId(params.get('comune')) ?? null,
  };
  const { tipo, asl, q, comune } = filters;
  const chosenId = positiveId(params.get('calendario')) ?? null;
  // The calendars are in Italy: the current week is Italy's.
  const thisWeek = startOfWeek(todayIn(DEFAULT_TIME_ZONE));
  const askedWeek = params.get('settimana');
  const week = isLocalDate(askedWeek) ? startOfWeek(askedWeek) : thisWeek;

  // The address as last asked for: a change made while the previous one is still on its way (the name typed, its
  // pause over, just after "Scegli") builds on it, instead of on the address of the last render, and keeps both.
  const asked = useRef(params);
  const shownParams = useRef(params);
  if (shownParams.current !== params) {
    shownParams.current = params;
    asked.current = params;
  }
  const change = (changes: Record<string, string | null>, replace: boolean) => {
    const next = new URLSearchParams(asked.current);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    asked.current = next;
    setParams(next, { replace });
  };

  const list = useCalendari({
    tipo: tipo || undefined,
    codiceAsl: ASL_CODE.test(asl) ? asl : undefined,
    q: q || undefined,
    comune: comune ?? undefined,
  });
  const detail = useCalendario(chosenId, { dal: week, al: addDays(week, 6) });

  // While another week loads, the calendar's name and zone stay: only its days wait.
  const lastCalendar = useRef<Calendario | null>(null);
  if (detail.data) lastCalendar.current = detail.data;
  const calendario: Calendario | null =
    detail.data ??
    list.data?.find((c) => c.id === chosenId) ??
    (lastCalendar.current?.id === chosenId ? lastCalendar.current : null);

  const [notice, setNotice] = useState<{ text: string } | null>(null);
  const weekHeading = useRef<HTMLHeadingElement>(null);
  const focusWeek = useRef(false);
  useEffect(() => {
    if (focusWeek.current && chosenId !== null) {
      focusWeek.current = false;
      weekHeading.current?.focus();
    }
  }, [chosenId]);

  const choose = (id: number) => {
    setNotice(null);
    focusWeek.current = true;
    change({ calendario: String(id), settimana: week }, false);
  };

  return (
    <div className="container-xxl py-4 ui-page">
      {/* The home's title is the application's name, which is not translated (like the header's). */}
      <h1>{applicationClients.calendar}</h1>
      <p className="lead">{t('booking.home.lead')}</p>
      <FindCalendar
        filters={filters}
        calendari={list.data}
        chosen={calendario}
        loading={list.isPending}
        chosenId={chosenId}
        onFilters={(changes) => change(changes, true)}
        onChoose={choose}
      />
      <WeekSection
        headingRef={weekHeading}
        chosenId={chosenId}
        calendario={calendario}
        detail={detail}
        week={week}
        thisWeek={thisWeek}
        notice={notice}
        onNotice={setNotice}
        onWeek={(monday) => {
          setNotice(null);
          change({ settimana: monday }, false);
        }}
      />
    </div>
  );
}

/**
 * The search of a calendar by type, ASL (by name), name and the citizen's comune, with the calendars found. Once one is chosen the search
 * folds into one line that names it, so the week (what the citizen came for) is in sight; "Cambia calendario"
 * opens it again.
 */
function FindCalendar({
  filters: { tipo, asl, q, comune },
  calendari,
  chosen,
  loading,
  chosenId,
  onFilters,
  onChoose,
}: {
  filters: Filters;
  calendari: Calendario[] | undefined;
  chosen: Calendario | null;
  loading: boolean;
  chosenId: number | null;
  onFilters: (changes: Record<string, string | null>) => void;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation('calendar');
  const types = useCalendarTypes().data ?? [];
  const asls = useCalendarAsls().data ?? [];
  const ids = { title: useId(), panel: useId() };
  // Folded while a calendar is chosen; opened by "Cambia calendario", folded again by the next choice.
  const [open, setOpen] = useState(chosenId === null);
  const [shownFor, setShownFor] = useState(chosenId);
  if (shownFor !== chosenId) {
    setShownFor(chosenId);
    setOpen(chosenId === null);
  }
  const rows = calendari ?? [];
  const typeName = (codice: string) => types.find((type) => type.codice === codice)?.descrizione ?? codice;
  // An ASL the address names but the list does not (yet) have stays choosable, by its code.
  const aslChoices =
    asl && !asls.some((a) => a.codiceAsl === asl) ? [...asls, { codiceAsl: asl, denominazione: asl }] : asls;
  const folded = chosenId !== null && !open;
  // The picker keeps its own choice (a new picker: none); the address keeps the comune's id (its name is known once
  // chosen here).
  const [comuneName, setComuneName] = useState<string | null>(null);
  const [picker, setPicker] = useState(0);
  const clearComune = () => {
    setComuneName(null);
    setPicker((n) => n + 1);
  };
  return (
    <section aria-labelledby={ids.title} className="mb-4">
      <div className="d-flex flex-wrap align-items-baseline gap-3 mb-2">
        <h2 id={ids.title} className="h4 mb-0">
          {t('booking.home.find.title')}
        </h2>
        {chosenId !== null ? (
          <Button
            color="primary"
            outline
            size="sm"
            type="button"
            aria-expanded={open}
            aria-controls={ids.panel}
            onClick={() => setOpen(!open)}
          >
            {open ? t('booking.home.find.hide') : t('booking.home.find.change')}
          </Button>
        ) : null}
      </div>
      {chosenId !== null ? (
        <p className="d-flex align-items-center gap-1 mb-2">
          <Icon icon="it-check-circle" size="sm" color="primary" aria-hidden="true" />
          <span>
            {chosen
              ? t('booking.home.find.chosenNamed', {
                  name: chosen.nome,
                  owner: chosen.titolare.denominazione,
                })
              : t('booking.home.find.chosen')}
          </span>
        </p>
      ) : null}
      <div id={ids.panel} hidden={folded}>
        <SearchFilters
          label={t('booking.home.find.filters')}
          filtered={Boolean(tipo || asl || q || comune !== null)}
          clearLabel={t('booking.home.find.clear')}
          onClear={() => {
            clearComune();
            onFilters({ tipo: null, asl: null, q: null, comune: null });
          }}
        >
          <div className="row">
            <SelectField
              className="col-12 col-md-4"
              label={t('booking.home.find.type')}
              value={tipo}
              onChange={(value) => onFilters({ tipo: value })}
            >
              <option value="">{t('booking.home.find.allTypes')}</option>
              {types.map((type) => (
                <option key={type.codice} value={type.codice}>
                  {type.descrizione}
                </option>
              ))}
            </SelectField>
            <SelectField
              className="col-12 col-md-4"
              label={t('booking.home.find.asl')}
              value={asl}
              onChange={(value) => onFilters({ asl: value })}
            >
              <option value="">{t('booking.home.find.allAsl')}</option>
              {aslChoices.map((a) => (
                <option key={a.codiceAsl} value={a.codiceAsl}>
                  {a.denominazione}
                </option>
              ))}
            </SelectField>
            <div className="col-12 col-md-4">
              <SearchBox
                label={t('booking.home.find.text')}
                value={q}
                onChange={(text) => onFilters({ q: text.trim() })}
              />
            </div>
          </div>
          <ComunePicker
            key={picker}
            legend={t('booking.home.find.comune')}
            onChange={(chosenComune) => {
              setComuneName(chosenComune?.denominazione ?? null);
              onFilters({ comune: chosenComune ? String(chosenComune.id) : null });
            }}
          />
          {comune !== null ? (
            <p className="d-flex flex-wrap align-items-center gap-2">
              <span>
                {comuneName
                  ? t('booking.home.find.nearNamed', { name: comuneName })
                  : t('booking.home.find.near')}
              </span>
              <Button
                color="primary"
                outline
                size="sm"
                type="button"
                onClick={() => {
                  clearComune();
                  onFilters({ comune: null });
                }}
              >
                {t('booking.home.find.nearClear')}
              </Button>
            </p>
          ) : null}
        </SearchFilters>
        <p role="status">
          {loading ? t('booking.home.find.loading') : t('booking.home.find.found', { count: rows.length })}
        </p>
        {rows.length > 0 ? (
          <ul className="list-unstyled row g-3" aria-label={t('booking.home.find.list')}>
            {rows.map((c) => (
              <li
                key={c.id}
                className="col-12 col-md-6 col-xl-4"
                aria-current={c.id === chosenId ? 'true' : undefined}
              >
                <div className={`card card-bg h-100${c.id === chosenId ? ' border border-primary' : ''}`}>
                  <div className="card-body p-3">
                    <h3 className="h6 card-title">{c.nome}</h3>
                    <Facts
                      items={[
                        [t('booking.home.find.owner'), c.titolare.denominazione],
                        [t('booking.home.find.typeLabel'), typeName(c.tipo)],
                      ]}
                    />
                    {c.descrizione ? <p className="small">{c.descrizione}</p> : null}
                    {c.id === chosenId ? (
                      <p className="d-flex align-items-center gap-1 fw-semibold mb-0">
                        <Icon icon="it-check-circle" size="sm" color="primary" aria-hidden="true" />
                        {t('booking.home.find.chosen')}
                      </p>
                    ) : (
                      <Button
                        color="primary"
                        size="sm"
                        type="button"
                        aria-label={t('booking.home.find.chooseNamed', { name: c.nome })}
                        onClick={() => onChoose(c.id)}
                      >
                        {t('booking.home.find.choose')}
                      </Button>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

function WeekSection({
  headingRef,
  chosenId,
  calendario,
  detail,
  week,
  thisWeek,
  notice,
  onNotice,
  onWeek,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  chosenId: number | null;
  calendario: Calendario | null;
  detail: ReturnType<typeof useCalendario>;
  week: string;
  thisWeek: string;
  notice: { text: string } | null;
  onNotice: (notice: { text: string } | null) => void;
  onWeek: (monday: string) => void;
}) {
  const { t } = useTranslation('calendar');
  const titleId = useId();
  const zone = calendario?.fusoOrario ?? DEFAULT_TIME_ZONE;
  // Each opening is a new dialog (key): another slot, no note, no refusal of before.
  const [chosenSlot, setChosenSlot] = useState<Slot | null>(null);
  const booking = useOpening(chosenSlot);
  const first = useFirstAvailable(chosenId, onWeek);

  let body: ReactNode;
  if (chosenId === null) {
    body = <p>{t('booking.home.week.choose')}</p>;
  } else if (detail.data === null) {
    // Not found, or not readable: the global alert has said why.
    body = <p>{t('booking.home.week.notFound')}</p>;
  } else if (!calendario) {
    body = <p>{t('booking.home.week.loading')}</p>;
  } else {
    body = (
      <>
        <p className="mb-1">{t('booking.home.week.owner', { owner: calendario.titolare.denominazione })}</p>
        <p>{t('booking.home.week.timeZone', { zone })}</p>
        <WeekNavigation
          week={week}
          thisWeek={thisWeek}
          onWeek={(monday) => {
            first.clear();
            onWeek(monday);
          }}
        >
          <Button
            color="primary"
            size="sm"
            type="button"
            aria-disabled={first.busy || undefined}
            className={first.busy ? 'disabled' : undefined}
            onClick={() => void first.find()}
          >
            <Icon icon="it-search" size="sm" color="white" aria-hidden="true" />
            {t('booking.home.week.firstAvailable')}
          </Button>
        </WeekNavigation>
        {/* Always in the page, so the outcome of the search is announced when it appears. */}
        <div role="status">{first.message ? <p className="fw-semibold">{first.message}</p> : null}</div>
        {detail.data ? (
          <BookingWeek
            week={week}
            zone={zone}
            disponibilita={detail.data.disponibilita}
            onChoose={setChosenSlot}
          />
        ) : (
          <p>{t('booking.home.week.loading')}</p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="h4">
        {calendario
          ? t('booking.home.week.title', { name: calendario.nome })
          : t('booking.home.week.heading')}
      </h2>
      {/* Always in the page, so screen readers announce the outcome of a booking when it appears. */}
      <div role="status">
        {notice ? (
          <div className="alert alert-success">
            <p className="mb-1">{notice.text}</p>
            <Link to={BOOKINGS_PATH}>{t('booking.home.done.link')}</Link>
          </div>
        ) : null}
      </div>
      {body}
      {calendario && booking.shown ? (
        <BookSlot
          key={booking.opening}
          isOpen={chosenSlot !== null}
          calendario={calendario}
          slot={booking.shown}
          onRefresh={() => void detail.refetch()}
          onClose={() => setChosenSlot(null)}
          onBooked={(text) => {
            setChosenSlot(null);
            onNotice({ text });
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * "Primo giorno disponibile": asks the server for the first day from today with a free slot the user may book, and
 * shows its week; says so when there is none within the search (a year, or the calendar's booking horizon).
 */
function useFirstAvailable(chosenId: number | null, onWeek: (monday: string) => void) {
  const { t, i18n } = useTranslation('calendar');
  const locale = localeOf(i18n.resolvedLanguage);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shownFor, setShownFor] = useState(chosenId);
  if (shownFor !== chosenId) {
    setShownFor(chosenId);
    setMessage(null);
  }
  return {
    message,
    busy,
    clear: () => setMessage(null),
    async find() {
      if (chosenId === null || busy) return;
      setBusy(true);
      setMessage(null);
      const found = await calendarApi.firstAvailable(chosenId);
      setBusy(false);
      // A failure has been told by the global alert.
      if (!found) return;
      if (found.data === null) {
        setMessage(t('booking.home.week.noneAvailable', { until: formatDay(found.al, locale) }));
        return;
      }
      onWeek(startOfWeek(found.data));
      setMessage(t('booking.home.week.firstFound', { day: formatDay(found.data, locale) }));
    },
  };
}

/** The confirmation step of a booking; a full slot offers the waiting list instead. */
function BookSlot({
  isOpen,
  calendario,
  slot,
  onRefresh,
  onClose,
  onBooked,
}: {
  isOpen: boolean;
  calendario: Calendario;
  slot: Slot;
  onRefresh: () => void;
  onClose: () => void;
  onBooked: (text: string) => void;
}) {
  const { t } = useTranslation('calendar');
  const prenota = usePrenota();
  const when = useWhen()(slot, calendario.fusoOrario);
  const [waiting, setWaiting] = useState(slotState(slot) === 'full');
  const [note, setNote] = useState('');

  const book = async () => {
    const result = await prenota.mutateAsync({
      body: {
        id: NEW_ID,
        calendarioId: calendario.id,
        inizio: slot.inizio,
        note: note.trim(),
        listaAttesa: waiting,
      },
    });
    if (!result.ok && result.status === 409) {
      // Someone took the last seat meanwhile: the week shows it, and the dialog offers the waiting list.
      onRefresh();
      if (result.message === calendarMessages.slotFull) setWaiting(true);
    }
    return result;
  };

  return (
    <ConfirmDialog
      confirmColor="primary"
      isOpen={isOpen}
      title={waiting ? t('booking.home.dialog.waitingTitle') : t('booking.home.dialog.title')}
      keepLabel={t('booking.common.keep')}
      confirmLabel={waiting ? t('booking.home.dialog.joinWaitingList') : t('booking.home.dialog.confirm')}
      onConfirm={book}
      onDone={(booked) =>
        onBooked(
          booked.stato === 'in-attesa'
            ? t('booking.home.done.waiting', {
                calendar: calendario.nome,
                when,
                position: booked.posizioneAttesa ?? '—',
              })
            : t('booking.home.done.booked', { calendar: calendario.nome, when }),
        )
      }
      onCancel={onClose}
    >
      {waiting ? (
        <>
          <p>{t('booking.home.dialog.full')}</p>
          {slot.inAttesa > 0 ? (
            <p>{t('booking.home.dialog.waitingCount', { count: slot.inAttesa })}</p>
          ) : null}
        </>
      ) : (
        <p>{t('booking.home.dialog.question')}</p>
      )}
      <dl className="mb-3">
        <dt>{t('booking.common.calendar')}</dt>
        <dd>{calendario.nome}</dd>
        <dt>{t('booking.common.when')}</dt>
        <dd>{when}</dd>
        {slot.titolo ? (
          <>
            <dt>{t('booking.common.event')}</dt>
            <dd>{slot.titolo}</dd>
          </>
        ) : null}
      </dl>
      <PlainField
        label={t('booking.home.dialog.note')}
        help={t('booking.home.dialog.noteHelp')}
        className="form-group mb-0"
      >
        {(field) => (
          <textarea
            {...field}
            className="form-control"
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </PlainField>
    </ConfirmDialog>
  );
}
