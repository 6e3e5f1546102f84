import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteFailure, WriteResult } from '../call-route.ts';
import { DialogHeader } from './dialog-header.tsx';
import { FailureAlert } from './failure-alert.tsx';

/**
 * Asks before a destructive action. A refusal stays in the dialog with the server's message and what still
 * references the record (a 409's details), and offers to reload.
 */
export function ConfirmDialog<R>({
  isOpen,
  title,
  children,
  confirmLabel,
  detailsTitle,
  onCancel,
  onConfirm,
  onDone,
  onReload,
  returnFocus = true,
}: {
  isOpen: boolean;
  title?: string;
  children: ReactNode;
  confirmLabel?: string;
  /** Says what a refusal's details are (a 409 lists what still references the record). */
  detailsTitle?: string;
  onCancel: () => void;
  onConfirm: () => Promise<WriteResult<R>>;
  onDone: (result: R) => void | Promise<void>;
  onReload?: () => unknown;
  /** Give the focus back to what opened the dialog (not when what follows the action takes it). */
  returnFocus?: boolean;
}) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFailure(null);
    onCancel();
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    const result = await onConfirm();
    setBusy(false);
    if (result.ok) {
      await onDone(result.data);
      return;
    }
    setFailure(result);
  };
  return (
    <Modal
      isOpen={isOpen}
      toggle={close}
      labelledBy={titleId}
      fade={false}
      returnFocusAfterClose={returnFocus}
    >
      <DialogHeader titleId={titleId} onClose={close}>
        {title ?? t('confirm.deleteTitle')}
      </DialogHeader>
      <ModalBody>
        <div>{children}</div>
        {failure ? (
          <FailureAlert
            failure={failure}
            extra={failure.details.map((detail) => detail.message)}
            extraTitle={detailsTitle}
            onReload={
              onReload
                ? async () => {
                    setFailure(null);
                    await onReload();
                    onCancel();
                  }
                : undefined
            }
          />
        ) : null}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline type="button" onClick={close}>
          {t('cancel')}
        </Button>
        <Button color="danger" type="button" onClick={confirm} disabled={busy}>
          {confirmLabel ?? t('delete')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
