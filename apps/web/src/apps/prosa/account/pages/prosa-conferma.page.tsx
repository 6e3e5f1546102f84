import { registrationMessages } from '@halo/contract/prosa/registration';
import { Button } from 'design-react-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../../lib/ui/page.tsx';
import { useAuth } from '../../../../shell/auth/auth-context.tsx';
import { useConferma } from '../prosa-account.queries.ts';

/** Where a confirmed person lands after signing in: the portal, whose layout reads their profile. */
const AFTER_SIGN_IN = '/prosa';
/** A new citizen starts from their profile, where the welcome path waits. */
const CITIZEN_FIRST = '/prosa/profilo';

/**
 * The page the registration's mail links to (/prosa/conferma?codice=…): posts the code once, then says what
 * happened and what to do next — sign in, or, for a link already used, expired or mangled, the server's word on
 * it with the way on.
 */
export function ProsaConferma() {
  const { t } = useTranslation('prosaAccount');
  const [params] = useSearchParams();
  const codice = params.get('codice')?.trim() || null;
  const { session, signIn } = useAuth();
  const conferma = useConferma(codice);
  const outcome = conferma.data;

  let body: ReactNode;
  if (!codice) {
    body = (
      <>
        <p className="lead" role="alert">
          {t('confirmation.missing')}
        </p>
        <p>{t('confirmation.missingHelp')}</p>
      </>
    );
  } else if (conferma.isPending) {
    body = (
      <p className="lead" role="status">
        {t('confirmation.pending')}
      </p>
    );
  } else if (outcome?.ok) {
    const landing = outcome.ruolo === 'cittadino' ? CITIZEN_FIRST : AFTER_SIGN_IN;
    body = (
      <>
        <p className="lead" role="status">
          {outcome.messaggio}
        </p>
        <p>{t('confirmation.username', { username: outcome.username })}</p>
        {session.logged ? (
          <Link className="btn btn-primary" to={landing}>
            {t('confirmation.toPortal')}
          </Link>
        ) : (
          <Button color="primary" type="button" onClick={() => signIn(landing)}>
            {t('confirmation.signIn')}
          </Button>
        )}
      </>
    );
  } else {
    const message = outcome?.message ?? t('confirmation.failed');
    body = (
      <>
        <p className="lead" role="alert">
          {message}
        </p>
        <NextStep message={message} signedIn={session.logged} onSignIn={() => signIn(AFTER_SIGN_IN)} />
      </>
    );
  }

  return (
    <Page
      title={t('confirmation.title')}
      breadcrumbs={[{ label: t('portal'), to: '/prosa' }, { label: t('confirmation.title') }]}
    >
      <div className="mb-5">{body}</div>
    </Page>
  );
}

/** The way on from a refused code: sign in (already confirmed), register again (expired), or check the link. */
function NextStep({
  message,
  signedIn,
  onSignIn,
}: {
  message: string;
  signedIn: boolean;
  onSignIn: () => void;
}) {
  const { t } = useTranslation('prosaAccount');
  if (message === registrationMessages.codeUsed) {
    return signedIn ? (
      <Link className="btn btn-primary" to={AFTER_SIGN_IN}>
        {t('confirmation.toPortal')}
      </Link>
    ) : (
      <Button color="primary" type="button" onClick={onSignIn}>
        {t('confirmation.signIn')}
      </Button>
    );
  }
  if (message === registrationMessages.codeExpired) {
    return (
      <Link className="btn btn-primary" to="/prosa/registrazione">
        {t('confirmation.registerAgain')}
      </Link>
    );
  }
  return (
    <>
      <p>{t('confirmation.checkLink')}</p>
      <Link to="/prosa/registrazione">{t('confirmation.registerAgain')}</Link>
    </>
  );
}
