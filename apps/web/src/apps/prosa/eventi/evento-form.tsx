import {
  type Evento,
  type EventoCreate,
  type EventoUpdate,
  eventoCreateSchema,
  eventoMessages,
  eventoUpdateSchema,
} from '@halo/contract/prosa/eventi';
import { useId } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RecordFormDialog } from '../../../lib/ui/form-dialog.tsx';
import { TextAreaField, TextField } from '../../../lib/ui/form-fields.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { inOwnScope, localInput, peopleOf, useEventiViewer } from './eventi.labels.tsx';
import { useAggiornaEvento, useAggiungiEvento, useParents } from './eventi.queries.ts';

interface EventoValues {
  /** The parent chosen: `p12` (project 12) or `c5` (campaign 5); a new event only. */
  genitore: string;
  titolo: string;
  descrizione: string;
  luogo: string;
  /** `AAAA-MM-GGTHH:MM` in Italy, as the datetime-local input gives it; undefined while it cannot change. */
  inizio?: string;
  fine?: string;
  posti: string;
}

/** An empty input is no number: the schema's message says so. */
const seats = (value: string) => (value.trim() === '' ? undefined : Number(value));

const timesSchema = z.object({ inizio: z.string().min(1), fine: z.string().min(1) });

/** The server's rule across the times (`eventoMessages.times`), checked here too once both are valid. */
function endAfterStart<T extends z.ZodType<{ inizio: string; fine: string }>>(schema: T) {
  return schema.refine((value) => value.fine > value.inizio, {
    path: ['fine'],
    message: eventoMessages.times,
    when: (payload) => timesSchema.safeParse(payload.value).success,
  });
}

const updateSchema = endAfterStart(eventoUpdateSchema);

/**
 * A new event of a project or a campaign, or the changes of one (docs/adr/0020), in a dialog. The form checks what
 * the server checks, with the contract's schema; the server's refusals go under their fields (a start in the past,
 * seats below those taken) or above the form. A new event's parent is one of the projects and campaigns of the
 * reader's scope not closed yet; once anyone holds or waits for a seat, the times stay as they are.
 */
