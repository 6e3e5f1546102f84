import { useQuery } from '@tanstack/react-query';
import { Button } from 'design-react-kit';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../shell/auth/auth-context.tsx';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';
import { confirmInvitation, type InvitationKind, invitationKinds } from '../stroke.api.ts';

/**
 * Public page an invitation email links to (/stroke/public/callbackm|p|c?code=...): confirms the code and
 * shows the outcome.
 */
export function InvitationCallbackPage({ kind }: { kind: InvitationKind }) {
  const [params] = useSearchParams();
  const code = params.get('code');
  const { session, signIn } = useAuth();
  const label = invitationKinds[kind].label;
  useDocumentTitle(`Conferma account ${label}`);
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
        Il link di invito non contiene il codice: apri il link completo ricevuto per email.
      </p>
    );
  } else if (confirmation.isPending) {
    body = (
      <p className="lead" role="status">
        Conferma dell'invito in corso...
      </p>
    );
  } else if (confirmation.data) {
    body = (
      <>
        <p className="lead" role="status">
          Invito confermato: l'account {label} è abilitato. Ora puoi accedere con le tue credenziali.
        </p>
        {session.logged ? null : (
          <Button color="primary" onClick={() => signIn('/apps')}>
            Accedi
          </Button>
        )}
      </>
    );
  } else {
    body = (
      <p className="lead" role="alert">
        Non è stato possibile confermare l'invito: il codice non è valido, è già stato usato o è scaduto.
      </p>
    );
  }

  return (
    <section className="container-xxl py-5" aria-labelledby="invitation-title">
      <h1 id="invitation-title">Conferma account {label}</h1>
      {body}
    </section>
  );
}
