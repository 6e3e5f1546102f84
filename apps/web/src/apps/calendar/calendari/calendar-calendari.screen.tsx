import { type Calendario, calendarCalendariRoutes } from '@halo/contract/calendar/calendari';
import { type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { recordFormOpening } from '../../../lib/ui/record-saved.ts';
import { NewRecordButton, RecordActions, useRecordDialogs } from '../../../lib/ui/record-section.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { SearchInput } from '../../../lib/ui/search-input.tsx';
import { SelectField } from '../../../lib/ui/search-screen.tsx';
import { EmptyState } from '../../../lib/ui/states.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useCalendari, useCalendarTypes, usePrenotazioni } from '../calendar.queries.ts';
import { addDays, formatDay, localeOf, todayIn, zonedInstant } from '../calendar.time.ts';
import { useCodeLabel } from '../codici/codici.labels.tsx';
import { ManageDeleteDialog } from './calendar-delete-dialog.tsx';
import { ManageFiguresChart, weeklyFigures } from './calendar-figures-chart.tsx';
import { ManageCalendarForm } from './calendar-form.tsx';
import type calendariTexts from './locales/it.ts';

/** How far back the figures go, in days. */
const FIGURES_DAYS = 30;
/** The most bookings one call brings (the contract's page size limit). */
const MAX_BOOKINGS = 500;

/**
 * The calendars (SPEC.md §7 **Calendar**): the list with a text filter; create, edit and delete for those whose flags
 * on `calendar.calendari` allow it (the server decides anyway); and, for one calendar, its bookings per week with
 * the no-shows, as a chart and a table. The calendar the figures are about is in the query string
 * (`?calendario=1`).
 */
export function CalendarCalendari() {
  const { t } = useTranslation('calendar');
  const label = useCodeLabel();
  const calendari = useCalendari({});
  const types = useCalendarTypes();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState('');
  const figuresHeading = useRef<HTMLHeadingElement>(null);

  const list = [...(calendari.data ?? [])].sort((a, b) => a.nome.localeCompare(b.nome, 'it'));
  const typeName = (code: string) =>
    label('tipi', code, types.data?.find((type) => type.codice === code)?.descrizione);
  const needle = filter.trim().toLocaleLowerCase();
  const visible = needle
    ? list.filter((c) =>
        [c.nome, c.descrizione, c.titolare.denominazione, c.titolare.codice, typeName(c.tipo)]
          .join(' ')
          .toLocaleLowerCase()
          .includes(needle),
      )
    : list;
  const dialogs = useRecordDialogs(list, (c) => c.id);
  const column = columnsOf<Calendario, keyof typeof calendariTexts.calendars.columns>((key) =>
    t(`manage.calendars.columns.${key}`),
  );
  const selected = list.find((c) => c.id === Number(params.get('calendario'))) ?? list[0] ?? null;

  const showFigures = (calendario: Calendario) => {
    setParams(new URLSearchParams({ calendario: String(calendario.id) }), { replace: true });
    figuresHeading.current?.focus();
  };

  return (
    <Page title={t('manage.calendars.title')} lead={t('manage.calendars.lead')}>
      <PageSection
        title={t('manage.calendars.listTitle')}
        actions={
          <NewRecordButton route={calendarCalendariRoutes.creaCalendario} onClick={dialogs.create}>
            {t('manage.calendars.new')}
          </NewRecordButton>
        }
      >
        {list.length > 0 ? (
          <SearchInput
            className="form-group mb-4 ui-search"
            label={t('manage.calendars.search')}
            value={filter}
            onChange={setFilter}
          />
        ) : null}
        {calendari.isPending ? null : (
          <p role="status" className="small">
            {t('manage.calendars.found', { count: visible.length })}
          </p>
        )}
        <DataTable<Calendario>
          caption={t('manage.calendars.listTitle')}
          rows={calendari.isPending ? undefined : visible}
          loading={calendari.isPending}
          rowKey={(c) => c.id}
          empty={needle ? t('manage.calendars.noMatch') : t('manage.calendars.empty')}
          columns={[
            column('name', (c) => (
              <>
                <span className="fw-semibold">{c.nome}</span>
                {c.descrizione ? <span className="d-block small">{c.descrizione}</span> : null}
              </>
            )),
            column('type', (c) => typeName(c.tipo)),
            column('owner', (c) => (
              <>
                {c.titolare.denominazione}
                <span className="d-block small">
                  {label('titolare', c.titolare.tipo)} {c.titolare.codice}
                </span>
              </>
            )),
            column('access', (c) => label('accessoBreve', c.tipoAccesso)),
            column('active', (c) =>
              c.attivo ? t('manage.calendars.active') : t('manage.calendars.inactive'),
            ),
          ]}
          actions={(c) => (
            <RecordActions
              name={c.nome}
              edit={{ route: calendarCalendariRoutes.aggiornaCalendario, onClick: () => dialogs.edit(c) }}
              remove={{
                route: calendarCalendariRoutes.eliminaCalendario,
                onClick: () => dialogs.askDelete(c),
              }}
            >
              <RowAction
                label={t('manage.calendars.figuresLabel', { name: c.nome })}
                onClick={() => showFigures(c)}
              >
                {t('manage.calendars.figures')}
              </RowAction>
            </RecordActions>
          )}
        />
      </PageSection>

      <FiguresSection
        calendari={list}
        selected={selected}
        headingRef={figuresHeading}
        onSelect={(id) => setParams(new URLSearchParams({ calendario: String(id) }), { replace: true })}
      />

      <ManageCalendarForm
        calendario={dialogs.editing}
        onReload={() => calendari.refetch()}
        {...recordFormOpening(dialogs, (created, saved) =>
          t(created ? 'manage.calendars.created' : 'manage.calendars.saved', { name: saved.nome }),
        )}
      />
      <ManageDeleteDialog
        calendario={dialogs.deleting}
        onClose={dialogs.closeDelete}
        onReload={() => calendari.refetch()}
        onDeleted={(deleted, cancelled) => {
          dialogs.closeDelete();
          notifySuccess(
            cancelled > 0
              ? t('manage.calendars.deletedCancelled', { name: deleted.nome, count: cancelled })
              : t('manage.calendars.deleted', { name: deleted.nome }),
          );
        }}
      />
    </Page>
  );
}

function FiguresSection({
  calendari,
  selected,
  headingRef,
  onSelect,
}: {
  calendari: readonly Calendario[];
  selected: Calendario | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSelect: (id: number) => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const locale = localeOf(i18n.language);
  const headingId = useId();
  if (calendari.length === 0 || !selected) return null;
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="h4">
        {t('manage.figures.title')}
      </h2>
      <SelectField
        className="mt-5 ui-search"
        label={t('manage.figures.calendar')}
        value={String(selected.id)}
        onChange={(id) => onSelect(Number(id))}
      >
        {calendari.map((c) => (
          <option key={c.id} value={c.id}>
            {c.nome}
          </option>
        ))}
      </SelectField>
      <Figures key={selected.id} calendario={selected} locale={locale} />
    </section>
  );
}

function Figures({ calendario, locale }: { calendario: Calendario; locale: string }) {
  const { t } = useTranslation('calendar');
  const zone = calendario.fusoOrario;
  const today = todayIn(zone);
  const from = addDays(today, -FIGURES_DAYS);
  // Only who works a calendar's bookings may read them: for the others the server would answer 403.
  const bookings = usePrenotazioni(
    {
      ambito: 'gestite',
      calendarioId: calendario.id,
      dal: zonedInstant(from, zone).toISOString(),
      size: MAX_BOOKINGS,
    },
    calendario.gestibile,
  );
  if (!calendario.gestibile) return <p>{t('manage.figures.notOperated')}</p>;
  if (bookings.isPending) return <p>{t('manage.figures.loading')}</p>;
  const items = bookings.data?.items ?? [];
  const total = bookings.data?.total ?? 0;
  if (items.length === 0) {
    return <EmptyState>{t('manage.figures.none', { from: formatDay(from, locale) })}</EmptyState>;
  }
  return (
    <>
      <p>{t('manage.figures.lead', { from: formatDay(from, locale) })}</p>
      {total > items.length ? (
        <p className="alert alert-warning">{t('manage.figures.truncated', { shown: items.length, total })}</p>
      ) : null}
      <ManageFiguresChart
        name={calendario.nome}
        from={from}
        weeks={weeklyFigures(items, zone, from, today)}
      />
    </>
  );
}
