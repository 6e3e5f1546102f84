import { describe, expect, it } from 'vitest';
import { documentFor } from './prerender-web.ts';

const index =
  '<!doctype html><html lang="it"><head><title>Halo</title><link rel="preload" href="/api/config" as="fetch" crossorigin="anonymous" /><script type="module" src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="stylesheet" href="/assets/index.css"><link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin=""></head><body><div id="root"></div></body></html>';

describe("a public page's document rendered at build time", () => {
  it("is the build's index with the page's language, title and content in #root, its scripts fetched after its first paint", () => {
    const html = documentFor(index, {
      language: 'en',
      html: '<main><h1>Portal</h1></main>',
      title: 'Pro.Sa. & co - Halo',
    });
    // The stylesheet and the font stay; the scripts and the calls wait in the template for the first paint.
    expect(html).toBe(
      '<!doctype html><html lang="en"><head><title>Pro.Sa. &amp; co - Halo</title><link rel="stylesheet" href="/assets/index.css"><link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="">  <template id="after-first-paint"><link rel="modulepreload" crossorigin href="/assets/index.js"><link rel="preload" href="/api/config" as="fetch" crossorigin="anonymous" /><link rel="modulepreload" crossorigin href="/assets/react.js"></template>\n    <script defer src="/after-first-paint.js" data-entry="/assets/index.js"></script>\n  </head><body><div id="root" data-prerendered="en"><main><h1>Portal</h1></main></div></body></html>',
    );
    // A `$` in the page is text.
    const dollars = documentFor(index, { language: 'it', html: "<p>$& $' 5 $</p>", title: '$1' });
    expect(dollars).toContain('<title>$1</title>');
    expect(dollars).toContain('<div id="root" data-prerendered="it"><p>$& $\' 5 $</p></div>');
    // Without a title of its own the index's stays.
    expect(documentFor(index, { language: 'it', html: '<p>x</p>', title: null })).toContain(
      '<title>Halo</title>',
    );
  });

  it('refuses content its Content-Security-Policy would block, and an index it cannot fill', () => {
    expect(() => documentFor(index, { language: 'it', html: '<script>x()</script>', title: null })).toThrow(
      /CSP/,
    );
    expect(() =>
      documentFor(index, { language: 'it', html: '<div style="color:red">x</div>', title: null }),
    ).toThrow(/CSP/);
    expect(() =>
      documentFor('<html lang="it"><body></body></html>', { language: 'it', html: '', title: null }),
    ).toThrow(/#root/);
  });
});
