import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { type ReactNode, useId, useRef, useState } from 'react';
import { DialogHeader } from './dialog-header.tsx';
import { PlainField } from './plain-field.tsx';

/** What a show-once dialog says, in the words of its application. */
export interface ShowOnceTexts {
  title: string;
  /** The secret's field. */
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  /** The button that closes the dialog (and forgets the secret). */
  close: string;
}

/**
 * A secret as the server answered it (a device's token, a subscription's signing secret): the only time it is ever
 * seen, since the server keeps only its hash. What it is, why it cannot be shown again (the field's description), a
 * button that copies it (or selects it where the clipboard is refused), and what the screen adds under it. The focus
 * goes to the secret when the dialog opens; only the buttons close it (a stray click must not lose the secret);
 * closing it forgets the secret, and `onClosed` (or the screen's `onClose`) puts the focus back where the user was.
 */
export function ShowOnceSecret({
  secret,
  texts,
  intro,
  warning,
  size,
  onClose,
  onClosed,
  children,
}: {
  /** Null: the dialog is closed. */
  secret: string | null;
  texts: ShowOnceTexts;
  intro: ReactNode;
  warning: ReactNode;
  size?: 'lg';
  onClose: () => void;
  onClosed?: () => void;
  children?: ReactNode;
}) {
  const titleId = useId();
  const warningId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const [forSecret, setForSecret] = useState<string | null>(null);
  // A new secret is a new dialog: the note about the previous copy goes.
  if (secret !== forSecret) {
    setForSecret(secret);
    setCopied(null);
  }
  const copy = async () => {
    if (secret === null) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('copied');
    } catch {
      setCopied('failed');
      input.current?.select();
    }
  };
  return (
    <Modal
      isOpen={secret !== null}
      toggle={onClose}
      labelledBy={titleId}
      size={size}
      fade={false}
      backdrop="static"
      returnFocusAfterClose={false}
      onOpened={() => {
        input.current?.focus();
        input.current?.select();
      }}
      onClosed={onClosed}
    >
      <DialogHeader titleId={titleId} onClose={onClose}>
        {secret === null ? '' : texts.title}
      </DialogHeader>
      {secret === null ? null : (
        <ModalBody>
          <p>{intro}</p>
          <div id={warningId} className="alert alert-warning mb-4">
            {warning}
          </div>
          <PlainField label={texts.label}>
            {(field) => (
              <input
                {...field}
                ref={input}
                type="text"
                className="form-control font-monospace"
                value={secret}
                readOnly
                spellCheck={false}
                autoComplete="off"
                aria-describedby={warningId}
              />
            )}
          </PlainField>
          <div className={`d-flex flex-wrap align-items-center gap-3${children ? ' mb-4' : ''}`}>
            <Button color="primary" outline type="button" onClick={() => void copy()}>
              {texts.copy}
            </Button>
            <p className="mb-0" role="status">
              {copied === 'copied' ? texts.copied : null}
              {copied === 'failed' ? texts.copyFailed : null}
            </p>
          </div>
          {children}
        </ModalBody>
      )}
      <ModalFooter>
        <Button color="primary" type="button" onClick={onClose}>
          {texts.close}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
