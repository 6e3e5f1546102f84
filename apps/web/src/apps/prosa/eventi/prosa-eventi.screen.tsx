import type { Evento } from '@halo/contract/prosa/eventi';
import { Button } from 'design-react-kit';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { positiveId, useListParams, usePageInRange } from '../../../lib/ui/list-params.ts';
import { Page, SearchBox } from '../../../lib/ui/page.tsx';
import { PlainField } from '../../../lib/ui/plain-field.tsx';
import { SearchFilters, SearchResults } from '../../../lib/ui/search-screen.tsx';
import { AslSelect, ThemeSelect } from '../components/search-selects.tsx';
import { useSearchTexts } from '../prosa.search.ts';
import {
  addDays,
  daysBetween,
  isDay,
  monthOf,
  romeDate,
  todayInRome,
  useEventiViewer,
  useEventoLabels,
} from './eventi.labels.tsx';
import { type EventiQuery, useEventi } from './eventi.queries.ts';
import { EventoCard } from './evento-card.tsx';
import { EventoDeleteDialog } from './evento-delete.tsx';
import { EventoFormDialog } from './evento-form.tsx';

const PAGE_SIZE = 20;
/** A bigger page asked in the address is not honoured: each result is a card. */
const MAX_SIZE = 50;
const FILTERS = ['tema', 'asl', 'dal', 'al'] as const;

/** The period before or after: a whole month moves by months, any other range by its own length. */
function shiftPeriod(dal: string, al: string, direction: 1 | -1): { dal: string; al: string } {
  const month = monthOf(dal);
  if (month.first === dal && month.last === al) {
    const other = monthOf(dal, direction);
    return { dal: other.first, al: other.last };
  }
  const span = (daysBetween(dal, al) + 1) * direction;
  return { dal: addDays(dal, span), al: addDays(al, span) };
}

/** The events of one page by their day in Italy, in the order the server gave them (the soonest first). */
function byDay(items: readonly Evento[]): [string, Evento[]][] {
  const days = new Map<string, Evento[]>();
  for (const evento of items) {
    const day = romeDate(evento.inizio);
    days.set(day, [...(days.get(day) ?? []), evento]);
  }
  return [...days];
}

/**
 * Eventi (issue 15, docs/adr/0020): the events of published projects and campaigns as an agenda, a day at a time,
 * from now on or in a period (a week, a month, any range, with the period before and after), searched in Italian as
 * the user types and filtered by theme and authority; all of it in the address, so it can be bookmarked or shared.
 * Anyone signed in books a seat through the calendar service; staff add events to their projects and campaigns and
 * change or delete those that are theirs.
 */
