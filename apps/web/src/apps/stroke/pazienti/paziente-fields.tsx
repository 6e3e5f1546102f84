import { type Medico, sessi } from '@halo/contract';
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
  return (
    <>
      <div className="row">
        <TextField
          className="form-group col-12 col-md-6"
          name="nome"
          label={t('patient.fields.nome')}
          maxLength={100}
          required
        />
        <TextField
          className="form-group col-12 col-md-6"
          name="cognome"
          label={t('patient.fields.cognome')}
          maxLength={100}
          required
        />
        {email ? (
          <TextField
            className="form-group col-12"
            name="email"
            type="email"
            label={t('patient.fields.email')}
            help={t('patient.fields.emailHelp')}
            required
          />
        ) : null}
        <TextField
          className="form-group col-12 col-md-6"
          name="dataNascita"
          type="date"
          label={t('patient.fields.dataNascita')}
          required
        />
        <div className="col-12 col-md-6">
          <SelectField
            name="sesso"
            label={t('patient.fields.sesso')}
            required
            emptyOption={t('patient.fields.choose')}
            choices={sessi.map((sesso) => ({ value: sesso, label: sessoLabel(sesso) }))}
          />
        </div>
        <TextField
          className="form-group col-12 col-md-6"
          name="codiceFiscale"
          label={t('patient.fields.codiceFiscale')}
          help={t('patient.fields.optional')}
          maxLength={16}
          autoCapitalize="characters"
        />
        <TextField
          className="form-group col-12 col-md-6"
          name="telefono"
          type="text"
          label={t('patient.fields.telefono')}
          help={t('patient.fields.telefonoHelp')}
          maxLength={20}
        />
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
