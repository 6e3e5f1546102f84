import { type Dispositivo, strokeDispositiviRoutes } from '@halo/contract/stroke/dispositivi';
import { Trans, useTranslation } from 'react-i18next';
import { ShowOnceSecret } from '../../../lib/ui/show-once-secret.tsx';
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

/** The token of a device, shown once, and how a gateway sends the measurements with it. */
export function TokenDialog({ shown, onClose }: { shown: TokenShown | null; onClose: () => void }) {
  const { t } = useTranslation('stroke');
  const deviceName = useDeviceName();
  const url = `${window.location.origin}${strokeDispositiviRoutes.ingest.url}`;
  return (
    <ShowOnceSecret
      secret={shown?.token ?? null}
      texts={{
        title: shown ? t('devices.token.title', { device: deviceName(shown.dispositivo) }) : '',
        label: t('devices.token.label'),
        copy: t('devices.token.copy'),
        copied: t('devices.token.copied'),
        copyFailed: t('devices.token.copyFailed'),
        close: t('devices.token.done'),
      }}
      intro={shown?.renewed ? t('devices.token.renewed') : t('devices.token.registered')}
      warning={
        <>
          <p className="fw-bold mb-1">{t('devices.token.onceTitle')}</p>
          <p className="mb-0">{t('devices.token.onceText')}</p>
        </>
      }
      size="lg"
      onClose={onClose}
    >
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
    </ShowOnceSecret>
  );
}
