import { describe, expect, it } from 'vitest';
import { documentFor } from './prerender-web.ts';

const index =
  '<!doctype html><html lang="it"><head><title>Halo</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

describe("a public page's document rendered at build time", () => {
  it("is the build's index with the page's language, title and content in #root", () => {
    const html = documentFor(index, {
      language: 'en',
      html: '<main><h1>Portal</h1></main>',
      title: 'Pro.Sa. & co - Halo',
    });
    expect(html).toBe(
      '<!doctype html><html lang="en"><head><title>Pro.Sa. &amp; co - Halo</title><link rel="modulepreload" crossorigin href="/assets/index.js">\n    <script defer src="/after-first-paint.js" data-entry="/assets/index.js"></script></head><body><div id="root" data-prerendered="en"><main><h1>Portal</h1></main></div></body></html>',
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
