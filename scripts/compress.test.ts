import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedForms } from './compress.ts';

describe('the build’s compressed forms', () => {
  // A real module of the SPA: text like what the build compresses.
  const source = readFileSync(path.join(import.meta.dirname, '../apps/web/src/shell/routing/route-rules.ts'));

  it('are plain Brotli and gzip that give the file back', async () => {
    const { br, gz } = await compressedForms(source);
    expect(brotliDecompressSync(br).equals(source)).toBe(true);
    expect(gunzipSync(gz).equals(source)).toBe(true);
  });

  it('gzip smaller than zlib at its best level', async () => {
    const { gz } = await compressedForms(source);
    expect(gz.length).toBeLessThan(gzipSync(source, { level: constants.Z_BEST_COMPRESSION }).length);
  });
});
