import { Button } from 'design-react-kit';
import { Link } from 'react-router';
import { classifyLoadError } from '../routing/lazy-load.ts';

const texts = {
  chunk: {
    title: 'Impossibile caricare la pagina',
    body: "Una parte dell'applicazione non è arrivata: la connessione potrebbe essere assente o potrebbe essere disponibile una nuova versione.",
  },
  'missing-module': {
    title: 'Modulo non trovato',
    body: "Il modulo richiesto non è disponibile in questa versione dell'applicazione.",
  },
  other: {
    title: 'Si è verificato un errore',
    body: 'La pagina ha incontrato un errore imprevisto.',
  },
} as const;

/**
 * Shown instead of a blank screen when a screen's code fails to load or to render (SPEC.md §8).
 * `withHomeLink` is off where no router is available.
 */
export function LoadErrorPage({
  error,
  onRetry,
  withHomeLink = true,
}: {
  error: unknown;
  onRetry: () => void;
  withHomeLink?: boolean;
}) {
  const text = texts[classifyLoadError(error)];
  return (
    <section className="container-xxl py-5" aria-labelledby="load-error-title">
      <h1 id="load-error-title">{text.title}</h1>
      <p className="lead">{text.body}</p>
      <div className="d-flex flex-wrap gap-3">
        <Button color="primary" onClick={onRetry}>
          Riprova
        </Button>
        {withHomeLink ? (
          <Link className="btn btn-outline-primary" to="/">
            Torna alla pagina iniziale
          </Link>
        ) : null}
      </div>
    </section>
  );
}
