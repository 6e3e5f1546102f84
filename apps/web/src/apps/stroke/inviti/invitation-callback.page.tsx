import { useQuery } from '@tanstack/react-query';
import { Button } from 'design-react-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../lib/ui/page.tsx';
import { useAuth } from '../../../shell/auth/auth-context.tsx';
import { confirmInvitation, type InvitationKind, type InvitationOutcome } from './inviti.api.ts';

/** Where a confirmed person goes after signing in: the chooser of their applications. */
const AFTER_SIGN_IN = '/apps';

/**
 * Public page an invitation email links to (/stroke/public/callbackm|p|c?code=…): confirms the code once and says
 * what became of it — confirmed (and, when the account had no password yet, that the mail to choose one left),
 * expired, already used, replaced by a newer invitation, or not valid — and what to do next. Whose invitation it
 * was is never shown: the answer does not carry it (SPEC.md §2).
 */
export function InvitationCallbackPage({ kind }: { kind: InvitationKind }) {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() || null;
  const { t } = useTranslation('stroke');
  const label = t(`invitation.kinds.${kind}`);
  // The code is single use: the query cache keeps the one answer even when React mounts twice.
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
  } else {
    body = (
      <Outcome outcome={confirmation.data ?? { esito: 'errore', passwordInviata: false }} label={label} />
    );
  }

  return (
    <Page title={t('invitation.title', { kind: label })}>
      <div className="mb-5">{body}</div>
    </Page>
  );
}

/** The texts (`invitation.<key>`) of the outcomes but a confirmation; only one already used leads to signing in. */
const REFUSALS = {
  usato: 'used',
  scaduto: 'expired',
  revocato: 'revoked',
  nonValido: 'invalid',
  errore: 'failed',
} as const;

function Outcome({ outcome, label }: { outcome: InvitationOutcome; label: string }) {
  const { t } = useTranslation('stroke');
  if (outcome.esito === 'confermato') {
    return (
      <>
        <div role="status">
          <p className="lead">{t('invitation.confirmed', { kind: label })}</p>
          <p>{outcome.passwordInviata ? t('invitation.passwordSent') : t('invitation.signInNow')}</p>
        </div>
        <SignIn />
      </>
    );
  }
  return (
    <>
      <p className="lead" role="alert">
        {t(`invitation.${REFUSALS[outcome.esito]}`)}
      </p>
      {outcome.esito === 'usato' ? <SignIn /> : null}
    </>
  );
}

/** The way in for a person not signed in yet (one already signed in has nothing to do here). */
function SignIn() {
  const { t } = useTranslation('stroke');
  const { session, signIn } = useAuth();
  if (session.logged) return null;
  return (
    <Button color="primary" type="button" onClick={() => signIn(AFTER_SIGN_IN)}>
      {t('invitation.signIn')}
    </Button>
  );
}

/** The three public pages of SPEC.md §2, as the stroke manifest names them. */
export const StrokeCallbackMedico = () => <InvitationCallbackPage kind="medico" />;
export const StrokeCallbackPaziente = () => <InvitationCallbackPage kind="paziente" />;
export const StrokeCallbackCaregiver = () => <InvitationCallbackPage kind="caregiver" />;
