import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { type ReactNode, useId } from 'react';
import type { WriteFailure } from '../../../lib/call-route.ts';
import { DialogHeader } from '../../../lib/ui/dialog-header.tsx';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';

/**
 * The confirmation of an event's action (cancel a booking, leave the waiting list, delete the event): what is about
 * to happen, the server's refusal where the user is looking, and two answers named by what they do, so «Annulla»
 * never means both "close" and "cancel the booking" (as the calendar's own dialogs do). Escape and the close button
 * keep things as they were.
 */
export function ActionDialog({
  isOpen,
  title,
  children,
  failure,
  busy,
  keepLabel,
  confirmLabel,
  returnFocus = true,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  failure: WriteFailure | null;
  busy: boolean;
  keepLabel: string;
  confirmLabel: string;
  /** Give the focus back to what opened the dialog (not when the action removed it). */
  returnFocus?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Modal
      isOpen={isOpen}
      toggle={onClose}
      labelledBy={titleId}
      fade={false}
      returnFocusAfterClose={returnFocus}
    >
      <DialogHeader titleId={titleId} onClose={onClose}>
        {title}
      </DialogHeader>
      <ModalBody>
        {children}
        {failure ? (
          <FailureAlert failure={failure} extra={failure.details.map((detail) => detail.message)} />
        ) : null}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline type="button" onClick={onClose}>
          {keepLabel}
        </Button>
        <Button color="danger" type="button" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