export function EventoFormDialog({
  evento,
  isOpen,
  onClose,
}: {
  /** The event to change; none: a new one. */
  evento?: Evento;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('prosaAttivita');
  const aggiungi = useAggiungiEvento();
  const aggiorna = useAggiornaEvento();
  const fixedTimes = evento !== undefined && peopleOf(evento) > 0;

  const common = (values: EventoValues) => ({
    titolo: values.titolo,
    descrizione: values.descrizione,
    luogo: values.luogo,
    inizio: values.inizio ?? (evento ? localInput(evento.inizio) : ''),
    fine: values.fine ?? (evento ? localInput(evento.fine) : ''),
    posti: seats(values.posti),
  });

  const fields = (
    <>
      <TextField name="titolo" label={t('events.form.titolo')} required maxLength={120} />
      <TextAreaField name="descrizione" label={t('events.form.descrizione')} rows={4} />
      <TextField name="luogo" label={t('events.form.luogo')} required maxLength={300} />
      <div className="row">
        <TextField
          className="form-group col-12 col-md-6"
          name="inizio"
          type="datetime-local"
          label={t('events.form.inizio')}
          required
          disabled={fixedTimes}
          help={fixedTimes ? t('events.form.timesLocked') : t('events.form.timesHelp')}
        />
        <TextField
          className="form-group col-12 col-md-6"
          name="fine"
          type="datetime-local"
          label={t('events.form.fine')}
          required
          disabled={fixedTimes}
          help={fixedTimes ? undefined : t('events.form.timesHelp')}
        />
      </div>
      <TextField
        name="posti"
        type="number"
        label={t('events.form.posti')}
        required
        min={1}
        max={10_000}
        help={
          evento && evento.posti > evento.liberi
            ? t('events.form.seatsHelp', { count: evento.posti - evento.liberi })
            : undefined
        }
      />
    </>
  );

  const createSchema = endAfterStart(
    eventoCreateSchema.refine((body) => (body.progettoId === null) !== (body.campagnaId === null), {
      path: ['genitore'],
      message: t('events.form.parentRequired'),
      // Said with the other fields' messages, not only once they are all valid.
      when: () => true,
    }),
  );
  return (
    <RecordFormDialog<EventoValues, EventoCreate, EventoUpdate, Evento>
      isOpen={isOpen}
      onClose={onClose}
      size="lg"
      onSaved={(saved) => {
        onClose();
        notifySuccess(t(evento ? 'events.form.saved' : 'events.form.created', { title: saved.titolo }));
      }}
      record={evento ?? null}
      create={{
        title: t('events.form.newTitle'),
        schema: createSchema,
        defaultValues: {
          genitore: '',
          titolo: '',
          descrizione: '',
          luogo: '',
          inizio: '',
          fine: '',
          posti: '',
        },
        toBody: (values) => {
          const id = Number(values.genitore.slice(1)) || null;
          return {
            ...common(values),
            progettoId: values.genitore.startsWith('p') ? id : null,
            campagnaId: values.genitore.startsWith('c') ? id : null,
          };
        },
        submitLabel: t('events.form.create'),
        submit: (body) => aggiungi({ body }),
        children: <ParentSelect open={isOpen} />,
      }}
      edit={(e) => ({
        title: t('events.form.editTitle', { title: e.titolo }),
        schema: updateSchema,
        defaultValues: {
          genitore: '',
          titolo: e.titolo,
          descrizione: e.descrizione,
          luogo: e.luogo,
          inizio: localInput(e.inizio),
          fine: localInput(e.fine),
          posti: String(e.posti),
        },
        toBody: (values) => ({ id: e.id, version: e.version, ...common(values) }),
        submitLabel: t('events.form.save'),
        submit: (body) => aggiorna({ body }),
      })}
    >
      {fields}
    </RecordFormDialog>
  );
}

/** The project or campaign of a new event: those of the reader's scope not closed yet, in two groups. */
function ParentSelect({ open }: { open: boolean }) {
  const { t } = useTranslation('prosaAttivita');
  const viewer = useEventiViewer();
  const parents = useParents(viewer.admin ? null : (viewer.own?.aslId ?? null), viewer.kinds, open);
  const { register, formState } = useFormContext<EventoValues>();
  const id = useId();
  const error = (get(formState.errors, 'genitore') as { message?: string } | undefined)?.message;
  const inScope = (item: Parameters<typeof inOwnScope>[2]) => inOwnScope(viewer.own, viewer.admin, item);
  const progetti = parents.progetti.filter((p) => p.stato !== 'chiuso' && inScope(p));
  const campagne = parents.campagne.filter((c) => c.stato !== 'chiusa' && inScope(c));
  const none = !parents.loading && progetti.length === 0 && campagne.length === 0;
  const described = [error ? `${id}-error` : null, `${id}-help`].filter(Boolean).join(' ');
  return (
    <div className="select-wrapper mb-5">
      <label htmlFor={id}>{t('events.form.parent')} *</label>
      <select
        id={id}
        className={error ? 'is-invalid' : undefined}
        aria-invalid={error ? true : undefined}
        aria-required
        aria-describedby={described}
        {...register('genitore')}
      >
        <option value="">{parents.loading ? t('events.form.loading') : t('events.form.choose')}</option>
        {progetti.length > 0 ? (
          <optgroup label={t('events.form.projects')}>
            {progetti.map((p) => (
              <option key={p.id} value={`p${p.id}`}>
                {p.titolo}
              </option>
            ))}
          </optgroup>
        ) : null}
        {campagne.length > 0 ? (
          <optgroup label={t('events.form.campaigns')}>
            {campagne.map((c) => (
              <option key={c.id} value={`c${c.id}`}>
                {c.titolo}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
      <small id={`${id}-help`} className="form-text">
        {none ? t('events.form.noParents') : t('events.form.parentHelp')}
      </small>
    </div>
  );
}
