import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'mappa.css'), 'utf8');

/** The background and text colours of a band's class. */
function colours(name: string): { background: string; text: string } {
  const block = new RegExp(`\\.${name}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  const background = /background-color:\s*(#[0-9a-f]{3,6})/i.exec(block)?.[1] ?? '';
  const text = /(?:^|[\s;])color:\s*(#[0-9a-f]{3,6})/i.exec(block)?.[1] ?? '';
  return { background: background.toLowerCase(), text: text.toLowerCase() };
}

function luminance(hex: string): number {
  const full = hex.length === 4 ? hex.replace(/([0-9a-f])/gi, '$1$1') : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the colours of the index bands', () => {
  it('are the EEA’s palette, grey without an index', () => {
    expect(
      ['halo-band-1', 'halo-band-2', 'halo-band-3', 'halo-band-4', 'halo-band-5', 'halo-band-6'].map(
        (name) => colours(name).background,
      ),
    ).toEqual(['#50f0e6', '#50ccaa', '#f0e641', '#ff5050', '#960032', '#7d2181']);
    // Grey: no channel far from the others.
    const grey = colours('halo-band-none').background;
    const channels = [1, 3, 5].map((i) => Number.parseInt(grey.slice(i, i + 2), 16));
    expect(Math.max(...channels) - Math.min(...channels)).toBeLessThanOrEqual(16);
  });

  it('write the band’s number with at least 4.5:1 contrast on every colour', () => {
    for (const name of ['1', '2', '3', '4', '5', '6', 'none'].map((b) => `halo-band-${b}`)) {
      const { background, text } = colours(name);
      expect(text, name).not.toBe('');
      expect([name, contrast(background, text) >= 4.5]).toEqual([name, true]);
    }
  });
});

describe('the markers on the map', () => {
  it('leave their position to Leaflet, which places them absolutely (a relative one stacks them out of place)', () => {
    const rules = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selectors = '', body = '']) => ({
      selectors: selectors.replace(/\/\*[\s\S]*?\*\//g, '').trim(),
      body,
    }));
    const markerRules = rules.filter(({ selectors }) =>
      selectors
        .split(',')
        .some((selector) => /\.halo-station-(marker|cluster)(?![-\w])(?!.*\s)/.test(selector.trim())),
    );
    expect(markerRules.map((r) => r.selectors)).toContain('.halo-station-cluster,\n.halo-band-cluster');
    for (const { selectors, body } of markerRules)
      expect([selectors, /(^|[\s;])position\s*:/.test(body)]).toEqual([selectors, false]);
  });
});
