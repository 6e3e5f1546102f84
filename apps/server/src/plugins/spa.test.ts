import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { spaPlugin } from './spa.ts';

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
});
