import { Spinner } from 'design-react-kit';
import { LOADING_TEXT } from '../overlay/loading-overlay.store.ts';

/** Shown before the first route table exists (configuration, session and routes on their way). */
export function BootScreen() {
  return (
    <main id="main-content" className="halo-boot" role="status">
      <Spinner active label="" aria-hidden="true" />
      <span className="ms-3">{LOADING_TEXT}</span>
    </main>
  );
}
