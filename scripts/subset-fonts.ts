import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

/**
 * The SPA's fonts, cut to the characters Halo writes (docs/adr/0035-first-page.md): Bootstrap Italia's Titillium
 * Web, Lora and Roboto Mono (SIL Open Font License 1.1, licences copied beside them) reduced to `TEXT_RANGES`, as
 * WOFF2, into apps/web/src/styles/fonts, where styles/fonts.css declares them with the same `unicode-range`. A
 * character outside the ranges falls back to the next font of the stack. Run again (`node scripts/subset-fonts.ts`)
 * when Bootstrap Italia's fonts change or a text needs a character outside the ranges; the files are committed, so
 * the build needs no font tool.
 */

/**
 * Italian and English: Basic Latin, Latin-1 (àèéìòù, «», °, µ, ³), the typographic punctuation (’ “ ” – — … • ‹ ›,
 * thin and narrow no-break spaces), €, subscripts (NO₂, PM₂.₅), arrows, − ≤ ≥, ▾, and π φ of the scores' formulas.
 */
export const TEXT_RANGES: readonly [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x3c0, 0x3c0],
  [0x3c6, 0x3c6],
  [0x2009, 0x2009],
  [0x2010, 0x2027],
  [0x202f, 0x2030],
  [0x2039, 0x203a],
  [0x2070, 0x209c],
  [0x20ac, 0x20ac],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
  [0x2264, 0x2265],
  [0x25be, 0x25be],
];

/**
 * Latin Extended-A, in a file of its own per font: the names of the bilingual comuni (Števerjan, Sovodnje ob Soči)
 * and of people. A browser downloads it only for a page that shows one of its characters (`unicode-range`).
 */
export const EXTENDED_RANGES: readonly [number, number][] = [[0x100, 0x17f]];

/** The ranges as CSS writes them (`unicode-range`). */
export function unicodeRange(ranges: readonly [number, number][] = TEXT_RANGES): string {
  const hex = (code: number) => code.toString(16).toUpperCase();
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

/** Every character of the ranges, the text the subset must render. */
export function rangeText(ranges: readonly [number, number][] = TEXT_RANGES): string {
  let text = '';
  for (const [from, to] of ranges)
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
}

/** Bootstrap Italia's font files (its folder, the file's stem) and the name each subset gets, `<family>-<weight>[-italic]`. */
const FONTS = [
  ['Titillium_Web', 'titillium-web-v10-latin-ext_latin-300', 'titillium-web-300'],
  ['Titillium_Web', 'titillium-web-v10-latin-ext_latin-300italic', 'titillium-web-300-italic'],
  ['Titillium_Web', 'titillium-web-v10-latin-ext_latin-regular', 'titillium-web-400'],
  ['Titillium_Web', 'titillium-web-v10-latin-ext_latin-italic', 'titillium-web-400-italic'],
  ['Titillium_Web', 'titillium-web-v10-latin-ext_latin-600', 'titillium-web-600'],
  ['Titillium_Web', 'titillium-web-v10-latin-ext_latin-600italic', 'titillium-web-600-italic'],
  ['Titillium_Web', 'titillium-web-v10-latin-ext_latin-700', 'titillium-web-700'],
  ['Titillium_Web', 'titillium-web-v10-latin-ext_latin-700italic', 'titillium-web-700-italic'],
  ['Lora', 'lora-v20-latin-ext_latin-regular', 'lora-400'],
  ['Lora', 'lora-v20-latin-ext_latin-italic', 'lora-400-italic'],
  ['Lora', 'lora-v20-latin-ext_latin-700', 'lora-700'],
  ['Lora', 'lora-v20-latin-ext_latin-700italic', 'lora-700-italic'],
  ['Roboto_Mono', 'roboto-mono-v13-latin-ext_latin-regular', 'roboto-mono-400'],
  ['Roboto_Mono', 'roboto-mono-v13-latin-ext_latin-italic', 'roboto-mono-400-italic'],
  ['Roboto_Mono', 'roboto-mono-v13-latin-ext_latin-700', 'roboto-mono-700'],
  ['Roboto_Mono', 'roboto-mono-v13-latin-ext_latin-700italic', 'roboto-mono-700-italic'],
] as const;

/** Each family's licence, as Bootstrap Italia ships it. */
const LICENCES = [
  ['Titillium_Web', 'OFL.txt', 'titillium-web.OFL.txt'],
  ['Lora', 'OFL.txt', 'lora.OFL.txt'],
  ['Roboto_Mono', 'LICENSE.txt', 'roboto-mono.LICENSE.txt'],
] as const;

const FAMILIES: Record<string, string> = {
  'titillium-web': 'Titillium Web',
  lora: 'Lora',
  'roboto-mono': 'Roboto Mono',
};

/** The `@font-face` rules of one subset file: its family, style and weight read from its name. */
export function fontFace(name: string, ranges: readonly [number, number][], file: string): string {
  const match = /^([a-z-]+?)-(\d{3})(-italic)?$/.exec(name);
  if (!match) throw new Error(`Nome di font inatteso: ${name}`);
  const [, family = '', weight, italic] = match;
  return [
    '@font-face {',
    `  font-family: "${FAMILIES[family] ?? family}";`,
    `  font-style: ${italic ? 'italic' : 'normal'};`,
    `  font-weight: ${weight};`,
    '  font-display: swap;',
    `  src: url("./fonts/${file}") format("woff2");`,
    // As Biome formats it: a value too long for the line goes on the next one.
    `  unicode-range: ${unicodeRange(ranges)};`.length > 110
      ? `  unicode-range:\n    ${unicodeRange(ranges)};`
      : `  unicode-range: ${unicodeRange(ranges)};`,
    '}',
  ].join('\n');
}

async function main() {
  const fontsOf = path.join(
    path.dirname(createRequire(import.meta.filename).resolve('bootstrap-italia/package.json')),
    'dist',
    'fonts',
  );
  const styles = path.resolve(import.meta.dirname, '../apps/web/src/styles');
  const target = path.join(styles, 'fonts');
  mkdirSync(target, { recursive: true });
  let before = 0;
  let after = 0;
  const faces: string[] = [];
  for (const [folder, stem, name] of FONTS) {
    const source = readFileSync(path.join(fontsOf, folder, `${stem}.woff2`));
    for (const [ranges, file] of [
      [TEXT_RANGES, `${name}.woff2`],
      [EXTENDED_RANGES, `${name}-ext.woff2`],
    ] as const) {
      const subset = await subsetFont(source, rangeText(ranges), { targetFormat: 'woff2' });
      writeFileSync(path.join(target, file), subset);
      faces.push(fontFace(name, ranges, file));
      if (ranges === TEXT_RANGES) after += subset.length;
    }
    before += source.length;
  }
  for (const [folder, file, name] of LICENCES)
    copyFileSync(path.join(fontsOf, folder, file), path.join(target, name));
  writeFileSync(
    path.join(styles, 'fonts.css'),
    `/*
 * Bootstrap Italia's fonts, served from this origin (the CSP allows font-src 'self' only): the stylesheet of
 * bootstrap-italia names the families but does not declare them. Written by scripts/subset-fonts.ts: each font cut
 * to the characters of Italian and English, with Latin Extended-A in a second file a page downloads only when it
 * shows one of those characters (docs/adr/0035-first-page.md). Do not edit by hand.
 */
${faces.join('\n\n')}
`,
  );
  console.log(`Fonts: ${FONTS.length} fonts, ${before} → ${after} bytes (extended subsets aside)`);
}

if (import.meta.main) await main();
