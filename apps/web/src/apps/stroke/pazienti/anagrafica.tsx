import { type Paziente, type PazienteUpdate, pazienteUpdateSchema } from '@halo/contract/stroke/pazienti';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../../lib/ui/facts.tsx';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { StrongText } from '../../../lib/ui/record-section.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { PazienteFields, type PazienteValues, pazienteBody, pazienteValues } from './paziente-fields.tsx';
import { formatGiorno, fullName, InvitoBadge, useInvitoDates, useSessoLabel } from './pazienti.labels.tsx';
import { useAggiornaPaziente, useMedici } from './pazienti.queries.ts';

/**
 * A patient's personal data, and for their doctor and the admin the state of the invitation and the edit
 * (`PUT /api/stroke/paziente` with the version read: a 409 offers the data as they are now). The e-mail is the
 * account's and does not change here; the admin may entrust the patient to another doctor.
 */
export function AnagraficaSection({
  paziente,
  writes,
  admin,
  showInvitation,
  onReload,
}: {
  paziente: Paziente;
  writes: boolean;
  admin: boolean;
  /** The invitation is the doctor's and the admin's business, not a caregiver's. */
  showInvitation: boolean;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation('stroke');
  const sessoLabel = useSessoLabel();
  const invitoDates = useInvitoDates();
  const [editing, setEditing] = useState(false);
  return (
    <PageSection
      title={t('patient.personal.title')}
      actions={
        writes ? (
          <Button color="primary" outline size="sm" type="button" onClick={() => setEditing(true)}>
            {t('patient.personal.edit')}
          </Button>
        ) : null
      }
    >
      <Facts
        items={[
          [t('patient.fields.dataNascita'), formatGiorno(paziente.dataNascita)],
          [t('patient.fields.eta'), t('patient.personal.age', { count: paziente.eta })],
          [t('patient.fields.sesso'), sessoLabel(paziente.sesso)],
          [t('patient.fields.codiceFiscale'), paziente.codiceFiscale],
          [t('patient.fields.email'), paziente.email],
          [t('patient.fields.telefono'), paziente.telefono],
          [t('patient.fields.medico'), fullName(paziente.medico)],
        ]}
      />
      {showInvitation ? (
        <p className="d-flex flex-wrap align-items-center gap-2">
          <InvitoBadge invito={paziente.invito} />
          {paziente.invito ? <span className="small">{invitoDates(paziente.invito)}</span> : null}
        </p>
      ) : null}
      {writes ? (
        <AnagraficaDialog
          paziente={editing ? paziente : null}
          admin={admin}
          onClose={() => setEditing(false)}
          onReload={onReload}
        />
      ) : null}
    </PageSection>
  );
}

function AnagraficaDialog({
  paziente,
  admin,
  onClose,
  onReload,
}: {
  paziente: Paziente | null;
  admin: boolean;
  onClose: () => void;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation('stroke');
  const update = useAggiornaPaziente();
  const medici = useMedici(admin && paziente !== null);
  return (
    <FormDialog<PazienteValues, PazienteUpdate, Paziente>
      isOpen={paziente !== null}
      onClose={onClose}
      title={t('patient.personal.editTitle', { name: paziente ? fullName(paziente) : '' })}
      size="lg"
      // A patient read again after a refused stale save starts the form over from what they are now.
      formKey={paziente ? `${paziente.id}:${paziente.version}` : undefined}
      schema={pazienteUpdateSchema}
      defaultValues={pazienteValues(paziente)}
      toBody={(values) => ({
        id: paziente?.id ?? 0,
        version: paziente?.version ?? 0,
        ...pazienteBody(values, admin),
      })}
      submit={(body) => update({ body })}
      onSaved={(saved) => {
        onClose();
        notifySuccess(t('patient.personal.saved', { name: fullName(saved) }));
      }}
      onReload={onReload}
    >
      <StrongText t={t} i18nKey="patient.personal.emailFixed" values={{ email: paziente?.email ?? '' }} />
      <PazienteFields medici={admin ? (medici.data ?? []) : undefined} />
    </FormDialog>
  );
}
