import { Link } from 'react-router';

/** A level of the query string that matches no record (deleted, or a stale link). */
export function LevelNotFound({ loading, what, up }: { loading: boolean; what: string; up: string }) {
  if (loading) return <p>Caricamento…</p>;
  return (
    <>
      <h1>{what}</h1>
      <p>
        <Link to={up}>Torna al livello superiore</Link>
      </p>
    </>
  );
}
