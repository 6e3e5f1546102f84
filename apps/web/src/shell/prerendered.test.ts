import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptPrerendered } from './prerendered.ts';

/** `#root` as the server sends it with a page rendered at build time. */
function prerenderedRoot(language = 'it'): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-prerendered', language);
  root.innerHTML =
    '<main><h1>Pro.Sa.</h1><a href="/prosa/registrazione">Registrati</a><button>Accedi</button></main>';
  document.body.append(root);
  return root;
}

/** Lets the MutationObserver's records be delivered (a microtask). */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the page rendered at build time, until the app shows its own', () => {
  it('is not there without the server saying so: the app renders into #root', () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    expect(adoptPrerendered(root, { language: 'it', signedIn: false })).toBe(root);
  });

  it('goes at once when the visitor would not see it as it is (another language, a session)', () => {
    for (const visitor of [
      { language: 'en', signedIn: false },
      { language: 'it', signedIn: true },
    ]) {
      const root = prerenderedRoot();
      expect(adoptPrerendered(root, visitor)).toBe(root);
      expect(root.childElementCount).toBe(0);
      expect(root.hasAttribute('data-prerendered')).toBe(false);
      root.remove();
    }
  });

  it('stays while the app shows only what is pending, and gives its place when the app shows a page', async () => {
    const root = prerenderedRoot();
    const app = adoptPrerendered(root, { language: 'it', signedIn: false });
    expect(app).not.toBe(root);
    expect(app.hidden).toBe(true);
    expect(root.nextElementSibling).toBe(app);

    // The boot screen, then the layout with the screen's placeholder: pending.
    app.innerHTML = '<main id="main-content" data-halo-pending=""></main>';
    await delivered();
    app.innerHTML = '<header>Halo</header><main><div data-halo-pending="">…</div></main>';
    await delivered();
    expect(root.isConnected).toBe(true);
    expect(app.hidden).toBe(true);

    // The screen has drawn: the app takes the page's place and its id.
    app
      .querySelector('main')
      ?.replaceChildren(Object.assign(document.createElement('h1'), { textContent: 'Pro.Sa.' }));
    await delivered();
    expect(root.isConnected).toBe(false);
    expect(app.hidden).toBe(false);
    expect(app.id).toBe('root');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('keeps the focus on the same control of the page', async () => {
    const root = prerenderedRoot();
    root.querySelector('button')?.focus();
    const app = adoptPrerendered(root, { language: 'it', signedIn: false });
    app.innerHTML =
      '<main><h1>Pro.Sa.</h1><a href="/prosa/registrazione">Registrati</a><button>Accedi</button></main>';
    await delivered();
    expect(document.activeElement).toBe(app.querySelector('button'));
  });

  it('makes a click held on the page on the same control of the app, and on no other', async () => {
    const root = prerenderedRoot();
    const app = adoptPrerendered(root, { language: 'it', signedIn: false });
    const signIn = root.querySelector('button');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    signIn?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // A link that opens elsewhere is left to the browser.
    let leftToBrowser = false;
    const browser = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault(); // jsdom cannot open another document
    };
    document.addEventListener('click', browser);
    root
      .querySelector('a')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    document.removeEventListener('click', browser);
    expect(leftToBrowser).toBe(true);

    app.innerHTML =
      '<main><h1>Pro.Sa.</h1><a href="/prosa/registrazione">Registrati</a><button>Accedi</button></main>';
    const clicks = vi.fn();
    app.querySelector('button')?.addEventListener('click', clicks);
    await delivered();
    expect(clicks).toHaveBeenCalledOnce();

    // Where the app shows another control at that place, nothing is clicked.
    const other = prerenderedRoot();
    const next = adoptPrerendered(other, { language: 'it', signedIn: false });
    other.querySelector('button')?.click();
    next.innerHTML =
      '<main><h1>Pro.Sa.</h1><a href="/prosa/registrazione">Registrati</a><button>Esci</button></main>';
    const wrong = vi.fn();
    next.querySelector('button')?.addEventListener('click', wrong);
    await delivered();
    expect(wrong).not.toHaveBeenCalled();
  });

  it("shows the app's own state after a while, whatever it is", () => {
    vi.useFakeTimers();
    const root = prerenderedRoot();
    const app = adoptPrerendered(root, { language: 'it', signedIn: false }, 10_000);
    app.innerHTML = '<main id="main-content" data-halo-pending=""></main>';
    vi.advanceTimersByTime(9_999);
    expect(root.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(root.isConnected).toBe(false);
    expect(app.hidden).toBe(false);
  });
});
