import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { compile } from 'sass';
import { describe, expect, it } from 'vitest';

/**
 * The colours of the status badges as the browser paints them: the kit's stylesheet as the SPA builds it from
 * Bootstrap Italia's sources (styles/bootstrap-italia.scss), then ours (ui.css, loaded after it). jsdom does not
 * cascade stylesheets, so the few rules involved are read from the CSS itself.
 */
const packages = dirname(
  dirname(createRequire(import.meta.filename).resolve('bootstrap-italia/package.json')),
);
const kit = compile(join(import.meta.dirname, '../../styles/bootstrap-italia.scss'), {
  loadPaths: [packages],
  quietDeps: true,
  silenceDeprecations: ['import', 'global-builtin', 'color-functions'],
}).css;
const ours = readFileSync(join(import.meta.dirname, 'ui.css'), 'utf8');

type Rgb = [number, number, number];

/** The value of `property` in the last rule of `css` whose selector is exactly `selector`, if any. */
function lastDeclaration(css: string, selector: string, property: string): string | undefined {
  let found: string | undefined;
  for (const rule of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (rule[1]?.trim() !== selector) continue;
    for (const declaration of (rule[2] ?? '').split(';')) {
      const colon = declaration.indexOf(':');
      if (declaration.slice(0, colon).trim() === property) {
        found = declaration
          .slice(colon + 1)
          .replace(/!important/, '')
          .trim();
      }
    }
  }
  return found;
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/** A colour as the kit and ui.css write them: #rgb / #rrggbb, hsl(), or rgba(var(--bs-…-rgb), …). */
function parseColour(value: string): Rgb {
  const variable = /^rgba\(var\((--[\w-]+)\)/.exec(value);
  if (variable?.[1]) {
    const triple = lastDeclaration(kit, ':root', variable[1]);
    if (!triple) throw new Error(`${variable[1]} non trovata`);
    return triple.split(',').map(Number) as Rgb;
  }
  const hsl = /^hsl\(\s*([\d.]+)\s*,\s*([\d.]+)%\s*,\s*([\d.]+)%\s*\)$/.exec(value);
  if (hsl) return hslToRgb(Number(hsl[1]), Number(hsl[2]) / 100, Number(hsl[3]) / 100);
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  throw new Error(`Colore non riconosciuto: ${value}`);
}

/** WCAG 2.1 relative luminance and contrast ratio. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const required = (value: string | undefined, what: string): string => {
  if (!value) throw new Error(`${what} non trovato`);
  return value;
};

const warning = parseColour(required(lastDeclaration(kit, '.bg-warning', 'background-color'), '.bg-warning'));

describe('warning badges (WCAG 1.4.3, at least 4.5:1)', () => {
  it('helpers: the ratio of black on white is 21, of a colour on itself 1', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast(warning, warning)).toBe(1);
  });

  it('`badge bg-warning text-dark` ("In lista di attesa", "Punteggio alto (3 o più)") reads at 4.5:1 or more', () => {
    // ui.css comes after the kit: its rule for the pair wins over the kit's .text-dark.
    const text =
      lastDeclaration(ours, '.badge.bg-warning.text-dark', 'color') ??
      required(lastDeclaration(kit, '.text-dark', 'color'), '.text-dark');
    expect(contrast(parseColour(text), warning)).toBeGreaterThanOrEqual(4.5);
  });

  it('`badge bg-warning` alone (the badge text colour) reads at 4.5:1 or more', () => {
    const text = required(lastDeclaration(kit, '.badge', '--bs-badge-color'), '.badge');
    expect(contrast(parseColour(text), warning)).toBeGreaterThanOrEqual(4.5);
  });
});
