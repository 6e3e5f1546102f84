import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../lib/ui/form-fields.tsx';
import type { CalendarFormValues } from '../screens/manage-calendar-values.ts';
import { ListError } from './manage-fields.tsx';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The weekly opening hours of a slot calendar: per weekday, Monday to Sunday, its ranges (`dalle`–`alle`), with
 * buttons to add and remove one. The ranges stay one list (`configurazione.orari`), in the order they were given,
 * so that an error about `configurazione.orari.3.alle` finds its input.
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
                <TextField
                  className="form-group col-5 col-md-4 mb-2 mt-4"
                  name={`configurazione.orari.${index}.dalle`}
                  type="time"
                  label={t('manage.form.hours.dalle')}
                  required
                />
                <TextField
                  className="form-group col-5 col-md-4 mb-2 mt-4"
                  name={`configurazione.orari.${index}.alle`}
                  type="time"
                  label={t('manage.form.hours.alle')}
                  required
                />
                <div className="col-auto mb-3">
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    aria-label={t('manage.form.hours.removeLabel', { number: position + 1, day })}
                    onClick={() => remove(index)}
                  >
                    {t('manage.form.hours.remove')}
                  </button>
                </div>
              </div>
            ))}
            <button
              type="button"
              className="btn btn-outline-primary btn-sm mt-1"
              aria-label={t('manage.form.hours.addLabel', { day })}
              onClick={() => append({ giorno, dalle: '', alle: '' })}
            >
              {t('manage.form.hours.add')}
            </button>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
