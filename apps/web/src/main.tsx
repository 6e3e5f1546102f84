import './zod-config.ts';
import { currentLanguage, textsReady } from './i18n/i18n.ts';
import './styles/bootstrap-italia.scss';
import './styles/fonts.css';
import './styles/halo.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionStore } from './shell/auth/session.store.ts';
import { initShell, ShellRoot } from './shell/boot.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root mancante in index.html');

const ready = initShell();
function start(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <ShellRoot ready={ready} />
    </StrictMode>,
  );
}

// A public page may come rendered in the HTML: the app takes its place once it shows its own (shell/prerendered.ts,
// loaded only then: most pages come without one).
function show(): void {
  if (!root) return;
  if (!root.hasAttribute('data-prerendered')) {
    start(root);
    return;
  }
  void import('./shell/prerendered.ts').then(
    ({ adoptPrerendered }) =>
      start(adoptPrerendered(root, { language: currentLanguage(), signedIn: sessionStore.get().logged })),
    (error: unknown) => {
      // Without it the page goes and the app renders as it would without one.
      console.error('Avvio non riuscito.', error);
      root.replaceChildren();
      root.removeAttribute('data-prerendered');
      start(root);
    },
  );
}

// The first render waits for the shell's texts in the chosen language (at once in Italian); should they not come,
// it shows the Italian ones rather than nothing.
void textsReady.then(show, show);
