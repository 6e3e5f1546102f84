import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXTENDED_RANGES, fontFace, rangeText, TEXT_RANGES, unicodeRange } from './subset-fonts.ts';

describe('the fonts cut to the characters Halo writes', () => {
  it('writes the ranges as CSS does, one code point alone or a span', () => {
    expect(
      unicodeRange([
        [0x20, 0x7e],
        [0x20ac, 0x20ac],
      ]),
    ).toBe('U+20-7E, U+20AC');
    expect(
      rangeText([
        [0x41, 0x43],
        [0x20ac, 0x20ac],
      ]),
    ).toBe('ABC€');
  });

  it('covers every character of the SPA’s texts; Latin Extended-A in the second file', () => {
    const covered = (ranges: readonly [number, number][], code: number) =>
      ranges.some(([from, to]) => code >= from && code <= to);
    for (const character of 'àèéìòù «»°µ³ ’“”–—… €NO₂ ≤≥ → ▾ πφ') {
      expect(covered(TEXT_RANGES, character.codePointAt(0) ?? 0)).toBe(true);
    }
    for (const character of 'ŠščČ') {
      expect(covered(TEXT_RANGES, character.codePointAt(0) ?? 0)).toBe(false);
      expect(covered(EXTENDED_RANGES, character.codePointAt(0) ?? 0)).toBe(true);
    }
  });

  it('declares each file with its family, style, weight and range, as fonts.css holds them', () => {
    const face = fontFace('titillium-web-600-italic', EXTENDED_RANGES, 'titillium-web-600-italic-ext.woff2');
    expect(face).toContain('font-family: "Titillium Web";');
    expect(face).toContain('font-style: italic;');
    expect(face).toContain('font-weight: 600;');
    expect(face).toContain('src: url("./fonts/titillium-web-600-italic-ext.woff2") format("woff2");');
    expect(face).toContain('unicode-range: U+100-17F;');
    const css = readFileSync(path.join(import.meta.dirname, '../apps/web/src/styles/fonts.css'), 'utf8');
    expect(css).toContain(face);
    expect(css).toContain(fontFace('roboto-mono-400', TEXT_RANGES, 'roboto-mono-400.woff2'));
    expect(() => fontFace('arial', TEXT_RANGES, 'arial.woff2')).toThrow('Nome di font inatteso');
  });
});
