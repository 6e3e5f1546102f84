import { errorMessages } from '@halo/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../layout/use-document-title.ts';

function StatusPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="container-xxl py-5" aria-labelledby="status-title">
      <h1 id="status-title">{title}</h1>
      {children}
    </section>
  );
}

export function NotFoundPage() {
  return (
    <StatusPage title="Pagina non trovata">
      <p className="lead">La pagina richiesta non esiste o non è disponibile per il tuo profilo.</p>
      <Link className="btn btn-primary" to="/">
        Torna alla pagina iniziale
      </Link>
    </StatusPage>
  );
}

export function UnauthorizedPage() {
  return (
    <StatusPage title="Accesso non autorizzato">
      <p className="lead">Non hai i permessi necessari per visualizzare questa pagina.</p>
      <Link className="btn btn-primary" to="/">
        Torna alla pagina iniziale
      </Link>
    </StatusPage>
  );
}

export function ServerProblemsPage() {
  return (
    <StatusPage title={errorMessages.unavailable}>
      <p className="lead">Il servizio non risponde in questo momento. Riprova tra qualche minuto.</p>
      {/* A full reload, not a router link: the configuration and the session must be fetched again. */}
      <a className="btn btn-primary" href="/">
        Torna alla pagina iniziale
      </a>
    </StatusPage>
  );
}
