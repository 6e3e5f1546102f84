import {
  MAX_RETRY_HOURS,
  type Sottoscrizione,
  type SottoscrizioneSegreto,
  sottoscrizioneCreateSchema,
  sottoscrizioneUpdateSchema,
} from '@halo/contract/integration';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { CheckboxField, CheckboxGroupField, TextField } from '../../../lib/ui/form-fields.tsx';
import { useEventTypes } from './event-types.ts';
import { useAggiornaSottoscrizione, useCreaSottoscrizione } from './sottoscrizioni.queries.ts';

interface SottoscrizioneValues {
  nome: string;
  url: string;
  tipi: string[];
  datiPersonali: boolean;
  /** The input's text: the schema says what is wrong with it. */
  ritentaPerOre: string | number;
  attiva: boolean;
  version?: number;
}

/** The number input's text as the body's number; an empty box stays empty, for the schema's message. */
function toBody(values: SottoscrizioneValues) {
  const hours = String(values.ritentaPerOre).trim();
  return { ...values, ritentaPerOre: hours === '' ? hours : Number(hours) };
}

const NEW: SottoscrizioneValues = {
  nome: '',
  url: '',
  tipi: [],
  datiPersonali: false,
  ritentaPerOre: 24,
  attiva: true,
};

/**
 * Creates a subscription (the answer carries its secret, which `onCreated` shows once) or edits one (its
 * version, so a change made meanwhile is a 409 with "reload").
 */
export function SottoscrizioneFormDialog({
  isOpen,
  editing,
  onClose,
  onCreated,
  onSaved,
  onReload,
  returnFocus,
}: {
  isOpen: boolean;
  editing: Sottoscrizione | null;
  onClose: () => void;
  onCreated: (created: SottoscrizioneSegreto) => void;
  onSaved: (saved: Sottoscrizione) => void;
  onReload: () => unknown;
  returnFocus: boolean;
}) {
  const { t } = useTranslation('integration');
  const types = useEventTypes();
  const create = useCreaSottoscrizione();
  const update = useAggiornaSottoscrizione();
  const fields = (
    <>
      <TextField name="nome" label={t('sottoscrizioni.form.nome')} required maxLength={120} />
      <TextField
        name="url"
        type="url"
        label={t('sottoscrizioni.form.url')}
        required
        help={t('sottoscrizioni.form.urlHelp')}
      />
      <CheckboxGroupField
        name="tipi"
        legend={`${t('sottoscrizioni.form.tipi')} *`}
        choices={types.choices}
        empty={t('sottoscrizioni.form.noTypes')}
      />
      <CheckboxField
        name="datiPersonali"
        label={t('sottoscrizioni.form.datiPersonali')}
        help={t('sottoscrizioni.form.datiPersonaliHelp')}
      />
      <TextField
        name="ritentaPerOre"
        type="number"
        min={1}
        max={MAX_RETRY_HOURS}
        label={t('sottoscrizioni.form.ritentaPerOre')}
        required
        help={t('sottoscrizioni.form.ritentaPerOreHelp', { max: MAX_RETRY_HOURS })}
      />
      <CheckboxField
        name="attiva"
        label={t('sottoscrizioni.form.attiva')}
        help={t('sottoscrizioni.form.attivaHelp')}
      />
    </>
  );
  if (editing) {
    return (
      <FormDialog<SottoscrizioneValues, z.output<typeof sottoscrizioneUpdateSchema>, Sottoscrizione>
        isOpen={isOpen}
        onClose={onClose}
        onSaved={onSaved}
        onReload={onReload}
        returnFocus={returnFocus}
        size="lg"
        title={t('sottoscrizioni.form.editTitle', { name: editing.nome })}
        formKey={`${editing.id}-${editing.version}`}
        schema={sottoscrizioneUpdateSchema}
        toBody={toBody}
        defaultValues={{
          nome: editing.nome,
          url: editing.url,
          tipi: editing.tipi,
          datiPersonali: editing.datiPersonali,
          ritentaPerOre: editing.ritentaPerOre,
          attiva: editing.attiva,
          version: editing.version,
        }}
        submit={(body) => update.mutateAsync({ params: { id: editing.id }, body })}
      >
        {fields}
      </FormDialog>
    );
  }
  return (
    <FormDialog<SottoscrizioneValues, z.output<typeof sottoscrizioneCreateSchema>, SottoscrizioneSegreto>
      isOpen={isOpen}
      onClose={onClose}
      onSaved={onCreated}
      returnFocus={returnFocus}
      size="lg"
      title={t('sottoscrizioni.form.newTitle')}
      schema={sottoscrizioneCreateSchema}
      toBody={toBody}
      defaultValues={NEW}
      submit={(body) => create.mutateAsync({ body })}
    >
      {fields}
    </FormDialog>
  );
}
