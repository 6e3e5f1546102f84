import type { AccountMail } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/ui/list-params.ts';

const kinds = {
  'verify-email': 'users.mail.kinds.verifyEmail',
  'set-password': 'users.mail.kinds.setPassword',
} as const satisfies Record<AccountMail['kind'], string>;

/** When the last access mail was sent, what for, and whether its link still works. */
export function AccountMailStatus({
  mail,
  emailVerified,
}: {
  mail: AccountMail | null;
  emailVerified: boolean;
}) {
  const { t } = useTranslation('adminForms');
  if (!mail) {
    return (
      <span>
        {t('users.mail.none')}
        {emailVerified ? <span className="d-block small">{t('users.mail.emailVerified')}</span> : null}
      </span>
    );
  }
  return (
    <span>
      {t('users.mail.sent', { date: formatDateTime(mail.sentAt), kind: t(kinds[mail.kind]) })}
      <br />
      {mail.expired ? (
        <span className="badge bg-danger">
          {t('users.mail.expired', { date: formatDateTime(mail.expiresAt) })}
        </span>
      ) : (
        <span className="badge bg-success">
          {t('users.mail.valid', { date: formatDateTime(mail.expiresAt) })}
        </span>
      )}
    </span>
  );
}
