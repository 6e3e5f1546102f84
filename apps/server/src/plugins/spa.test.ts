import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../../scripts/build-web.ts';
import { spaPlugin, spaStylesheets } from './spa.ts';

describe('the SPA a server serves', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'halo-spa-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** A build as scripts/build-web.ts makes one: `.builds/<hash>` with its index and a hashed asset. */
  function build(hash: string) {
    const root = path.join(folder, '.builds', hash);
    mkdirSync(path.join(root, 'assets'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>${hash}</title>`);
    writeFileSync(path.join(root, 'assets', `index-${hash}.js`), `console.log('${hash}')`);
  }
  /** Points `dist` at a build by renaming a new link over it, as the build script swaps it. */
  function link(hash: string) {
    symlinkSync(path.join('.builds', hash), path.join(folder, 'dist.tmp'));
    renameSync(path.join(folder, 'dist.tmp'), path.join(folder, 'dist'));
  }

  it('keeps serving the build it started with when `dist` is pointed at a new one', async () => {
    build('aaaa');
    link('aaaa');
    const app = Fastify();
    await app.register(spaPlugin, { root: path.join(folder, 'dist') });
    await app.ready();

    build('bbbb');
    link('bbbb');
    const page = await app.inject({ url: '/prosa' });
    expect(page.body).toContain('<title>aaaa</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ url: '/assets/index-aaaa.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();

    // A server started now serves the new build.
    const next = Fastify();
    await next.register(spaPlugin, { root: path.join(folder, 'dist') });
    expect((await next.inject({ url: '/' })).body).toContain('<title>bbbb</title>');
    await next.close();
  });

  it('sends the forms compressed at build time, and never the build manifest', async () => {
    build('cccc');
    const root = path.join(folder, '.builds', 'cccc');
    const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `testo ${i}`))};`;
    writeFileSync(path.join(root, 'assets', 'app-cccc.js'), script);
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'x' } }));
    // The tiny index and asset of build() stay as they are; the script gets both forms.
    expect(await precompress(root)).toBe(2);
    link('cccc');
    const app = Fastify();
    await app.register(spaPlugin, { root: path.join(folder, 'dist') });

    const br = await app.inject({ url: '/assets/app-cccc.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await app.inject({ url: '/assets/app-cccc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/app-cccc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    // The manifest is the build's, not the browser's: the SPA's page answers its address.
    const manifest = await app.inject({ url: '/.vite/manifest.json' });
    expect(manifest.body).toContain('<title>cccc</title>');
    await app.close();
  });

  it("sends a public page's document rendered at build time, in the visitor's language, unless signed in", async () => {
    build('dddd');
    const root = path.join(folder, '.builds', 'dddd');
    const pages = path.join(root, '.prerendered');
    const documents = {
      it: `<!doctype html><html lang="it"><div id="root" data-prerendered="it"><h1>Portale</h1>${'<p>prevenzione</p>'.repeat(200)}</div>`,
      en: '<!doctype html><html lang="en"><div id="root" data-prerendered="en"><h1>Portal</h1></div>',
    };
    for (const [language, html] of Object.entries(documents)) {
      mkdirSync(path.join(pages, language), { recursive: true });
      const file = path.join(pages, language, 'prosa.html');
      writeFileSync(file, html);
      writeFileSync(`${file}.br`, brotliCompressSync(html));
      writeFileSync(`${file}.gz`, gzipSync(html));
    }
    writeFileSync(
      path.join(pages, 'pages.json'),
      JSON.stringify([
        { path: '/prosa', language: 'it', file: 'it/prosa.html' },
        { path: '/prosa', language: 'en', file: 'en/prosa.html' },
      ]),
    );
    link('dddd');
    const app = Fastify();
    await app.register(spaPlugin, { root: path.join(folder, 'dist') });

    const italian = await app.inject({ url: '/prosa' });
    expect(italian.statusCode).toBe(200);
    expect(italian.body).toBe(documents.it);
    expect(italian.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(italian.headers['cache-control']).toBe('no-cache');
    expect(italian.headers.vary).toBe('accept-encoding, cookie');
    // A trailing slash is the same page; a language without a page of its own gets the default one.
    expect((await app.inject({ url: '/prosa/?x=1' })).body).toBe(documents.it);
    expect((await app.inject({ url: '/prosa', headers: { cookie: 'halo-language=fr' } })).body).toBe(
      documents.it,
    );

    const english = await app.inject({ url: '/prosa', headers: { cookie: 'a=b; halo-language=en' } });
    expect(english.body).toBe(documents.en);
    expect(english.headers.etag).not.toBe(italian.headers.etag);

    // A stored session (the SPA's `logged` cookie) gets the plain SPA page: a signed-in page differs.
    const signedIn = await app.inject({ url: '/prosa', headers: { cookie: 'logged=true' } });
    expect(signedIn.body).toContain('<title>dddd</title>');
    expect((await app.inject({ url: '/prosa', headers: { cookie: 'logged=false' } })).body).toBe(
      documents.it,
    );
    // Other paths are the SPA's page as before.
    expect((await app.inject({ url: '/prosa/campagne' })).body).toContain('<title>dddd</title>');

    // Compressed at build time, sent as is; a request naming the tag of its encoding is answered 304.
    const br = await app.inject({ url: '/prosa', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(documents.it);
    const gz = await app.inject({ url: '/prosa', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(documents.it);
    const again = await app.inject({
      url: '/prosa',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gz.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The files themselves are not served.
    expect((await app.inject({ url: '/.prerendered/pages.json' })).body).toContain('<title>dddd</title>');
    await app.close();
  });

  it("names the stylesheets of the build's index, for the identity provider's pages", () => {
    build('eeee');
    const root = path.join(folder, '.builds', 'eeee');
    expect(spaStylesheets(root)).toBeUndefined();
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(
      path.join(root, '.vite', 'manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index-e.js', css: ['assets/index-e.css'] } }),
    );
    expect(spaStylesheets(root)).toEqual(['/assets/index-e.css']);
  });
});
