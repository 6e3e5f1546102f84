import { destinatari, settings } from '@halo/contract/prosa/progetti';
import {
  type Richiesta,
  type RichiestaCreate,
  richiestaCreateSchema,
  richiestaMessages,
} from '@halo/contract/prosa/richieste';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contractResolver } from '../../../lib/ui/form-dialog.tsx';
import { CheckboxGroupField, SelectField, TextField } from '../../../lib/ui/form-fields.tsx';
import { asArray } from '../../../lib/ui/form-values.ts';
import { SendForm } from '../components/send-form.tsx';
import { useRichiestaLabels } from './richieste.labels.tsx';
import { useInviaRichiesta } from './richieste.queries.ts';

/**
 * A new request (docs/adr/0018), sent by an organisation or a citizen to the authority and district of their
 * profile: every field of the contract's `richiestaCreateSchema`, checked by that schema before sending (and the
 * end of the period after its start, as the server checks it); the server's 400 goes under its fields.
 */

interface RichiestaValues {
  oggetto: string;
  descrizione: string;
  tematica: string;
  destinatari: string[] | string | false;
  setting: string;
  dal: string;
  al: string;
}

const EMPTY: RichiestaValues = {
  oggetto: '',
  descrizione: '',
  tematica: '',
  destinatari: [],
  setting: '',
  dal: '',
  al: '',
};

function toBody(values: RichiestaValues) {
  return {
    oggetto: values.oggetto,
    descrizione: values.descrizione,
    tematica: values.tematica ? Number(values.tematica) : null,
    destinatari: asArray(values.destinatari),
    setting: values.setting || null,
    dal: values.dal || null,
    al: values.al || null,
  };
}

const periodSchema = z.object({ dal: z.string(), al: z.string() });

/** The period's end is not before its start: the server's rule, checked here once both are dates. */
const createSchema = richiestaCreateSchema.refine(
  (value) => value.dal === null || value.al === null || value.al >= value.dal,
  {
    path: ['al'],
    message: richiestaMessages.dates,
    when: (payload) => periodSchema.safeParse(payload.value).success,
  },
);

export function RichiestaForm({
  onCancel,
  onSent,
}: {
  onCancel: () => void;
  onSent: (sent: Richiesta) => void;
}) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useRichiestaLabels();
  const send = useInviaRichiesta();
  const form = useForm<RichiestaValues, unknown, RichiestaCreate>({
    defaultValues: EMPTY,
    resolver: contractResolver(createSchema, toBody),
  });
  return (
    <SendForm
      kind="requests"
      form={form}
      send={(body) => send({ body })}
      onSent={onSent}
      onCancel={onCancel}
      subject={{ name: 'oggetto', label: t('requests.form.oggetto'), help: t('requests.form.oggettoHelp') }}
      text={{
        name: 'descrizione',
        label: t('requests.form.descrizione'),
        help: t('requests.form.descrizioneHelp'),
      }}
      beside={
        <SelectField
          className="col-12 col-md-6"
          name="setting"
          label={t('requests.form.setting')}
          emptyOption={t('requests.form.noSetting')}
          choices={settings.map((s) => ({ value: s.codice, label: labels.setting(s.codice) }))}
        />
      }
    >
      <CheckboxGroupField
        name="destinatari"
        legend={`${t('requests.form.destinatari')} *`}
        choices={destinatari.map((d) => ({ value: d.codice, label: labels.destinatario(d.codice) }))}
      />
      <fieldset className="mb-4">
        <legend className="h6">{t('requests.form.period')}</legend>
        <p className="small mb-0">{t('requests.form.periodHelp')}</p>
        <div className="row">
          <TextField
            name="dal"
            type="date"
            label={t('requests.form.dal')}
            className="form-group col-12 col-md-6"
          />
          <TextField
            name="al"
            type="date"
            label={t('requests.form.al')}
            className="form-group col-12 col-md-6"
          />
        </div>
      </fieldset>
    </SendForm>
  );
}
