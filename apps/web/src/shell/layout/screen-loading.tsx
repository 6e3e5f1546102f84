import { Spinner } from 'design-react-kit';

/** Placeholder while a screen's chunk loads. */
export function ScreenLoading() {
  return (
    <div className="container-xxl py-5 d-flex justify-content-center" role="status">
      <Spinner active label="Caricamento della pagina..." />
    </div>
  );
}
