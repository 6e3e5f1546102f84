import {
  type Caregiver,
  type InvitaCaregiver,
  invitaCaregiverSchema,
} from '@halo/contract/stroke/caregivers';
import { useTranslation } from 'react-i18next';
import { type DialogOpening, FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { TextField } from '../../../lib/ui/form-fields.tsx';
import { useInvitaCaregiver } from '../profilo/profilo.queries.ts';

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
  again,
  ...opening
}: DialogOpening<Caregiver> & {
  pazienteId: number;
  /** The caregiver invited again, whose details fill the form. */
  again: Caregiver | null;
}) {
  const { t } = useTranslation('stroke');
  const invite = useInvitaCaregiver(pazienteId);
  const field = (
    name: keyof InviteValues,
    props: Omit<Parameters<typeof TextField>[0], 'name' | 'label'>,
  ) => <TextField name={name} label={t(`profile.caregivers.form.${name}`)} {...props} />;
  return (
    <FormDialog<InviteValues, InvitaCaregiver, Caregiver>
      {...opening}
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
    >
      <p>{t('profile.caregivers.form.help')}</p>
      <div className="row">
        {field('nome', { className: 'form-group col-12 col-md-6', required: true, maxLength: 100 })}
        {field('cognome', { className: 'form-group col-12 col-md-6', required: true, maxLength: 100 })}
      </div>
      {field('email', { type: 'email', required: true })}
      {field('telefono', { maxLength: 20 })}
      {field('relazione', { help: t('profile.caregivers.form.relazioneHelp'), maxLength: 100 })}
    </FormDialog>
  );
}
