import type { SottoscrizioneSegreto } from '@halo/contract/integration';
import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogHeader } from '../../../lib/ui/dialog-header.tsx';
import { PlainField } from '../../../lib/ui/plain-field.tsx';

/**
 * A subscription's secret as the server answered a create or a new secret: the only time it is ever seen (the
 * server never sends it again). The focus goes to the secret when the dialog opens; closing it forgets the secret,
 * and `onClosed` puts the focus back where the user was.
 */
export function SecretDialog({
  shown,
  onClose,
  onClosed,
}: {
  shown: SottoscrizioneSegreto | null;
  onClose: () => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation('integration');
  const titleId = useId();
  const warningId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const [forSecret, setForSecret] = useState<string | null>(null);
  // A new secret is a new dialog: the note about the previous copy goes.
  if ((shown?.secret ?? null) !== forSecret) {
    setForSecret(shown?.secret ?? null);
    setCopied(null);
  }
  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.secret);
      setCopied('copied');
    } catch {
      setCopied('failed');
      input.current?.select();
    }
  };
  return (
    <Modal
      isOpen={shown !== null}
      toggle={onClose}
      labelledBy={titleId}
      fade={false}
      // The secret must not vanish with a stray click: only the buttons close the dialog.
      backdrop="static"
      returnFocusAfterClose={false}
      onOpened={() => {
        input.current?.focus();
        input.current?.select();
      }}
      onClosed={onClosed}
    >
      <DialogHeader titleId={titleId} onClose={onClose}>
        {shown ? t('sottoscrizioni.secret.title', { name: shown.sottoscrizione.nome }) : ''}
      </DialogHeader>
      {shown ? (
        <ModalBody>
          <p>{t('sottoscrizioni.secret.intro')}</p>
          <p id={warningId} className="alert alert-warning mb-4">
            {t('sottoscrizioni.secret.once')}
          </p>
          <PlainField label={t('sottoscrizioni.secret.label')}>
            {(field) => (
              <input
                {...field}
                ref={input}
                type="text"
                className="form-control font-monospace"
                value={shown.secret}
                readOnly
                spellCheck={false}
                autoComplete="off"
                aria-describedby={warningId}
              />
            )}
          </PlainField>
          <div className="d-flex flex-wrap align-items-center gap-3">
            <Button color="primary" outline type="button" onClick={() => void copy()}>
              {t('sottoscrizioni.secret.copy')}
            </Button>
            <p className="mb-0" role="status">
              {copied === 'copied' ? t('sottoscrizioni.secret.copied') : null}
              {copied === 'failed' ? t('sottoscrizioni.secret.copyFailed') : null}
            </p>
          </div>
        </ModalBody>
      ) : null}
      <ModalFooter>
        <Button color="primary" type="button" onClick={onClose}>
          {t('sottoscrizioni.secret.close')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
