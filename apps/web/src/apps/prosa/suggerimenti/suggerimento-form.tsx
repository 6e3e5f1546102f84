import {
  type Suggerimento,
  type SuggerimentoCreate,
  suggerimentoCreateSchema,
} from '@halo/contract/prosa/suggerimenti';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../../lib/ui/form-dialog.tsx';
import { CheckboxField } from '../../../lib/ui/form-fields.tsx';
import { useProsaProfile } from '../account/prosa-profile.tsx';
import { SendForm } from '../components/send-form.tsx';
import { useInviaSuggerimento } from './suggerimenti.queries.ts';

/**
 * A new suggestion (docs/adr/0019), sent by an organisation or a citizen to the authority and district of their
 * profile: the contract's `suggerimentoCreateSchema` checks it before sending and the server's 400 goes under its
 * fields. The consent to publish it with the answer is the proposer's to give, so it starts unticked and the form
 * says what it means for them (an organisation's name is shown to everyone, a citizen's never).
 */

interface SuggerimentoValues {
  titolo: string;
  testo: string;
  tematica: string;
  pubblicabile: boolean;
}

const EMPTY: SuggerimentoValues = { titolo: '', testo: '', tematica: '', pubblicabile: false };

function toBody(values: SuggerimentoValues) {
  return {
    titolo: values.titolo,
    testo: values.testo,
    tematica: values.tematica ? Number(values.tematica) : null,
    pubblicabile: values.pubblicabile,
  };
}

export function SuggerimentoForm({
  onCancel,
  onSent,
}: {
  onCancel: () => void;
  onSent: (sent: Suggerimento) => void;
}) {
  const { t } = useTranslation('prosaAttivita');
  const { profile } = useProsaProfile();
  const send = useInviaSuggerimento();
  const consentId = useId();
  const form = useForm<SuggerimentoValues, unknown, SuggerimentoCreate>({
    defaultValues: EMPTY,
    resolver: contractResolver(suggerimentoCreateSchema, toBody),
  });
  return (
    <SendForm
      kind="suggestions"
      form={form}
      send={(body) => send({ body })}
      onSent={onSent}
      onCancel={onCancel}
      subject={{
        name: 'titolo',
        label: t('suggestions.form.titolo'),
        help: t('suggestions.form.titoloHelp'),
      }}
      text={{ name: 'testo', label: t('suggestions.form.testo'), help: t('suggestions.form.testoHelp') }}
    >
      {/* What the consent means comes before the box, and describes the group the box is in. */}
      <fieldset className="mb-2" aria-describedby={consentId}>
        <legend className="h6">{t('suggestions.form.consentLegend')}</legend>
        <p id={consentId} className="small">
          {profile?.ruolo === 'ente'
            ? t('suggestions.form.consentEnte')
            : t('suggestions.form.consentCittadino')}
        </p>
        <CheckboxField name="pubblicabile" label={t('suggestions.form.pubblicabile')} />
      </fieldset>
      <p className="small">{t('suggestions.form.mailNote')}</p>
    </SendForm>
  );
}