export function ProsaEventi() {
  const { t } = useTranslation('prosaAttivita');
  const viewer = useEventiViewer();
  const labels = useEventoLabels();
  const list = useListParams({ size: PAGE_SIZE });
  const texts = useSearchTexts('events.search');
  const dal = isDay(list.get('dal')) ? list.get('dal') : undefined;
  const alAsked = isDay(list.get('al')) ? list.get('al') : undefined;
  const badRange = dal !== undefined && alAsked !== undefined && alAsked < dal;
  const al = badRange ? undefined : alAsked;
  const query: EventiQuery = {
    q: list.q,
    page: list.page,
    size: Math.min(list.size, MAX_SIZE),
    dal,
    al,
    tema: positiveId(list.get('tema')),
    asl: positiveId(list.get('asl')),
  };
  const eventi = useEventi(query);
  usePageInRange(list, eventi);
  const [editing, setEditing] = useState<Evento | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Evento | null>(null);
  const filtered = Boolean(list.q) || FILTERS.some((f) => query[f] !== undefined);
  const today = todayInRome();

  let period = t('events.search.shownUpcoming');
  if (dal && al) period = t('events.search.shownRange', { dal: labels.day(dal), al: labels.day(al) });
  else if (dal) period = t('events.search.shownFrom', { dal: labels.day(dal) });
  else if (al) period = t('events.search.shownUntil', { al: labels.day(al) });

  const setPeriod = (range: { dal: string; al: string }) => list.update(range);

  return (
    <Page
      title={t('events.title')}
      lead={t('events.lead')}
      actions={
        viewer.writes ? (
          <Button color="primary" type="button" onClick={() => setEditing('new')}>
            {t('events.create')}
          </Button>
        ) : null
      }
    >
      {viewer.staff ? <p>{t('events.search.staffNote')}</p> : null}
      <SearchFilters
        label={t('events.search.filters')}
        filtered={filtered}
        clearLabel={t('events.search.clear')}
        onClear={() => list.update({ q: null, ...Object.fromEntries(FILTERS.map((f) => [f, null])) })}
      >
        <SearchBox label={t('events.search.text')} value={list.q} onChange={(q) => list.update({ q })} />
        <Filters
          tema={list.get('tema')}
          asl={list.get('asl')}
          onChange={(name, value) => list.update({ [name]: value })}
        />
        <fieldset className="mb-4">
          <legend className="h6 mb-3">{t('events.search.period')}</legend>
          <div className="row">
            <DayInput
              label={t('events.search.dal')}
              value={list.get('dal')}
              onChange={(value) => list.update({ dal: value })}
            />
            <DayInput
              label={t('events.search.al')}
              value={list.get('al')}
              onChange={(value) => list.update({ al: value })}
            />
          </div>
          <p className="small mb-2">{t('events.search.periodHelp')}</p>
          {badRange ? <p className="small text-danger fw-semibold">{t('events.search.badRange')}</p> : null}
          <div className="d-flex flex-wrap gap-2">
            <PeriodButton onClick={() => setPeriod({ dal: today, al: addDays(today, 6) })}>
              {t('events.search.presets.week')}
            </PeriodButton>
            <PeriodButton onClick={() => setPeriod({ dal: today, al: monthOf(today).last })}>
              {t('events.search.presets.month')}
            </PeriodButton>
            <PeriodButton
              onClick={() => {
                const next = monthOf(today, 1);
                setPeriod({ dal: next.first, al: next.last });
              }}
            >
              {t('events.search.presets.nextMonth')}
            </PeriodButton>
            {dal && al ? (
              <>
                <PeriodButton onClick={() => setPeriod(shiftPeriod(dal, al, -1))}>
                  {t('events.search.previous')}
                </PeriodButton>
                <PeriodButton onClick={() => setPeriod(shiftPeriod(dal, al, 1))}>
                  {t('events.search.next')}
                </PeriodButton>
              </>
            ) : null}
          </div>
        </fieldset>
      </SearchFilters>
      <SearchResults
        title={t('events.search.agenda')}
        result={eventi}
        filtered={filtered}
        texts={texts}
        before={<p className="fw-semibold mb-1">{period}</p>}
        onPage={(page) => list.update({ page })}
      >
        {(items) => (
          <ol className="list-unstyled mb-4">
            {byDay(items).map(([day, events]) => (
              <li key={day} className="mb-4">
                <Day title={labels.day(day)}>
                  {events.map((evento) => (
                    <li key={evento.id} className="mb-3">
                      <EventoCard
                        evento={evento}
                        level={4}
                        booking
                        onEdit={evento.modificabile ? () => setEditing(evento) : undefined}
                        onDelete={evento.modificabile ? () => setDeleting(evento) : undefined}
                      />
                    </li>
                  ))}
                </Day>
              </li>
            ))}
          </ol>
        )}
      </SearchResults>
      {viewer.writes ? (
        <>
          <EventoFormDialog
            evento={editing !== null && editing !== 'new' ? editing : undefined}
            isOpen={editing !== null}
            onClose={() => setEditing(null)}
          />
          <EventoDeleteDialog evento={deleting} onClose={() => setDeleting(null)} />
        </>
      ) : null}
    </Page>
  );
}

/** One day of the agenda: its date as a heading, then its events. */
function Day({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="h5 border-bottom pb-2 mb-3">
        {title.charAt(0).toUpperCase() + title.slice(1)}
      </h3>
      <ul className="list-unstyled mb-0">{children}</ul>
    </section>
  );
}

function PeriodButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button color="primary" outline size="sm" type="button" onClick={onClick}>
      {children}
    </Button>
  );
}

function DayInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <PlainField label={label} className="form-group col-12 col-md-6 col-lg-4">
      {(field) => (
        <input
          {...field}
          type="date"
          className="form-control"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </PlainField>
  );
}

function Filters({
  tema,
  asl,
  onChange,
}: {
  tema: string;
  asl: string;
  onChange: (name: 'tema' | 'asl', value: string) => void;
}) {
  const { t } = useTranslation('prosaAttivita');
  return (
    <div className="row">
      <ThemeSelect
        label={t('events.search.tema')}
        allLabel={t('events.search.allThemes')}
        value={tema}
        onChange={(v) => onChange('tema', v)}
      />
      <AslSelect
        label={t('events.search.asl')}
        allLabel={t('events.search.allAsl')}
        value={asl}
        onChange={(v) => onChange('asl', v)}
      />
    </div>
  );
}
