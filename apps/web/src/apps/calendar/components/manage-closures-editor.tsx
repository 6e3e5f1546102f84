import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../lib/ui/form-fields.tsx';
import type { CalendarFormValues } from '../screens/manage-calendar-values.ts';
import { ListError } from './manage-fields.tsx';

/** Days the calendar is closed (holidays of its own, works): from, to (both included) and why. */
export function ManageClosuresEditor() {
  const { t } = useTranslation('calendar');
  const { control } = useFormContext<CalendarFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'configurazione.chiusure' });
  return (
    <fieldset className="mb-4">
      <legend className="h6 mb-3">{t('manage.form.closures.legend')}</legend>
      <ListError name="configurazione.chiusure" />
      {fields.length === 0 ? <p className="small">{t('manage.form.closures.none')}</p> : null}
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <fieldset key={field.id} className="border rounded px-3 pb-3 mb-3">
            <legend className="float-none w-auto px-1 mb-0 fs-6 fw-semibold">
              {t('manage.form.closures.item', { number })}
            </legend>
            <div className="row g-2">
              <TextField
                className="form-group col-6 col-md-3 mt-4"
                name={`configurazione.chiusure.${index}.dal`}
                type="date"
                label={t('manage.form.closures.dal')}
                required
              />
              <TextField
                className="form-group col-6 col-md-3 mt-4"
                name={`configurazione.chiusure.${index}.al`}
                type="date"
                label={t('manage.form.closures.al')}
                required
              />
              <TextField
                className="form-group col-12 col-md-6 mt-4"
                name={`configurazione.chiusure.${index}.motivo`}
                label={t('manage.form.closures.motivo')}
                required
                maxLength={200}
              />
            </div>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => remove(index)}>
              {t('manage.form.closures.remove', { number })}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => append({ dal: '', al: '', motivo: '' })}
      >
        {t('manage.form.closures.add')}
      </button>
    </fieldset>
  );
}
