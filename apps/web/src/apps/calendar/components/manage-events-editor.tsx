import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../lib/ui/form-fields.tsx';
import type { CalendarFormValues } from '../screens/manage-calendar-values.ts';
import { ListError } from './manage-fields.tsx';

/** The single events of an event calendar: code, title, start and end (local, `YYYY-MM-DDTHH:mm`) and seats. */
export function ManageEventsEditor() {
  const { t } = useTranslation('calendar');
  const { control } = useFormContext<CalendarFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'configurazione.eventi' });
  return (
    <fieldset className="mb-4">
      <legend className="h6 mb-3">{t('manage.form.events.legend')}</legend>
      <ListError name="configurazione.eventi" />
      {fields.length === 0 ? <p className="small">{t('manage.form.events.none')}</p> : null}
      {fields.map((field, index) => {
        const number = index + 1;
        const name = (key: string) => `configurazione.eventi.${index}.${key}`;
        return (
          <fieldset key={field.id} className="border rounded px-3 pb-3 mb-3">
            <legend className="float-none w-auto px-1 mb-0 fs-6 fw-semibold">
              {t('manage.form.events.item', { number })}
            </legend>
            <div className="row g-2">
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
              <TextField
                className="form-group col-12 col-md-5 mt-4"
                name={name('inizio')}
                type="datetime-local"
                label={t('manage.form.events.inizio')}
                required
              />
              <TextField
                className="form-group col-12 col-md-5 mt-4"
                name={name('fine')}
                type="datetime-local"
                label={t('manage.form.events.fine')}
                required
              />
              <TextField
                className="form-group col-12 col-md-2 mt-4"
                name={name('posti')}
                type="number"
                min={1}
                label={t('manage.form.events.posti')}
                required
              />
            </div>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => remove(index)}>
              {t('manage.form.events.remove', { number })}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() =>
          append({ codice: `evento-${fields.length + 1}`, titolo: '', inizio: '', fine: '', posti: '1' })
        }
      >
        {t('manage.form.events.add')}
      </button>
    </fieldset>
  );
}
