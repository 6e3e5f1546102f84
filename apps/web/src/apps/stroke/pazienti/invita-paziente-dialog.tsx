import { strokeMessages } from '@halo/contract';
import { type InvitaPaziente, invitaPazienteSchema, type Paziente } from '@halo/contract/stroke/pazienti';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { PazienteFields, type PazienteValues, pazienteBody, pazienteValues } from './paziente-fields.tsx';
import { useInvitaPaziente, useMedici } from './pazienti.queries.ts';

interface InvitoValues extends PazienteValues {
  email: string;
}

const EMPTY: InvitoValues = { ...pazienteValues(null), email: '' };

/** The admin invites for a doctor, whom the server requires (`strokeMessages.medicoRequired`): checked here too. */
const adminSchema = invitaPazienteSchema.refine((body) => body.medicoId !== undefined, {
  path: ['medicoId'],
  message: strokeMessages.medicoRequired,
});

/**
 * A doctor invites a patient (`POST /api/stroke/invitapaziente`, docs/adr/0023): the account is made, disabled,
 * and the patient receives the mail whose link enables it. A doctor invites for themselves; the admin chooses the
 * doctor. An address already in use is the server's 409, shown under the e-mail.
 */
export function InvitaPazienteDialog({
  isOpen,
  admin,
  onClose,
  onSent,
}: {
  isOpen: boolean;
  admin: boolean;
  onClose: () => void;
  onSent: (paziente: Paziente) => void;
}) {
  const { t } = useTranslation('stroke');
  const invite = useInvitaPaziente();
  const medici = useMedici(admin && isOpen);
  return (
    <FormDialog<InvitoValues, InvitaPaziente, Paziente>
      isOpen={isOpen}
      onClose={onClose}
      title={t('patients.invite.title')}
      size="lg"
      schema={(admin ? adminSchema : invitaPazienteSchema) as z.ZodType<InvitaPaziente>}
      defaultValues={EMPTY}
      toBody={(values) => ({ ...pazienteBody(values, admin), email: values.email })}
      submitLabel={t('patients.invite.submit')}
      submit={(body) => invite({ body })}
      onSaved={onSent}
    >
      <p>{t('patients.invite.help')}</p>
      <PazienteFields email medici={admin ? (medici.data ?? []) : undefined} />
    </FormDialog>
  );
}
