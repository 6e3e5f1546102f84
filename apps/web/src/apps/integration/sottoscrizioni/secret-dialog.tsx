import type { SottoscrizioneSegreto } from '@halo/contract/integration';
import { useTranslation } from 'react-i18next';
import { ShowOnceSecret } from '../../../lib/ui/show-once-secret.tsx';

/**
 * A subscription's secret as the server answered a create or a new secret: the only time it is ever seen (the
 * server never sends it again). `onClosed` puts the focus back where the user was.
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
  return (
    <ShowOnceSecret
      secret={shown?.secret ?? null}
      texts={{
        title: shown ? t('sottoscrizioni.secret.title', { name: shown.sottoscrizione.nome }) : '',
        label: t('sottoscrizioni.secret.label'),
        copy: t('sottoscrizioni.secret.copy'),
        copied: t('sottoscrizioni.secret.copied'),
        copyFailed: t('sottoscrizioni.secret.copyFailed'),
        close: t('sottoscrizioni.secret.close'),
      }}
      intro={t('sottoscrizioni.secret.intro')}
      warning={<p className="mb-0">{t('sottoscrizioni.secret.once')}</p>}
      onClose={onClose}
      onClosed={onClosed}
    />
  );
}
