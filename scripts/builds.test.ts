import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuildTarget, currentBuild, ensureBuilt, hasBuild, sourceHash } from './builds.ts';

/** A repository of its own: a package `pkg` built from `pkg/src` and the lockfile, each build one `out.txt`. */
let root: string;
let made: number;

function target(make?: (folder: string) => Promise<void>): BuildTarget {
  return {
    label: 'Test',
    home: 'pkg',
    link: 'dist',
    marker: 'out.txt',
    sources: { folders: ['pkg/src'], files: ['package-lock.json', 'missing.json'] },
    notBuilt: (relative) => relative.endsWith('.test.ts'),
    make:
      make ??
      (async (folder) => {
        made++;
        mkdirSync(folder, { recursive: true });
        writeFileSync(path.join(folder, 'out.txt'), readFileSync(path.join(root, 'pkg/src/a.ts')));
      }),
  };
}

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const served = () => readFileSync(path.join(root, 'pkg/dist/out.txt'), 'utf8');

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'halo-builds-'));
  made = 0;
  write('pkg/src/a.ts', 'one');
  write('pkg/src/a.test.ts', 'test');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('builds named by their sources', () => {
  it('hashes contents and paths, not tests or times', () => {
    const first = sourceHash(target(), root);
    write('pkg/src/a.test.ts', 'another test');
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'pkg/src/a.ts'), later, later);
    expect(sourceHash(target(), root)).toBe(first);
    write('pkg/src/a.ts', 'two');
    expect(sourceHash(target(), root)).not.toBe(first);
    write('pkg/src/a.ts', 'one');
    expect(sourceHash(target(), root)).toBe(first);
    write('package-lock.json', '{"changed":true}');
    expect(sourceHash(target(), root)).not.toBe(first);
  });

  it('builds once per content and links the build in place of the last', async () => {
    expect(hasBuild(target(), root)).toBe(false);
    const first = await ensureBuilt(target(), { root });
    expect(first.built).toBe(true);
    expect(currentBuild(target(), root)).toBe(first.hash);
    expect(readlinkSync(path.join(root, 'pkg/dist'))).toBe(path.join('.builds', first.hash));
    expect(served()).toBe('one');

    expect(await ensureBuilt(target(), { root })).toEqual({ hash: first.hash, built: false });
    expect(made).toBe(1);

    // What a running process resolved stays as it was when a new build is linked.
    const running = realpathSync(path.join(root, 'pkg/dist'));
    write('pkg/src/a.ts', 'two');
    const second = await ensureBuilt(target(), { root });
    expect(second.built).toBe(true);
    expect(served()).toBe('two');
    expect(readFileSync(path.join(running, 'out.txt'), 'utf8')).toBe('one');

    // Back to earlier sources: their build is linked again, not made again.
    write('pkg/src/a.ts', 'one');
    expect(await ensureBuilt(target(), { root })).toEqual({ hash: first.hash, built: false });
    expect(made).toBe(2);
    expect(served()).toBe('one');

    expect(await ensureBuilt(target(), { root, force: true })).toEqual({ hash: first.hash, built: true });
    expect(made).toBe(3);
  });

  it('keeps the last three builds besides the current one, and no half-made one', async () => {
    for (const content of ['1', '2', '3', '4', '5', '6']) {
      write('pkg/src/a.ts', content);
      await ensureBuilt(target(), { root });
    }
    const builds = readdirSync(path.join(root, 'pkg/.builds'));
    expect(builds).toHaveLength(4);
    expect(builds).toContain(currentBuild(target(), root));
  });

  it('leaves the current build linked when a build fails', async () => {
    const { hash } = await ensureBuilt(target(), { root });
    write('pkg/src/a.ts', 'broken');
    const failing = target(async (folder) => {
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'partial'), '');
      throw new Error('the build failed');
    });
    await expect(ensureBuilt(failing, { root })).rejects.toThrow('the build failed');
    expect(currentBuild(target(), root)).toBe(hash);
    expect(served()).toBe('one');
    expect(readdirSync(path.join(root, 'pkg/.builds'))).toEqual([hash]);
  });

  it('replaces a build folder of old with the link', async () => {
    write('pkg/dist/out.txt', 'old');
    expect(hasBuild(target(), root)).toBe(true);
    expect(currentBuild(target(), root)).toBeUndefined();
    await ensureBuilt(target(), { root });
    expect(served()).toBe('one');
    expect(lstatSync(path.join(root, 'pkg/dist')).isSymbolicLink()).toBe(true);
  });
});
