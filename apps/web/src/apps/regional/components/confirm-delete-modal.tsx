import type { ErrorBody } from '@halo/contract';
import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityKind, Versioned } from '../regional.entities.ts';
import { useDeleteRegional } from '../regional.queries.ts';
import { DialogHeader } from './dialog-header.tsx';

interface Failure {
  message: string;
  /** What still depends on the record (a 409 lists every child, ADR 0003). */
  children: ErrorBody['details'];
}

/** Asks before deleting; a refused delete says why and lists the records still attached. */
export function ConfirmDeleteModal<T extends Versioned>({
  kind,
  record,
  onClose,
  onDeleted,
}: {
  kind: EntityKind<T>;
  /** The record to delete; null keeps the dialog closed. */
  record: T | null;
  onClose: () => void;
  onDeleted: (deleted: T) => void;
}) {
  const { t } = useTranslation('regional');
  const titleId = useId();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = useDeleteRegional(kind);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!record) return;
    setBusy(true);
    setFailure(null);
    const result = await remove.mutateAsync({ params: { id: record.id } });
    setBusy(false);
    if (result.ok) {
      onDeleted(result.data);
      return;
    }
    setFailure({
      message: result.message,
      children: result.details.filter((detail) => !detail.path.startsWith('body.')),
    });
  };

  return (
    <Modal isOpen={record !== null} toggle={close} labelledBy={titleId} fade={false}>
      <DialogHeader titleId={titleId} onClose={close}>
        {t('confirmDelete.title')}
      </DialogHeader>
      <ModalBody>
        {record ? (
          <p>{t('confirmDelete.question', { entity: kind.withArticle(), name: kind.name(record) })}</p>
        ) : null}
        {failure ? (
          <div className="alert alert-danger" role="alert">
            <p className="mb-0">{failure.message}</p>
            {failure.children.length > 0 ? (
              <>
                <p className="mb-1 mt-2">{t('confirmDelete.linked')}</p>
                <ul className="mb-0">
                  {failure.children.map((child) => (
                    <li key={child.path}>{child.message}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline type="button" onClick={close}>
          {t('common.cancel')}
        </Button>
        <Button color="danger" type="button" onClick={confirm} disabled={busy}>
          {t('common.delete')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
