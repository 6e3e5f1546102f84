import type { Calendario } from '@halo/contract/calendar/calendari';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChoiceSelect } from '../../../lib/ui/choice-select.tsx';
import { positiveId } from '../../../lib/ui/list-params.ts';
import { Page } from '../../../lib/ui/page.tsx';
import { PlainField } from '../../../lib/ui/plain-field.tsx';
import { EmptyState, LoadingState } from '../../../lib/ui/states.tsx';
import { useCalendari, useCalendario, usePrenotazioni } from '../calendar.queries.ts';
import {
  addDays,
  daysWindow,
  formatDay,
  isLocalDate,
  type LocalDate,
  localeOf,
  startOfWeek,
  todayIn,
} from '../calendar.time.ts';
import { ManageAgendaDay } from './agenda-day.tsx';
import { ManageAgendaWeek } from './agenda-week.tsx';

type View = 'giorno' | 'settimana';

/** The most bookings one call brings (the contract's page size limit): a day or a week of one calendar. */
const MAX_BOOKINGS = 500;

interface AgendaQuery {
  calendario: number | null;
  vista: View;
  data: LocalDate | null;
}

function readQuery(params: URLSearchParams): AgendaQuery {
  const data = params.get('data');
  return {
    calendario: positiveId(params.get('calendario')) ?? null,
    vista: params.get('vista') === 'settimana' ? 'settimana' : 'giorno',
    data: isLocalDate(data) ? data : null,
  };
}

function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * The operator's agenda (SPEC.md §7 **Calendar**): one of the calendars whose bookings they work, a day (the
 * default, today) or a week; the calendar, the view and the date are in the query string
 * (`?calendario=1&vista=settimana&data=2026-11-25`), so the back button and a shared link show the same agenda.
 */
export function CalendarAgenda() {
  const { t } = useTranslation('calendar');
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const calendari = useCalendari({ gestiti: true });
  const list = calendari.data ?? [];
  const calendario = list.find((c) => c.id === query.calendario) ?? list[0] ?? null;

  const update = (patch: Partial<AgendaQuery>) => {
    const next = { ...query, calendario: calendario?.id ?? null, ...patch };
    const search = new URLSearchParams();
    if (next.calendario !== null) search.set('calendario', String(next.calendario));
    if (next.vista !== 'giorno') search.set('vista', next.vista);
    if (next.data) search.set('data', next.data);
    setParams(search);
  };

  return (
    <Page title={t('manage.agenda.title')} lead={t('manage.agenda.lead')}>
      {calendari.isPending ? (
        <LoadingState />
      ) : !calendario ? (
        <EmptyState>{t('manage.agenda.noCalendars')}</EmptyState>
      ) : (
        <Agenda calendari={list} calendario={calendario} query={query} onChange={update} />
      )}
    </Page>
  );
}

function Agenda({
  calendari,
  calendario,
  query,
  onChange,
}: {
  calendari: readonly Calendario[];
  calendario: Calendario;
  query: AgendaQuery;
  onChange: (patch: Partial<AgendaQuery>) => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const locale = localeOf(i18n.language);
  const headingId = useId();
  const zone = calendario.fusoOrario;
  const today = todayIn(zone);
  const date = query.data ?? today;
  const week = query.vista === 'settimana';
  const from = week ? startOfWeek(date) : date;
  const to = week ? addDays(from, 6) : date;
  const step = week ? 7 : 1;

  const bookings = usePrenotazioni({
    ambito: 'gestite',
    calendarioId: calendario.id,
    ...daysWindow(from, to, zone),
    size: MAX_BOOKINGS,
  });
  const detail = useCalendario(calendario.id, { dal: from, al: to });
  const items = bookings.data?.items ?? [];
  const active = items.filter((b) => b.stato !== 'annullato');
  const waiting = active.filter((b) => b.stato === 'in-attesa').length;
  const counted = t('manage.agenda.summary', { count: active.length - waiting });
  const disponibilita = detail.data?.disponibilita;

  const title = week
    ? t('manage.agenda.weekTitle', { from: formatDay(from, locale), to: formatDay(to, locale) })
    : capitalised(formatDay(date, locale));

  return (
    <>
      <form
        className="row g-3 align-items-end mb-4"
        aria-label={t('manage.agenda.toolbar')}
        onSubmit={(event) => event.preventDefault()}
      >
        <ChoiceSelect
          className="col-12 col-md-5"
          label={t('manage.agenda.calendar')}
          value={calendario.id}
          choices={calendari.map((c) => ({ value: c.id, label: c.nome }))}
          onChange={(id) => onChange({ calendario: Number(id) })}
        />
        <PlainField label={t('manage.agenda.date')} className="col-12 col-md-3 form-group mb-0">
          {(field) => (
            <input
              {...field}
              type="date"
              className="form-control"
              value={date}
              onChange={(event) => {
                if (isLocalDate(event.target.value)) onChange({ data: event.target.value });
              }}
            />
          )}
        </PlainField>
        <fieldset className="col-12 col-md-4">
          <legend className="visually-hidden">{t('manage.agenda.view')}</legend>
          <div className="btn-group">
            {(['giorno', 'settimana'] as const).map((vista) => (
              <button
                key={vista}
                type="button"
                className={`btn btn-sm ${query.vista === vista ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-pressed={query.vista === vista}
                onClick={() => onChange({ vista })}
              >
                {vista === 'giorno' ? t('manage.agenda.day') : t('manage.agenda.week')}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="col-12 d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => onChange({ data: addDays(date, -step) })}
          >
            {week ? t('manage.agenda.previousWeek') : t('manage.agenda.previousDay')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => onChange({ data: null })}
            disabled={date === today}
          >
            {t('manage.agenda.today')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => onChange({ data: addDays(date, step) })}
          >
            {week ? t('manage.agenda.nextWeek') : t('manage.agenda.nextDay')}
          </button>
        </div>
      </form>

      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="h4">
          {title}
        </h2>
        <p className="small">{t('manage.agenda.timeZone', { zone })}</p>
        {calendario.attivo ? null : <p className="alert alert-warning">{t('manage.agenda.inactive')}</p>}
        <p role="status">
          {bookings.isPending
            ? t('manage.agenda.loading')
            : waiting > 0
              ? t('manage.agenda.summaryWaiting', { bookings: counted, count: waiting })
              : `${counted}.`}
        </p>
        {bookings.data && bookings.data.total > items.length ? (
          <p className="alert alert-warning">
            {t('manage.agenda.truncated', { shown: items.length, total: bookings.data.total })}
          </p>
        ) : null}
        {bookings.isPending || detail.isPending ? null : week ? (
          <ManageAgendaWeek
            calendario={calendario}
            monday={from}
            bookings={items}
            closures={disponibilita?.chiusure ?? []}
            onOpenDay={(day) => onChange({ vista: 'giorno', data: day })}
          />
        ) : (
          <ManageAgendaDay
            calendario={calendario}
            date={date}
            slots={disponibilita?.slot ?? []}
            bookings={items}
            closures={(disponibilita?.chiusure ?? []).filter((c) => c.data === date).map((c) => c.motivo)}
          />
        )}
      </section>
    </>
  );
}
