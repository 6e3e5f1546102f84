import { type Dispositivo, strokeDispositiviRoutes } from '@halo/contract/stroke/dispositivi';
import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DialogHeader } from '../../../lib/ui/dialog-header.tsx';
import { PlainField } from '../../../lib/ui/plain-field.tsx';
import { useDeviceName } from './dispositivi.labels.ts';

/** A device's token as the server answered it: the only time it is ever seen. */
export interface TokenShown {
  dispositivo: Dispositivo;
  token: string;
  /** A new token for a device already registered (the previous one stopped working). */
  renewed: boolean;
}

/** A batch as a gateway sends it, for the dialog's example (the values are an example, never the patient's). */
const EXAMPLE_BODY = {
  misurazioni: [
    { codice: '8867-4', valore: 72, inizio: '2026-11-26T08:00:00+01:00' },
    { codice: '85354-9', sistolica: 135, diastolica: 85, inizio: '2026-11-26T08:00:00+01:00' },
  ],
};

/**
 * The token of a device, shown once (the server keeps only its hash): why it cannot be shown again, a button that
 * copies it, and how a gateway sends the measurements with it. The focus goes to the token when the dialog opens;
 * closing it forgets the token, and `onClosed` puts the focus back where the user was.
 */
export function TokenDialog({ shown, onClose }: { shown: TokenShown | null; onClose: () => void }) {
  const { t } = useTranslation('stroke');
  const deviceName = useDeviceName();
  const titleId = useId();
  const warningId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const [forToken, setForToken] = useState<string | null>(null);
  // A new token is a new dialog: the note about the previous copy goes.
  if ((shown?.token ?? null) !== forToken) {
    setForToken(shown?.token ?? null);
    setCopied(null);
  }
  const url = `${window.location.origin}${strokeDispositiviRoutes.ingest.url}`;
  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.token);
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
      size="lg"
      fade={false}
      // The token must not vanish with a stray click: only the buttons close the dialog.
      backdrop="static"
      returnFocusAfterClose={false}
      onOpened={() => {
        input.current?.focus();
        input.current?.select();
      }}
    >
      <DialogHeader titleId={titleId} onClose={onClose}>
        {shown ? t('devices.token.title', { device: deviceName(shown.dispositivo) }) : ''}
      </DialogHeader>
      {shown ? (
        <ModalBody>
          <p>{shown.renewed ? t('devices.token.renewed') : t('devices.token.registered')}</p>
          <div id={warningId} className="alert alert-warning mb-4">
            <p className="fw-bold mb-1">{t('devices.token.onceTitle')}</p>
            <p className="mb-0">{t('devices.token.onceText')}</p>
          </div>
          <PlainField label={t('devices.token.label')}>
            {(field) => (
              <input
                {...field}
                ref={input}
                type="text"
                className="form-control font-monospace"
                value={shown.token}
                readOnly
                spellCheck={false}
                autoComplete="off"
                aria-describedby={warningId}
              />
            )}
          </PlainField>
          <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
            <Button color="primary" type="button" onClick={() => void copy()}>
              {t('devices.token.copy')}
            </Button>
            <p className="mb-0" role="status">
              {copied === 'copied' ? t('devices.token.copied') : null}
              {copied === 'failed' ? t('devices.token.copyFailed') : null}
            </p>
          </div>
          <h3 className="h6">{t('devices.token.howTitle')}</h3>
          <p>
            <Trans
              t={t}
              i18nKey="devices.token.how"
              values={{ url: `POST ${url}`, header: 'x-device-token' }}
              components={{ code: <code /> }}
            />
          </p>
          <p className="small">{t('devices.token.howRules')}</p>
          <p className="small mb-1">{t('devices.token.example')}</p>
          {/* Wrapped, not scrolled sideways: a block that scrolls on its own is out of a keyboard's reach. */}
          <pre className="bg-light p-3 small" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <code>
              {`POST ${url}\nx-device-token: <token>\nContent-Type: application/json\n\n${JSON.stringify(EXAMPLE_BODY, null, 2)}`}
            </code>
          </pre>
        </ModalBody>
      ) : null}
      <ModalFooter>
        <Button color="primary" type="button" onClick={onClose}>
          {t('devices.token.done')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
