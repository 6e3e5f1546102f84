import { DEFAULT_TIME_ZONE } from '@halo/contract/calendar';
import {
  type Calendario,
  calendarioCreateSchema,
  calendarioUpdateSchema,
  defaultConfiguration,
} from '@halo/contract/calendar/calendari';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import {
  CheckboxField,
  codeChoices,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../lib/ui/form-fields.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import {
  useAggiornaCalendario,
  useCalendarConf,
  useCalendarTypes,
  useConfTypes,
  useCreaCalendario,
} from '../calendar.queries.ts';
import { type CodeGroup, useCodeLabel } from '../codici/codici.labels.tsx';
import { type CalendarFormValues, calendarBody, calendarFormValues } from './calendar-form-values.ts';
import { ManageClosuresEditor, ManageEventsEditor, ManageHoursEditor } from './calendar-list-editors.tsx';

type CreateBody = z.output<typeof calendarioCreateSchema>;
type UpdateBody = z.output<typeof calendarioUpdateSchema>;

/**
 * Creates a calendar (from the service's default configuration) or edits one: its data, owner, who books and who
 * operates, and its configuration (weekly hours or single events, booking rules, closures). The contract's schema
 * checks the form before sending; the server's field errors go under their inputs, and a 409 on a stale version
 * offers to reload.
 */
export function ManageCalendarForm({
  isOpen,
  calendario,
  onClose,
  onSaved,
  onReload,
}: {
  isOpen: boolean;
  /** The calendar to edit; null to create one. */
  calendario: Calendario | null;
  onClose: () => void;
  onSaved: (saved: Calendario, created: boolean) => void | Promise<void>;
  onReload: () => unknown;
}) {
  const { t } = useTranslation('calendar');
  const conf = useCalendarConf();
  const crea = useCreaCalendario();
  const aggiorna = useAggiornaCalendario();
  const defaults = calendarFormValues(calendario, {
    predefinita: conf.data?.predefinita ?? defaultConfiguration,
    fusoOrario: conf.data?.fusoOrario ?? DEFAULT_TIME_ZONE,
  });
  return (
    <FormDialog<CalendarFormValues, CreateBody | UpdateBody, Calendario>
      title={calendario ? t('manage.form.editTitle', { name: calendario.nome }) : t('manage.form.newTitle')}
      isOpen={isOpen}
      onClose={onClose}
      size="xl"
      // A new calendar: the service's defaults may arrive after the dialog opened, and the form starts again from them.
      formKey={calendario ? `${calendario.id}-${calendario.version}` : conf.data ? 'new' : 'new-before-conf'}
      schema={calendario ? calendarioUpdateSchema : calendarioCreateSchema}
      defaultValues={defaults}
      toBody={(values) => calendarBody(values, calendario)}
      submit={(body) =>
        calendario
          ? aggiorna.mutateAsync({ body: body as UpdateBody })
          : crea.mutateAsync({ body: body as CreateBody })
      }
      onSaved={(saved) => onSaved(saved, calendario === null)}
      onReload={onReload}
    >
      <CalendarFields />
    </FormDialog>
  );
}

function CalendarFields() {
  const { t } = useTranslation('calendar');
  const conf = useCalendarConf();
  const types = useCalendarTypes();
  const confTypes = useConfTypes();
  const confType = useWatch<CalendarFormValues, 'configurazione.tipo'>({ name: 'configurazione.tipo' });
  // A select shows its value only once its options are there: the fields wait for the code lists.
  if (!conf.data || !types.data || !confTypes.data) return <LoadingState />;
  const owners = conf.data.tipiTitolare.map((codice) => ({ codice }));
  return (
    <>
      <fieldset className="mb-4">
        <legend className="h5 mb-4">{t('manage.form.general')}</legend>
        <TextField name="nome" label={t('manage.form.nome')} required maxLength={120} />
        <TextAreaField name="descrizione" label={t('manage.form.descrizione')} />
        <CodeSelect name="tipo" text="tipo" group="tipi" codes={types.data} choose />
        <CheckboxField name="attivo" label={t('manage.form.attivo')} />
      </fieldset>

      <fieldset className="mb-4">
        <legend className="h5 mb-4">{t('manage.form.owner')}</legend>
        <div className="row">
          <div className="col-12 col-md-5">
            <CodeSelect name="titolare.tipo" text="ownerKind" group="titolare" codes={owners} choose />
          </div>
          <div className="col-12 col-md-7">
            <TextField
              name="titolare.codice"
              label={t('manage.form.ownerCode')}
              required
              maxLength={60}
              help={t('manage.form.ownerHelp')}
            />
          </div>
        </div>
      </fieldset>

      <fieldset className="mb-4">
        <legend className="h5 mb-4">{t('manage.form.access')}</legend>
        <CodeSelect name="tipoAccesso" text="tipoAccesso" group="accesso" codes={conf.data.tipiAccesso} />
        {(['gruppi', 'gruppiOperatori'] as const).map((name) => (
          <TextAreaField
            key={name}
            name={name}
            label={t(`manage.form.${name}`)}
            help={t(`manage.form.${name}Help`)}
            rows={2}
            nested
            spellCheck={false}
          />
        ))}
        <TextField
          name="fusoOrario"
          label={t('manage.form.fusoOrario')}
          required
          maxLength={60}
          help={t('manage.form.fusoOrarioHelp')}
        />
      </fieldset>

      <fieldset className="mb-4">
        <legend className="h5 mb-4">{t('manage.form.configuration')}</legend>
        <CodeSelect
          name="configurazione.tipo"
          text="confType"
          group="configurazione"
          codes={confTypes.data}
        />
        {confType === 'evento' ? (
          <ManageEventsEditor />
        ) : (
          <>
            <ManageHoursEditor />
            <NumberFields
              fields={[
                ['durataMinuti', 5, 480],
                ['posti', 1, 1000],
              ]}
            />
          </>
        )}
      </fieldset>

      <fieldset className="mb-4">
        <legend className="h5 mb-4">{t('manage.form.rules')}</legend>
        <NumberFields
          fields={[
            ['orizzonteGiorni', 1, 730],
            ['preavvisoMinuti', 0, 43_200],
            ['termineAnnullamentoMinuti', 0, 43_200],
            ['promemoriaOre', 0, 168],
            ['offertaMinuti', 5, 10_080],
          ]}
        />
        <CheckboxField name="configurazione.festivitaChiuse" label={t('manage.form.festivitaChiuse')} />
        <ManageClosuresEditor />
      </fieldset>
    </>
  );
}

/** A required select of one of the service's code lists in the user's language; `choose` adds the empty entry. */
function CodeSelect({
  name,
  text,
  group,
  codes,
  choose = false,
}: {
  name: string;
  text: 'tipo' | 'ownerKind' | 'tipoAccesso' | 'confType';
  group: CodeGroup;
  codes: readonly { codice: string; descrizione?: string }[];
  choose?: boolean;
}) {
  const { t } = useTranslation('calendar');
  const label = useCodeLabel();
  return (
    <SelectField
      name={name}
      label={t(`manage.form.${text}`)}
      required
      choose={choose}
      choices={codeChoices(codes, (code, entry) => label(group, code, entry.descrizione))}
    />
  );
}

/** The configuration's numbers (the inputs hold strings). */
type NumberName = Exclude<
  keyof CalendarFormValues['configurazione'],
  'tipo' | 'orari' | 'eventi' | 'festivitaChiuse' | 'chiusure'
>;

/** Numbers of the configuration, two a row, each with its bounds. */
function NumberFields({ fields }: { fields: readonly (readonly [NumberName, number, number])[] }) {
  const { t } = useTranslation('calendar');
  return (
    <div className="row">
      {fields.map(([name, min, max]) => (
        <TextField
          key={name}
          className="form-group col-12 col-md-6 mt-4"
          name={`configurazione.${name}`}
          type="number"
          min={min}
          max={max}
          label={t(`manage.form.${name}`)}
          required
        />
      ))}
    </div>
  );
}
