import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

describe('imports resolved once per importing folder', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'halo-resolve-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('gives each folder its own answer for the same specifier, as Node would', () => {
    // Two folders each with their own `./nome.mjs` and a package of their own under node_modules.
    for (const name of ['a', 'b']) {
      mkdirSync(path.join(folder, name, 'node_modules', 'pacchetto'), { recursive: true });
      writeFileSync(path.join(folder, name, 'nome.mjs'), `export default '${name}';`);
      writeFileSync(
        path.join(folder, name, 'node_modules', 'pacchetto', 'package.json'),
        JSON.stringify({ name: 'pacchetto', type: 'module', exports: './index.js' }),
      );
      writeFileSync(
        path.join(folder, name, 'node_modules', 'pacchetto', 'index.js'),
        `export default '${name}';`,
      );
      writeFileSync(
        path.join(folder, name, 'entry.mjs'),
        "import nome from './nome.mjs'; import pacchetto from 'pacchetto'; export default nome + pacchetto;",
      );
    }
    const script = `
      import { cacheResolutions } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'resolution-cache.ts')).href)};
      cacheResolutions();
      const a = (await import(${JSON.stringify(pathToFileURL(path.join(folder, 'a', 'entry.mjs')).href)})).default;
      const b = (await import(${JSON.stringify(pathToFileURL(path.join(folder, 'b', 'entry.mjs')).href)})).default;
      console.log(a + ' ' + b);`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('aa bb');
  });
});
