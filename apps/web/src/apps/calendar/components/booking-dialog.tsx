import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { WriteFailure } from '../../../lib/call-route.ts';
import { DialogHeader } from '../../../lib/ui/dialog-header.tsx';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';

/**
 * The confirmation step of the booking screens (book, join a waiting list, cancel, renew or revoke the feed): what
 * is about to happen, the server's refusal where the user is looking, and two answers named by what they do, so
 * "Annulla" never means both "close" and "cancel the booking". Escape and the close button keep things as they were,
 * also after a refusal, which takes the focus.
 */
export function BookingDialog({
  isOpen,
  title,
  children,
  failure,
  busy,
  keepLabel,
  confirmLabel,
  confirmColor = 'primary',
  returnFocus = true,
  onConfirm,
  onClose,
  onClosed,
}: {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  failure: WriteFailure | null;
  busy: boolean;
  keepLabel: string;
  confirmLabel: string;
  confirmColor?: 'primary' | 'danger';
  /** Give the focus back to what opened the dialog (not when that is gone, e.g. a booking just cancelled). */
  returnFocus?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  onClosed?: () => void;
}) {
  const titleId = useId();
  // A refusal takes the focus: it is read at once, and the focus stays in the dialog, where Escape closes it.
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  return (
    <Modal
      isOpen={isOpen}
      toggle={onClose}
      labelledBy={titleId}
      fade={false}
      returnFocusAfterClose={returnFocus}
      onClosed={onClosed}
    >
      <DialogHeader titleId={titleId} onClose={onClose}>
        {title}
      </DialogHeader>
      <ModalBody>
        {children}
        {failure ? (
          <div ref={failureRef} tabIndex={-1} className="booking-dialog-failure">
            <FailureAlert failure={failure} extra={failure.details.map((detail) => detail.message)} />
          </div>
        ) : null}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline type="button" onClick={onClose}>
          {keepLabel}
        </Button>
        {/* Not `disabled` while busy: a disabled button loses the focus, which would leave the dialog (and Escape). */}
        <Button
          color={confirmColor}
          type="button"
          aria-disabled={busy || undefined}
          className={busy ? 'disabled' : undefined}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
