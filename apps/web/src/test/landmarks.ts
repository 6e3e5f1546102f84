/**
 * A named `search` landmark (the kit's SearchFilters). Browsers give the HTML `search` element its role; the test
 * DOM does not map it yet, so it is found by element and name.
 */
export function querySearch(name: string): HTMLElement | null {
  const all = [...document.querySelectorAll<HTMLElement>('search')];
  return all.find((element) => element.getAttribute('aria-label') === name) ?? null;
}

export function getSearch(name: string): HTMLElement {
  const found = querySearch(name);
  if (!found) throw new Error(`Nessun elemento search con nome «${name}»`);
  return found;
}
