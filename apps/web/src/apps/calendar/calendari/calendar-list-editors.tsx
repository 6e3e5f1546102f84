import type { ReactNode } from 'react';
import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EntryButton, TextField } from '../../../lib/ui/form-fields.tsx';
import type { CalendarFormValues } from './calendar-form-values.ts';

/*
 * The lists of a calendar's configuration in its form: weekly hours, single events, closures. Each item's inputs are
 * named by its place in the list (`configurazione.orari.3.alle`), so that an error of the schema or of the server's
 * 400 finds its input; an error about the whole list (ranges that overlap, two events with one code) shows under the
 * list's legend.
 */

function ListError({ name }: { name: string }) {
  const {
    formState: { errors },
  } = useFormContext();
  const error = get(errors, name) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.message ?? error?.root?.message;
  if (typeof message !== 'string' || !message) return null;
  return <div className="invalid-feedback d-block mb-3">{message}</div>;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The weekly opening hours of a slot calendar: per weekday, Monday to Sunday, its ranges (`dalle`–`alle`), with
 * buttons to add and remove one. The ranges stay one list (`configurazione.orari`), in the order they were given.
 */
export function ManageHoursEditor() {
  const { t } = useTranslation('calendar');
  const { control } = useFormContext<CalendarFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'configurazione.orari' });
  const indexed = fields.map((field, index) => ({ field, index }));
  return (
    <fieldset className="mb-4">
      <legend className="h6 mb-3">{t('manage.form.hours.legend')}</legend>
      <p className="small">{t('manage.form.hours.help')}</p>
      <ListError name="configurazione.orari" />
      {WEEKDAYS.map((giorno) => {
        const day = t(`manage.weekdays.${giorno}`);
        const ranges = indexed.filter(({ field }) => field.giorno === giorno);
        return (
          <fieldset key={giorno} className="border rounded px-3 pb-2 mb-3">
            <legend className="float-none w-auto px-1 mb-0 fs-6 fw-semibold">{day}</legend>
            {ranges.length === 0 ? <p className="small mb-2">{t('manage.form.hours.closed')}</p> : null}
            {ranges.map(({ field, index }, position) => (
              <div key={field.id} className="row g-2 align-items-end">
                <p className="col-12 small mb-0 mt-2">
                  {t('manage.form.hours.range', { number: position + 1 })}
                </p>
                {(['dalle', 'alle'] as const).map((end) => (
                  <TextField
                    key={end}
                    className="form-group col-5 col-md-4 mb-2 mt-4"
                    name={`configurazione.orari.${index}.${end}`}
                    type="time"
                    label={t(`manage.form.hours.${end}`)}
                    required
                  />
                ))}
                <div className="col-auto mb-3">
                  <EntryButton
                    remove
                    label={t('manage.form.hours.removeLabel', { number: position + 1, day })}
                    onClick={() => remove(index)}
                  >
                    {t('manage.form.hours.remove')}
                  </EntryButton>
                </div>
              </div>
            ))}
            <EntryButton
              className="mt-1"
              label={t('manage.form.hours.addLabel', { day })}
              onClick={() => append({ giorno, dalle: '', alle: '' })}
            >
              {t('manage.form.hours.add')}
            </EntryButton>
          </fieldset>
        );
      })}
    </fieldset>
  );
}

/** The single events of an event calendar: code, title, start and end (local, `YYYY-MM-DDTHH:mm`) and seats. */
export function ManageEventsEditor() {
  const { t } = useTranslation('calendar');
  return (
    <ItemsEditor
      list="eventi"
      texts="events"
      newItem={(count) => ({ codice: `evento-${count + 1}`, titolo: '', inizio: '', fine: '', posti: '1' })}
    >
      {(name) => (
        <>
          <TextField
            className="form-group col-12 col-md-4 mt-4"
            name={name('codice')}
            label={t('manage.form.events.codice')}
            required
            maxLength={40}
            help={t('manage.form.events.codiceHelp')}
          />
          <TextField
            className="form-group col-12 col-md-8 mt-4"
            name={name('titolo')}
            label={t('manage.form.events.titolo')}
            required
            maxLength={200}
          />
          {(['inizio', 'fine'] as const).map((end) => (
            <TextField
              key={end}
              className="form-group col-12 col-md-5 mt-4"
              name={name(end)}
              type="datetime-local"
              label={t(`manage.form.events.${end}`)}
              required
            />
          ))}
          <TextField
            className="form-group col-12 col-md-2 mt-4"
            name={name('posti')}
            type="number"
            min={1}
            label={t('manage.form.events.posti')}
            required
          />
        </>
      )}
    </ItemsEditor>
  );
}

/** Days the calendar is closed (holidays of its own, works): from, to (both included) and why. */
export function ManageClosuresEditor() {
  const { t } = useTranslation('calendar');
  return (
    <ItemsEditor list="chiusure" texts="closures" newItem={() => ({ dal: '', al: '', motivo: '' })}>
      {(name) => (
        <>
          {(['dal', 'al'] as const).map((end) => (
            <TextField
              key={end}
              className="form-group col-6 col-md-3 mt-4"
              name={name(end)}
              type="date"
              label={t(`manage.form.closures.${end}`)}
              required
            />
          ))}
          <TextField
            className="form-group col-12 col-md-6 mt-4"
            name={name('motivo')}
            label={t('manage.form.closures.motivo')}
            required
            maxLength={200}
          />
        </>
      )}
    </ItemsEditor>
  );
}

/** A list of numbered items ("Evento 1"), each in its own group with its inputs and its remove button; then "add". */
function ItemsEditor<L extends 'eventi' | 'chiusure'>({
  list,
  texts,
  newItem,
  children,
}: {
  list: L;
  /** Where the list's words are (`manage.form.events.*`). */
  texts: 'events' | 'closures';
  /** The item "add" appends, knowing how many there are. */
  newItem: (count: number) => CalendarFormValues['configurazione'][L][number];
  /** The item's inputs, given the name of each of its values. */
  children: (name: (key: string) => string) => ReactNode;
}) {
  const { t } = useTranslation('calendar');
  const { control } = useFormContext<CalendarFormValues>();
  const name = `configurazione.${list}` as const;
  const { fields, append, remove } = useFieldArray({ control, name: name as 'configurazione.eventi' });
  return (
    <fieldset className="mb-4">
      <legend className="h6 mb-3">{t(`manage.form.${texts}.legend`)}</legend>
      <ListError name={name} />
      {fields.length === 0 ? <p className="small">{t(`manage.form.${texts}.none`)}</p> : null}
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <fieldset key={field.id} className="border rounded px-3 pb-3 mb-3">
            <legend className="float-none w-auto px-1 mb-0 fs-6 fw-semibold">
              {t(`manage.form.${texts}.item`, { number })}
            </legend>
            <div className="row g-2">{children((key) => `${name}.${index}.${key}`)}</div>
            <EntryButton remove onClick={() => remove(index)}>
              {t(`manage.form.${texts}.remove`, { number })}
            </EntryButton>
          </fieldset>
        );
      })}
      <EntryButton
        onClick={() =>
          append(newItem(fields.length) as CalendarFormValues['configurazione']['eventi'][number])
        }
      >
        {t(`manage.form.${texts}.add`)}
      </EntryButton>
    </fieldset>
  );
}
