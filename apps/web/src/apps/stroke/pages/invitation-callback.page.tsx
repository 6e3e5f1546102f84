import { useQuery } from '@tanstack/react-query';
import { Button } from 'design-react-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../shell/auth/auth-context.tsx';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';
import { confirmInvitation, type InvitationKind } from '../stroke.api.ts';

/**
 * Public page an invitation email links to (/stroke/public/callbackm|p|c?code=...): confirms the code and
 * shows the outcome.
 */
export function InvitationCallbackPage({ kind }: { kind: InvitationKind }) {
  const [params] = useSearchParams();
  const code = params.get('code');
  const { t } = useTranslation('stroke');
  const { session, signIn } = useAuth();
  const label = t(`invitation.kinds.${kind}`);
  const title = t('invitation.title', { kind: label });
  useDocumentTitle(title);
  // An invitation code may be single-use: the query cache keeps the one answer even when React mounts twice.
  const confirmation = useQuery({
    queryKey: ['stroke-invitation', kind, code],
    queryFn: () => confirmInvitation(kind, code ?? ''),
    enabled: Boolean(code),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });

  let body: ReactNode;
  if (!code) {
    body = (
      <p className="lead" role="alert">
        {t('invitation.missingCode')}
      </p>
    );
  } else if (confirmation.isPending) {
    body = (
      <p className="lead" role="status">
        {t('invitation.pending')}
      </p>
    );
  } else if (confirmation.data) {
    body = (
      <>
        <p className="lead" role="status">
          {t('invitation.confirmed', { kind: label })}
        </p>
        {session.logged ? null : (
          <Button color="primary" onClick={() => signIn('/apps')}>
            {t('invitation.signIn')}
          </Button>
        )}
      </>
    );
  } else {
    body = (
      <p className="lead" role="alert">
        {t('invitation.refused')}
      </p>
    );
  }

  return (
    <section className="container-xxl py-5" aria-labelledby="invitation-title">
      <h1 id="invitation-title">{title}</h1>
      {body}
    </section>
  );
}

/** The three public pages of SPEC.md §2, as the stroke manifest names them. */
export const StrokeCallbackMedico = () => <InvitationCallbackPage kind="medico" />;
export const StrokeCallbackPaziente = () => <InvitationCallbackPage kind="paziente" />;
export const StrokeCallbackCaregiver = () => <InvitationCallbackPage kind="caregiver" />;
