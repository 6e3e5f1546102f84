import { type Caregiver, type InvitaCaregiver, invitaCaregiverSchema } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { TextField } from '../../../lib/ui/form-fields.tsx';
import { useInvitaCaregiver } from './profilo.queries.ts';

interface InviteValues {
  nome: string;
  cognome: string;
  email: string;
  telefono: string;
  relazione: string;
}

/**
 * The patient invites a caregiver, and by inviting gives them consent to read their data (docs/adr/0023). A
 * person whose consent was revoked is invited again with the form filled in with what the service knows of them.
 */
export function CaregiverInviteDialog({
  pazienteId,
  isOpen,
  again,
  onClose,
  onSaved,
}: {
  pazienteId: number;
  isOpen: boolean;
  /** The caregiver invited again, whose details fill the form. */
  again: Caregiver | null;
  onClose: () => void;
  onSaved: (saved: Caregiver) => void;
}) {
  const { t } = useTranslation('stroke');
  const invite = useInvitaCaregiver(pazienteId);
  return (
    <FormDialog<InviteValues, InvitaCaregiver, Caregiver>
      isOpen={isOpen}
      onClose={onClose}
      title={t('profile.caregivers.form.title')}
      formKey={again ? `again-${again.id}` : 'new'}
      schema={invitaCaregiverSchema}
      defaultValues={{
        nome: again?.nome ?? '',
        cognome: again?.cognome ?? '',
        email: again?.email ?? '',
        telefono: again?.telefono ?? '',
        relazione: again?.relazione ?? '',
      }}
      toBody={(values) => ({ ...values, telefono: values.telefono.trim() || null })}
      submitLabel={t('profile.caregivers.form.submit')}
      submit={(body) => invite.mutateAsync({ body })}
      onSaved={onSaved}
    >
      <p>{t('profile.caregivers.form.help')}</p>
      <div className="row">
        <TextField
          className="form-group col-12 col-md-6"
          name="nome"
          label={t('profile.caregivers.form.nome')}
          required
          maxLength={100}
        />
        <TextField
          className="form-group col-12 col-md-6"
          name="cognome"
          label={t('profile.caregivers.form.cognome')}
          required
          maxLength={100}
        />
      </div>
      <TextField name="email" type="email" label={t('profile.caregivers.form.email')} required />
      <TextField name="telefono" label={t('profile.caregivers.form.telefono')} maxLength={20} />
      <TextField
        name="relazione"
        label={t('profile.caregivers.form.relazione')}
        help={t('profile.caregivers.form.relazioneHelp')}
        maxLength={100}
      />
    </FormDialog>
  );
}
