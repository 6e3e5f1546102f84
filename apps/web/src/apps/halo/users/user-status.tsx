import { authorizationRoutes, type User } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/ui/list-params.ts';
import { ConfirmDelete, StrongText } from '../../../lib/ui/record-section.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useAdminRefresh, useAdminWrite } from '../halo.queries.ts';

/*
 * A user's account from the users' list: enabled, disabled (after a question: the user can no longer sign in),
 * its access mail sent again.
 */

/** The update body that only flips `enabled` (everything else as read, with its version). */
function enabledBody(user: User, enabled: boolean) {
  return {
    id: user.id,
    email: user.email ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    enabled,
    realmRoles: user.realmRoles,
    clientRoles: user.clientRoles,
    attributes: user.attributes,
    version: user.version,
  };
}

/** Enables a disabled user at once, and says so. */
export function useEnableUser() {
  const { t } = useTranslation('admin');
  const update = useAdminWrite(authorizationRoutes.userUpdate);
  return async (user: User) => {
    const result = await update.mutateAsync({ body: enabledBody(user, true), alert: true });
    if (result.ok) notifySuccess(t('users.userEnabled', { name: user.username }));
  };
}

/** Sends a user's access mail again, and says until when its link is valid. */
export function useResendAccessMail() {
  const { t } = useTranslation('admin');
  const resendEmail = useAdminWrite(authorizationRoutes.resendEmail);
  return async (user: User) => {
    if (!user.email) return;
    const result = await resendEmail.mutateAsync({
      query: { email: user.email },
      alert: true,
      fallback: t('users.resendFailed'),
    });
    if (!result.ok) return;
    notifySuccess(
      t('users.resent', {
        message: result.data.message,
        email: user.email,
        date: formatDateTime(result.data.expiresAt),
      }),
    );
  };
}

/** Asks before disabling a user, and says it is done. */
export function DisableUser({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const update = useAdminWrite(authorizationRoutes.userUpdate);
  const refresh = useAdminRefresh();
  return (
    <ConfirmDelete
      record={user}
      onClose={onClose}
      title={t('common.confirmDisable')}
      confirmLabel={t('common.disable')}
      remove={(u: User) => update.mutateAsync({ body: enabledBody(u, false) })}
      question={(u) => <StrongText t={t} i18nKey="users.disableConfirm" values={{ name: u.username }} />}
      deleted={(u) => t('users.userDisabled', { name: u.username })}
      onReload={refresh}
    />
  );
}
