import { NEW_ID } from '@halo/contract/calendar';
import type { Calendario, Slot } from '@halo/contract/calendar/calendari';
import { type Prenotazione, prenotazioneCreateSchema } from '@halo/contract/calendar/prenotazioni';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { CheckboxField, TextAreaField, TextField } from '../../../lib/ui/form-fields.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { usePrenota } from '../calendar.queries.ts';
import { formatDay, formatTime, localDateOf, localeOf } from '../calendar.time.ts';

/** The form's values: `per.nome` and `per.email` are where the server's field errors point (`body.per.nome`). */
interface BookValues {
  per: { nome: string; email: string };
  note: string;
  listaAttesa: boolean;
}

type BookBody = z.output<typeof prenotazioneCreateSchema>;

/**
 * An operator books a slot for someone else (`per`): name required, e-mail optional (confirmation and reminder go
 * there). A full slot puts the person on the waiting list, unless the operator says not to.
 */
export function ManageBookDialog({
  calendario,
  slot,
  onClose,
}: {
  calendario: Calendario;
  /** The slot to book; null keeps the dialog closed. */
  slot: Slot | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const locale = localeOf(i18n.language);
  const zone = calendario.fusoOrario;
  const prenota = usePrenota();
  const full = slot !== null && slot.liberi === 0;
  return (
    <FormDialog<BookValues, BookBody, Prenotazione>
      title={t('manage.book.title')}
      isOpen={slot !== null}
      onClose={onClose}
      formKey={slot?.inizio}
      schema={prenotazioneCreateSchema}
      defaultValues={{ per: { nome: '', email: '' }, note: '', listaAttesa: true }}
      toBody={(values) => ({
        id: NEW_ID,
        calendarioId: calendario.id,
        inizio: slot?.inizio,
        note: values.note,
        listaAttesa: values.listaAttesa,
        per: { nome: values.per.nome, email: values.per.email.trim() || null },
      })}
      submit={(body) => prenota.mutateAsync({ body })}
      onSaved={(saved) => {
        const values = { name: saved.per.nome, time: formatTime(saved.inizio, zone, locale) };
        notifySuccess(
          saved.stato === 'in-attesa' ? t('manage.book.waiting', values) : t('manage.book.booked', values),
        );
        onClose();
      }}
      submitLabel={t('manage.book.submit')}
    >
      {slot ? (
        <>
          <p className="fw-semibold">
            {calendario.nome}
            <span className="d-block fw-normal">
              {t('manage.book.slot', {
                date: formatDay(localDateOf(slot.inizio, zone), locale),
                time: formatTime(slot.inizio, zone, locale),
              })}
              {slot.titolo ? ` – ${slot.titolo}` : ''}
            </span>
          </p>
          {full ? <p className="alert alert-info">{t('manage.book.full')}</p> : null}
        </>
      ) : null}
      <TextField
        name="per.nome"
        label={t('manage.book.name')}
        required
        maxLength={120}
        help={t('manage.book.nameHelp')}
      />
      <TextField
        name="per.email"
        type="email"
        label={t('manage.book.email')}
        maxLength={200}
        help={t('manage.book.emailHelp')}
      />
      <TextAreaField name="note" label={t('manage.book.note')} />
      <CheckboxField name="listaAttesa" label={t('manage.book.waitingList')} />
    </FormDialog>
  );
}
