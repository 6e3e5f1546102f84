import {
  type Medico,
  type MedicoCreate,
  type MedicoUpdate,
  medicoCreateSchema,
  medicoUpdateSchema,
  NEW_RECORD_ID,
} from '@halo/contract';
import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogHeader } from '../../../lib/ui/dialog-header.tsx';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { TextField } from '../../../lib/ui/form-fields.tsx';
import { InvitiTable } from './inviti-table.tsx';
import { usePersonName } from './invito.labels.tsx';
import { useAggiornaMedico, useCreaMedico, useInvitiMedico } from './persone.queries.ts';

/**
 * The admin creates a doctor (an account created disabled, and the invitation mail) and edits one with the version
 * it was read at; the doctor's invitations open in a dialog of their own.
 */

interface MedicoValues {
  nome: string;
  cognome: string;
  email: string;
  telefono: string;
  specializzazione: string;
  struttura: string;
}

interface UpdateValues extends MedicoValues {
  id: number;
  version: number;
}

const emptyMedico: MedicoValues = {
  nome: '',
  cognome: '',
  email: '',
  telefono: '',
  specializzazione: '',
  struttura: '',
};

/** The inputs' strings as the contract takes them: no phone is null, not an empty string. */
function fieldsBody(values: MedicoValues) {
  return {
    nome: values.nome,
    cognome: values.cognome,
    email: values.email,
    telefono: values.telefono.trim() || null,
    specializzazione: values.specializzazione,
    struttura: values.struttura,
  };
}

export function MedicoCreateDialog({
  isOpen,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  onClose: () => void;
  onSaved: (saved: Medico) => void;
}) {
  const { t } = useTranslation('stroke');
  const create = useCreaMedico();
  return (
    <FormDialog<MedicoValues, MedicoCreate, Medico>
      isOpen={isOpen}
      onClose={onClose}
      title={t('doctors.createTitle')}
      size="lg"
      schema={medicoCreateSchema}
      defaultValues={emptyMedico}
      toBody={(values) => ({ id: NEW_RECORD_ID, ...fieldsBody(values) })}
      submitLabel={t('doctors.createSubmit')}
      submit={(body) => create.mutateAsync({ body })}
      onSaved={onSaved}
    >
      <p>{t('doctors.createHelp')}</p>
      <MedicoFields />
    </FormDialog>
  );
}

export function MedicoEditDialog({
  medico,
  onClose,
  onSaved,
  onReload,
}: {
  medico: Medico | null;
  onClose: () => void;
  onSaved: (saved: Medico) => void;
  onReload: () => unknown;
}) {
  const { t } = useTranslation('stroke');
  const personName = usePersonName();
  const update = useAggiornaMedico();
  return (
    <FormDialog<UpdateValues, MedicoUpdate, Medico>
      isOpen={medico !== null}
      onClose={onClose}
      title={t('doctors.editTitle', { name: medico ? personName(medico) : '' })}
      size="lg"
      formKey={medico ? `${medico.id}:${medico.version}` : undefined}
      schema={medicoUpdateSchema}
      defaultValues={{
        id: medico?.id ?? 0,
        version: medico?.version ?? 0,
        nome: medico?.nome ?? '',
        cognome: medico?.cognome ?? '',
        email: medico?.email ?? '',
        telefono: medico?.telefono ?? '',
        specializzazione: medico?.specializzazione ?? '',
        struttura: medico?.struttura ?? '',
      }}
      toBody={(values) => ({ id: values.id, version: values.version, ...fieldsBody(values) })}
      submit={(body) => update.mutateAsync({ body })}
      onSaved={onSaved}
      onReload={onReload}
    >
      <MedicoFields />
    </FormDialog>
  );
}

function MedicoFields() {
  const { t } = useTranslation('stroke');
  return (
    <div className="row">
      <TextField
        className="form-group col-12 col-md-6"
        name="nome"
        label={t('doctors.fields.nome')}
        required
        maxLength={100}
      />
      <TextField
        className="form-group col-12 col-md-6"
        name="cognome"
        label={t('doctors.fields.cognome')}
        required
        maxLength={100}
      />
      <TextField
        className="form-group col-12 col-md-6"
        name="email"
        type="email"
        label={t('doctors.fields.email')}
        required
      />
      <TextField
        className="form-group col-12 col-md-6"
        name="telefono"
        label={t('doctors.fields.telefono')}
        help={t('doctors.fields.telefonoHelp')}
        maxLength={20}
      />
      <TextField
        className="form-group col-12 col-md-6"
        name="specializzazione"
        label={t('doctors.fields.specializzazione')}
        maxLength={100}
      />
      <TextField
        className="form-group col-12 col-md-6"
        name="struttura"
        label={t('doctors.fields.struttura')}
        help={t('doctors.fields.strutturaHelp')}
        maxLength={200}
      />
    </div>
  );
}

/** A doctor's invitations, read when the dialog opens. */
export function MedicoInvitiDialog({ medico, onClose }: { medico: Medico | null; onClose: () => void }) {
  const { t } = useTranslation('stroke');
  const { t: ui } = useTranslation('ui');
  const titleId = useId();
  const personName = usePersonName();
  const name = medico ? personName(medico) : '';
  const inviti = useInvitiMedico(medico?.id ?? null);
  return (
    <Modal isOpen={medico !== null} toggle={onClose} labelledBy={titleId} size="xl" fade={false} scrollable>
      <DialogHeader titleId={titleId} onClose={onClose}>
        {t('doctors.invitationsTitle', { name })}
      </DialogHeader>
      <ModalBody>
        <p>{t('doctors.invitationsIntro')}</p>
        {inviti.isError ? (
          <p>{t('invitations.failed')}</p>
        ) : inviti.data === null ? (
          <p>{t('invitations.doctorNotFound')}</p>
        ) : (
          <InvitiTable
            key={medico?.id}
            inviti={inviti.data}
            loading={inviti.isPending}
            caption={t('doctors.invitationsTitle', { name })}
          />
        )}
      </ModalBody>
      <ModalFooter>
        <Button color="primary" outline type="button" onClick={onClose}>
          {ui('close')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
