import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteFailure, WriteResult } from '../call-route.ts';
import { DialogHeader } from './dialog-header.tsx';
import { FailureAlert } from './failure-alert.tsx';

/**
 * The confirmation step of an action (delete a record, cancel a booking, revoke a consent): what is about to happen,
 * the call, the server's refusal where the user is looking — with what still references the record (a 409's
 * details) and, for a record changed meanwhile, an offer to read it again — and two answers named by what they do,
 * so "Annulla" never means both "close" and "cancel the booking". Escape and the close button keep things as they
 * were, also after a refusal, which takes the focus.
 */
export function ConfirmDialog<R>({
  isOpen,
  title,
  children,
  after,
  keepLabel,
  confirmLabel,
  confirmColor = 'danger',
  detailsTitle,
  returnFocus = true,
  onConfirm,
  onRefused,
  onDone,
  onCancel,
  onClosed,
  onReload,
}: {
  isOpen: boolean;
  /** Default: "Conferma eliminazione". */
  title?: string;
  children: ReactNode;
  /** Under the refusal: what the dialog offers after it. */
  after?: ReactNode;
  /** Default: "Annulla". */
  keepLabel?: string;
  /** Default: "Elimina". */
  confirmLabel?: string;
  confirmColor?: 'primary' | 'danger';
  /** Says what a refusal's details are (a 409 lists what still references the record). */
  detailsTitle?: string;
  /** Give the focus back to what opened the dialog (not when that is gone, e.g. a booking just cancelled). */
  returnFocus?: boolean;
  /** The call; its refusal stays in the dialog. */
  onConfirm: () => Promise<WriteResult<R>>;
  /** A refusal the screen answers itself (by changing the question): true, and the dialog shows no failure. */
  onRefused?: (failure: WriteFailure) => boolean;
  onDone: (result: R) => void | Promise<void>;
  onCancel: () => void;
  onClosed?: () => void;
  /** Offered after a refusal: reads the data again and closes. */
  onReload?: () => unknown;
}) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [busy, setBusy] = useState(false);
  // A refusal takes the focus: it is read at once, and the focus stays in the dialog, where Escape closes it.
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  const close = () => {
    setFailure(null);
    onCancel();
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    const result = await onConfirm();
    setBusy(false);
    if (result.ok) await onDone(result.data);
    else if (!onRefused?.(result)) setFailure(result);
  };
  return (
    <Modal
      isOpen={isOpen}
      toggle={close}
      labelledBy={titleId}
      fade={false}
      returnFocusAfterClose={returnFocus}
      onClosed={onClosed}
    >
      <DialogHeader titleId={titleId} onClose={close}>
        {title ?? t('confirm.deleteTitle')}
      </DialogHeader>
      <ModalBody>
        <div>{children}</div>
        {failure ? (
          <div ref={failureRef} tabIndex={-1}>
            <FailureAlert
              failure={failure}
              extra={failure.details.map((detail) => detail.message)}
              extraTitle={detailsTitle}
              onReload={
                onReload &&
                (async () => {
                  setFailure(null);
                  await onReload();
                  onCancel();
                })
              }
            />
          </div>
        ) : null}
        {after}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline type="button" onClick={close}>
          {keepLabel ?? t('cancel')}
        </Button>
        {/* Not `disabled` while busy: a disabled button loses the focus, which would leave the dialog (and Escape). */}
        <Button
          color={confirmColor}
          type="button"
          aria-disabled={busy || undefined}
          className={busy ? 'disabled' : undefined}
          onClick={() => {
            if (!busy) void confirm();
          }}
        >
          {confirmLabel ?? t('delete')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

/**
 * A dialog about one item (a slot, a booking, a calendar), opened by giving the item and closed by giving null: the
 * item while it is open and the last one while it closes (its text does not go blank), and the number of the
 * opening, for the dialog's `key`: each opening is a new dialog, with nothing of the one before (no note, no
 * refusal). The item is the one the user chose (a state), not one read again from a list.
 */
export function useOpening<T>(item: T | null): { shown: T | null; opening: number } {
  const [state, setState] = useState({ item, shown: item, opening: item === null ? 0 : 1 });
  if (state.item === item) return state;
  const next = {
    item,
    shown: item ?? state.shown,
    opening: item === null ? state.opening : state.opening + 1,
  };
  setState(next);
  return next;
}
