// A page rendered at build time (docs/adr/0035-first-page.md) starts the SPA only once it has been painted, and
// fetches it only then: the page waits for nothing but its stylesheet and fonts. The preloads of the entry's chunks
// and of the calls its start makes wait in an inert template until the browser reports the first contentful paint
// (a frame committed on the main thread is not yet on the screen); a browser without paint timing starts after
// the first frame.
((script) => {
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const held = document.getElementById('after-first-paint');
    if (held instanceof HTMLTemplateElement) document.head.append(held.content);
    import(entry).catch((error) => {
      console.error('Avvio non riuscito.', error);
    });
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        start();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
})(document.currentScript);
