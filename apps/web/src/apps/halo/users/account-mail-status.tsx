import type { AccountMail } from '@halo/contract';
import { formatDateTime } from '../halo.list.ts';

const kinds: Record<AccountMail['kind'], string> = {
  'verify-email': "verifica dell'e-mail",
  'set-password': 'impostazione della password',
};

/** When the last access mail was sent, what for, and whether its link still works. */
export function AccountMailStatus({
  mail,
  emailVerified,
}: {
  mail: AccountMail | null;
  emailVerified: boolean;
}) {
  if (!mail) {
    return (
      <span>
        Nessun invio
        {emailVerified ? <span className="d-block small">E-mail verificata</span> : null}
      </span>
    );
  }
  return (
    <span>
      Inviato il {formatDateTime(mail.sentAt)} ({kinds[mail.kind]})
      <br />
      {mail.expired ? (
        <span className="badge bg-danger">Link scaduto il {formatDateTime(mail.expiresAt)}</span>
      ) : (
        <span className="badge bg-success">Link valido fino al {formatDateTime(mail.expiresAt)}</span>
      )}
    </span>
  );
}
