import { NEW_RECORD_ID } from '@halo/contract';
import {
  type Medico,
  type MedicoCreate,
  type MedicoUpdate,
  medicoCreateSchema,
  medicoUpdateSchema,
} from '@halo/contract/stroke/medici';
import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogHeader } from '../../../lib/ui/dialog-header.tsx';
import { type DialogOpening, FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { TextField } from '../../../lib/ui/form-fields.tsx';
import { useInvitiMedico } from '../inviti/inviti.queries.ts';
import { InvitiTable } from '../inviti/inviti-table.tsx';
import { fullName } from '../pazienti/pazienti.labels.tsx';
import { useAggiornaMedico, useCreaMedico } from './medici.queries.ts';

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

/** A new doctor (`medico` null), or an edit of one with the version it was read at. */
export function MedicoDialog({
  medico,
  onReload,
  ...opening
}: DialogOpening<Medico> & { medico: Medico | null; onReload: () => unknown }) {
  const { t } = useTranslation('stroke');
  const create = useCreaMedico();
  const update = useAggiornaMedico();
  return (
    <FormDialog<MedicoValues, MedicoCreate | MedicoUpdate, Medico>
      {...opening}
      title={medico ? t('doctors.editTitle', { name: fullName(medico) }) : t('doctors.createTitle')}
      size="lg"
      formKey={medico ? `${medico.id}:${medico.version}` : 'new'}
      schema={(medico ? medicoUpdateSchema : medicoCreateSchema) as z.ZodType<MedicoCreate | MedicoUpdate>}
      defaultValues={{
        nome: medico?.nome ?? '',
        cognome: medico?.cognome ?? '',
        email: medico?.email ?? '',
        telefono: medico?.telefono ?? '',
        specializzazione: medico?.specializzazione ?? '',
        struttura: medico?.struttura ?? '',
      }}
      // The inputs' strings as the contract takes them: no phone is null, not an empty string.
      toBody={(values) => ({
        ...(medico ? { id: medico.id, version: medico.version } : { id: NEW_RECORD_ID }),
        ...values,
        telefono: values.telefono.trim() || null,
      })}
      submitLabel={medico ? undefined : t('doctors.createSubmit')}
      submit={(body) =>
        'version' in body ? update.mutateAsync({ body }) : create.mutateAsync({ body: body as MedicoCreate })
      }
      onReload={medico ? onReload : undefined}
    >
      {medico ? null : <p>{t('doctors.createHelp')}</p>}
      <MedicoFields />
    </FormDialog>
  );
}

function MedicoFields() {
  const { t } = useTranslation('stroke');
  const field = (
    name: keyof MedicoValues,
    props: Omit<Parameters<typeof TextField>[0], 'name' | 'label'>,
  ) => (
    <TextField
      className="form-group col-12 col-md-6"
      name={name}
      label={t(`doctors.fields.${name}`)}
      {...props}
    />
  );
  return (
    <div className="row">
      {field('nome', { required: true, maxLength: 100 })}
      {field('cognome', { required: true, maxLength: 100 })}
      {field('email', { type: 'email', required: true })}
      {field('telefono', { help: t('doctors.fields.telefonoHelp'), maxLength: 20 })}
      {field('specializzazione', { maxLength: 100 })}
      {field('struttura', { help: t('doctors.fields.strutturaHelp'), maxLength: 200 })}
    </div>
  );
}

/** A doctor's invitations, read when the dialog opens. */
export function MedicoInvitiDialog({ medico, onClose }: { medico: Medico | null; onClose: () => void }) {
  const { t } = useTranslation('stroke');
  const { t: ui } = useTranslation('ui');
  const titleId = useId();
  const name = medico ? fullName(medico) : '';
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
