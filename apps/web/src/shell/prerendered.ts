/**
 * A public page's first paint comes in the HTML (docs/adr/0035-first-page.md, "The first paint in the HTML"): the
 * server puts the page rendered at build time (src/prerender.tsx) inside `#root` and marks it with its language.
 * The app is not hydrated onto it (its first render is the boot screen, not that page): it renders into a hidden
 * sibling, and takes the page's place in one step once it shows a page of its own — nothing pending in it (the
 * boot screen and a screen's loading placeholder carry `data-halo-pending`) — so nothing flashes and nothing moves.
 */

/** The attribute the server sets on `#root` when it holds a page rendered at build time: the page's language. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Marks what is shown while a page is not there yet. */
export const PENDING_ATTRIBUTE = 'data-halo-pending';
/** However long the app takes, its own state shows after this (a boot that hangs is then seen as such). */
const GIVE_UP_MS = 10_000;

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
/** What a click acts on. */
const CLICKABLE = 'a[href], button';

/** The element of `app` at the position `element` has among `selector`'s matches in `page`, if it is the same. */
function counterpart(
  page: HTMLElement,
  app: HTMLElement,
  element: Element,
  selector: string,
): HTMLElement | null {
  const index = [...page.querySelectorAll(selector)].indexOf(element);
  const candidate = index < 0 ? null : app.querySelectorAll<HTMLElement>(selector)[index];
  const same =
    candidate &&
    candidate.tagName === element.tagName &&
    candidate.textContent === element.textContent &&
    candidate.getAttribute('href') === element.getAttribute('href');
  return same ? candidate : null;
}

export interface Visitor {
  /** The language the app will render in. */
  language: string;
  /** A stored session: the app will show the signed-in page, not the anonymous one that was rendered. */
  signedIn: boolean;
}

/** Whether the app's container shows a page of its own: something drawn, nothing pending. */
function showsPage(app: HTMLElement): boolean {
  return app.firstElementChild !== null && app.querySelector(`[${PENDING_ATTRIBUTE}]`) === null;
}

/**
 * The element the app renders into. Without a page rendered at build time, `container` itself. With one the
 * visitor would not see as it is (another language, a session), the page goes and the app renders as usual. Else
 * a hidden sibling, which takes the page's place (and its id) once it shows a page, or after GIVE_UP_MS. A control
 * focused in the page is focused in the app, and a click on the page is made in the app: on the control at the
 * same position with the same text (and address), never on another.
 */
export function adoptPrerendered(
  container: HTMLElement,
  visitor: Visitor,
  giveUpMs = GIVE_UP_MS,
): HTMLElement {
  const language = container.getAttribute(PRERENDERED_ATTRIBUTE);
  if (language === null) return container;
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  if (language !== visitor.language || visitor.signedIn) {
    container.replaceChildren();
    return container;
  }
  const app = document.createElement('div');
  app.hidden = true;
  container.after(app);

  // A click on the page before the app has taken over (a button that has no handler yet, a link that would load
  // the whole page again) is held, and made on the same control of the app once it shows.
  let clicked: Element | null = null;
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
    if (!target || target.getAttribute('href')?.startsWith('#')) return;
    // A click that opens elsewhere (a new tab, a new window) is the browser's.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    clicked = target;
  };
  container.addEventListener('click', hold);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const reveal = () => {
    observer.disconnect();
    clearTimeout(timer);
    container.removeEventListener('click', hold);
    const focused =
      document.activeElement && container.contains(document.activeElement) ? document.activeElement : null;
    const focus = focused && counterpart(container, app, focused, FOCUSABLE);
    const click = clicked && counterpart(container, app, clicked, CLICKABLE);
    const id = container.id;
    container.remove();
    app.id = id;
    app.hidden = false;
    focus?.focus({ preventScroll: true });
    click?.click();
  };
  // Mutations are delivered before the next paint: the page is replaced in the frame the app's page is drawn in.
  const observer = new MutationObserver(() => {
    if (showsPage(app)) reveal();
  });
  observer.observe(app, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [PENDING_ATTRIBUTE],
  });
  timer = setTimeout(reveal, giveUpMs);
  return app;
}
