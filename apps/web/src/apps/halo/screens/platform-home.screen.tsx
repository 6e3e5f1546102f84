import { Link } from 'react-router';
import { useAuth } from '../../../shell/auth/auth-context.tsx';
import { PLATFORM_NAME } from '../../../shell/layout/branding.ts';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';

export function PlatformHome() {
  const { session } = useAuth();
  useDocumentTitle('Pagina iniziale');
  const name = session.displayName ?? session.username;
  return (
    <section className="container-xxl py-4">
      <h1>Benvenuto in {PLATFORM_NAME}</h1>
      <p className="lead">
        {PLATFORM_NAME} riunisce in un unico accesso i servizi sanitari regionali: prevenzione, ambiente e
        salute, cura dell'ictus, calendari e prenotazioni, dati regionali e strutture.
      </p>
      {name ? (
        <p>
          Hai effettuato l'accesso come <strong>{name}</strong>
          {session.role ? (
            <>
              {' '}
              con ruolo <strong>{session.role}</strong>
            </>
          ) : null}
          .
        </p>
      ) : null}
      <p>
        {session.appName ? (
          <>
            Applicazione corrente: <strong>{session.appName}</strong>.
          </>
        ) : (
          "Non hai ancora scelto un'applicazione."
        )}
      </p>
      <Link className="btn btn-primary" to="/apps">
        Scegli un'applicazione
      </Link>
    </section>
  );
}
