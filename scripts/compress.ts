import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const brotli = promisify(brotliCompress);

/**
 * gzip by Zopfli (a deflate encoder that searches harder than zlib; its output is plain gzip), without its block
 * splitting: 2.8 % smaller than zlib's best level over the SPA's build for about a second more, where block
 * splitting would add 0.5 % for twenty seconds. Browsers take Brotli; gzip is for the clients that do not, among
 * them the inspecting proxies of hospital networks that rewrite Accept-Encoding (docs/adr/0035-first-page.md).
 */
const ZOPFLI = { numiterations: 5, blocksplitting: false } as const;

/** A file's Brotli and gzip forms, each at its best: made once, at build time, and sent as they are. */
export async function compressedForms(bytes: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, ZOPFLI).then((gz) => Buffer.from(gz)),
  ]);
  return { br, gz };
}
