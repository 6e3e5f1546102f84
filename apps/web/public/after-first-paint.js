// A page rendered at build time (docs/adr/0035-first-page.md) starts the SPA only once it has been painted: the
// entry and its chunks download meanwhile (modulepreload), but evaluating them would hold the first paint back.
// requestAnimationFrame runs just before the frame is painted; the timeout, just after.
((script) => {
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  requestAnimationFrame(() => {
    setTimeout(() => {
      import(entry).catch((error) => {
        console.error('Avvio non riuscito.', error);
      });
    }, 0);
  });
})(document.currentScript);
