import type { Medico } from '@halo/contract/stroke/medici';
import { type Paziente, sessi } from '@halo/contract/stroke/pazienti';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../lib/ui/form-fields.tsx';
import { fullName, useSessoLabel } from './pazienti.labels.tsx';

/**
 * The fields of a patient's personal data, shared by the invitation and the edit: names, date of birth, sex, the
 * optional tax code and phone and, for the admin, the doctor who follows them. The values are the inputs' strings;
 * each form's `toBody` turns them into the contract's body.
 */
export interface PazienteValues {
  nome: string;
  cognome: string;
  dataNascita: string;
  sesso: '' | 'M' | 'F';
  codiceFiscale: string;
  telefono: string;
  medicoId: string;
}

/** A patient's values in the form (none: a new one's, empty). */
export function pazienteValues(p: Paziente | null): PazienteValues {
  return {
    nome: p?.nome ?? '',
    cognome: p?.cognome ?? '',
    dataNascita: p?.dataNascita ?? '',
    sesso: p?.sesso ?? '',
    codiceFiscale: p?.codiceFiscale ?? '',
    telefono: p?.telefono ?? '',
    medicoId: p ? String(p.medico.id) : '',
  };
}

/** What the contract takes of them: an optional text left empty is null, the doctor only from the admin. */
export function pazienteBody(values: PazienteValues, admin: boolean) {
  return {
    nome: values.nome,
    cognome: values.cognome,
    dataNascita: values.dataNascita,
    sesso: values.sesso || undefined,
    codiceFiscale: values.codiceFiscale.trim() || null,
    telefono: values.telefono.trim() || null,
    ...(admin ? { medicoId: values.medicoId ? Number(values.medicoId) : undefined } : {}),
  };
}

export function PazienteFields({
  email,
  medici,
}: {
  /** The e-mail field (an invitation's; the account's address does not change afterwards). */
  email?: boolean;
  /** The doctors the admin chooses among; absent: the doctor is not chosen here. */
  medici?: readonly Medico[];
}) {
  const { t } = useTranslation('stroke');
  const sessoLabel = useSessoLabel();
  const field = (
    name: Exclude<keyof PazienteValues, 'sesso' | 'medicoId'> | 'email',
    props: Omit<Parameters<typeof TextField>[0], 'name' | 'label'> = {},
  ) => (
    <TextField
      className="form-group col-12 col-md-6"
      name={name}
      label={t(`patient.fields.${name}`)}
      {...props}
    />
  );
  return (
    <>
      <div className="row">
        {field('nome', { maxLength: 100, required: true })}
        {field('cognome', { maxLength: 100, required: true })}
        {email
          ? field('email', {
              className: 'form-group col-12',
              type: 'email',
              help: t('patient.fields.emailHelp'),
              required: true,
            })
          : null}
        {field('dataNascita', { type: 'date', required: true })}
        <SelectField
          className="col-12 col-md-6"
          name="sesso"
          label={t('patient.fields.sesso')}
          required
          choose
          choices={sessi.map((sesso) => ({ value: sesso, label: sessoLabel(sesso) }))}
        />
        {field('codiceFiscale', {
          help: t('patient.fields.optional'),
          maxLength: 16,
          autoCapitalize: 'characters',
        })}
        {field('telefono', { help: t('patient.fields.telefonoHelp'), maxLength: 20 })}
      </div>
      {medici ? (
        <SelectField
          // Mounted again once the doctors arrive, so that the doctor already chosen shows.
          key={medici.length > 0 ? 'ready' : 'waiting'}
          name="medicoId"
          label={t('patient.fields.medico')}
          help={t('patient.fields.medicoHelp')}
          required
          emptyOption={t('patient.fields.chooseMedico')}
          choices={medici.map((m) => ({ value: String(m.id), label: fullName(m) }))}
        />
      ) : null}
    </>
  );
}
