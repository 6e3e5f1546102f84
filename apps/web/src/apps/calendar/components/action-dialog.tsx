import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { WriteFailure, WriteResult } from '../../../lib/call-route.ts';
import { DialogHeader } from '../../../lib/ui/dialog-header.tsx';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';

/**
 * The confirmation step of the calendar's actions (book, join a waiting list, cancel a booking, renew or revoke the
 * feed, delete a calendar): what is about to happen, the call, the server's refusal where the user is looking, and
 * two answers named by what they do, so "Annulla" never means both "close" and "cancel the booking". Escape and the
 * close button keep things as they were, also after a refusal, which takes the focus.
 */
export function ActionDialog<R>({
  isOpen,
  title,
  children,
  after,
  keepLabel,
  confirmLabel,
  confirmColor = 'primary',
  returnFocus = true,
  onConfirm,
  onDone,
  onClose,
  onClosed,
  onReload,
}: {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  /** Under the refusal: what the dialog offers after it. */
  after?: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  confirmColor?: 'primary' | 'danger';
  /** Give the focus back to what opened the dialog (not when that is gone, e.g. a booking just cancelled). */
  returnFocus?: boolean;
  /** The call; its refusal stays in the dialog. */
  onConfirm: () => Promise<WriteResult<R>>;
  onDone: (result: R) => void | Promise<void>;
  onClose: () => void;
  onClosed?: () => void;
  /** Offered after a refusal about a record changed meanwhile: reads it again and closes. */
  onReload?: () => unknown;
}) {
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
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    const result = await onConfirm();
    setBusy(false);
    if (result.ok) await onDone(result.data);
    else setFailure(result);
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
        {title}
      </DialogHeader>
      <ModalBody>
        {children}
        {failure ? (
          <div ref={failureRef} tabIndex={-1}>
            <FailureAlert
              failure={failure}
              extra={failure.details.map((detail) => detail.message)}
              onReload={
                onReload &&
                (async () => {
                  setFailure(null);
                  await onReload();
                  onClose();
                })
              }
            />
          </div>
        ) : null}
        {after}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline type="button" onClick={close}>
          {keepLabel}
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
          {confirmLabel}
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
