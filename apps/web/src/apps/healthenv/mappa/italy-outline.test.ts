import { describe, expect, it } from 'vitest';
import {
  createOutlineSvg,
  fromOutline,
  italyOutline,
  OUTLINE_BOUNDS,
  OUTLINE_SIZE,
  toOutline,
} from './italy-outline.ts';

type Ring = [number, number][];

/** The package's paths: `m` with relative pairs (implicit lineto), `z` closes; several rings for the islands. */
function rings(d: string): Ring[] {
  const tokens = d.match(/[mMzZ]|-?[\d.]+(?:e-?\d+)?/g) ?? [];
  const out: Ring[] = [];
  let x = 0;
  let y = 0;
  let start: [number, number] = [0, 0];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as string;
    if (token === 'z' || token === 'Z') {
      [x, y] = start;
      i += 1;
      continue;
    }
    if (token !== 'm' && token !== 'M') throw new Error(`Comando SVG non atteso: ${token}`);
    const relative = token === 'm';
    const ring: Ring = [];
    i += 1;
    while (i < tokens.length && /^-?[\d.]/.test(tokens[i] as string)) {
      const a = Number(tokens[i]);
      const b = Number(tokens[i + 1]);
      x = relative ? x + a : a;
      y = relative ? y + b : b;
      if (ring.length === 0) start = [x, y];
      ring.push([x, y]);
      i += 2;
    }
    out.push(ring);
  }
  return out;
}

const regions = new Map(italyOutline.locations.map((l) => [l.id, rings(l.path)]));

function inside(region: string, lat: number, lon: number): boolean {
  const { x, y } = toOutline(lat, lon);
  let odd = false;
  for (const ring of regions.get(region) ?? []) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [xi, yi] = ring[i] as [number, number];
      const [xj, yj] = ring[j] as [number, number];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
    }
  }
  return odd;
}

const regionsAt = (lat: number, lon: number) => [...regions.keys()].filter((r) => inside(r, lat, lon));

/** The distance in SVG units from a point to a region's border. */
function distanceToBorder(region: string, lat: number, lon: number): number {
  const { x, y } = toOutline(lat, lon);
  let best = Number.POSITIVE_INFINITY;
  for (const ring of regions.get(region) ?? []) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [ax, ay] = ring[j] as [number, number];
      const [bx, by] = ring[i] as [number, number];
      const length = (bx - ax) ** 2 + (by - ay) ** 2;
      const t =
        length === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length));
      best = Math.min(best, Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))));
    }
  }
  return best;
}

/** A region's extent in degrees, through the inverse projection of its bounding box. */
function extent(region: string) {
  const points = (regions.get(region) ?? []).flat();
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const nw = fromOutline(Math.min(...xs), Math.min(...ys));
  const se = fromOutline(Math.max(...xs), Math.max(...ys));
  return { west: nw.lon, east: se.lon, north: nw.lat, south: se.lat };
}

describe('the outline of Italy’s regions under latitude and longitude', () => {
  it('puts the stations of the demo inside their region', () => {
    expect(regionsAt(45.463349, 9.195325)).toEqual(['lombardy']); // Milano Verziere
    expect(regionsAt(45.46, 9.19)).toEqual(['lombardy']);
    expect(regionsAt(41.12, 16.87)).toEqual(['apulia']); // Bari
    expect(regionsAt(40.45889, 18.11611)).toEqual(['apulia']); // Lecce - S. M. Cerrate
    expect(regionsAt(41.63083, 15.38667)).toEqual(['apulia']); // San Severo - Posta del Principe
    expect(regionsAt(41.23167, 16.29167)).toEqual(['apulia']); // Andria
    expect(regionsAt(40.53778, 17.42389)).toEqual(['apulia']); // Grottaglie
  });

  it('puts the main towns of every region inside it', () => {
    const towns: [string, number, number][] = [
      ['aosta-valley', 45.737, 7.315],
      ['piedmont', 45.07, 7.686],
      ['liguria', 44.41, 8.93],
      ['lombardy', 45.695, 9.67],
      ['trentino-south-tyrol', 46.498, 11.354],
      ['veneto', 45.406, 11.877],
      ['friuli-venezia-giulia', 46.063, 13.242],
      ['emilia-romagna', 44.494, 11.343],
      ['tuscany', 43.769, 11.256],
      ['umbria', 43.112, 12.389],
      ['marche', 43.3, 13.453],
      ['lazio', 41.893, 12.483],
      ['abruzzo', 42.35, 13.4],
      ['molise', 41.561, 14.668],
      ['campania', 40.852, 14.268],
      ['apulia', 41.462, 15.545],
      ['basilicata', 40.64, 15.805],
      ['calabria', 38.91, 16.588],
      ['sicily', 38.116, 13.361],
      ['sardinia', 39.223, 9.122],
    ];
    for (const [region, lat, lon] of towns) expect([region, regionsAt(lat, lon)]).toEqual([region, [region]]);
  });

  it('keeps the stations on the water’s edge within the outline’s resolution of their coast', () => {
    // Brindisi's passenger terminal and Taranto San Vito stand where the simplified coast is already sea.
    expect(distanceToBorder('apulia', 40.64583, 17.96055)).toBeLessThan(2);
    expect(distanceToBorder('apulia', 40.42333, 17.22528)).toBeLessThan(2);
  });

  it('is the Mercator projection of Italy’s extremes: regions span their real extents', () => {
    // Aosta valley and Lombardy were not used to fit the projection: their real extents check it.
    const aosta = extent('aosta-valley');
    expect(aosta.west).toBeCloseTo(6.8, 1);
    expect(aosta.east).toBeCloseTo(7.94, 1);
    expect(aosta.south).toBeCloseTo(45.47, 1);
    expect(aosta.north).toBeCloseTo(45.99, 1);
    const lombardy = extent('lombardy');
    expect(lombardy.west).toBeCloseTo(8.5, 1);
    expect(lombardy.east).toBeCloseTo(11.43, 1);
    expect(lombardy.south).toBeCloseTo(44.68, 1);
    expect(lombardy.north).toBeCloseTo(46.64, 1);
    // Santa Maria di Leuca and Capo Spartivento, far from the anchors in latitude.
    expect(extent('apulia').south).toBeCloseTo(39.8, 1);
    expect(extent('calabria').south).toBeCloseTo(37.92, 1);
  });

  it('goes back and forth, and its bounds are the SVG’s corners', () => {
    const { lat, lon } = fromOutline(...(Object.values(toOutline(41.12, 16.87)) as [number, number]));
    expect(lat).toBeCloseTo(41.12, 9);
    expect(lon).toBeCloseTo(16.87, 9);
    const [[south, west], [north, east]] = OUTLINE_BOUNDS;
    expect(toOutline(north, west).x).toBeCloseTo(0, 6);
    expect(toOutline(north, west).y).toBeCloseTo(0, 6);
    expect(toOutline(south, east).x).toBeCloseTo(OUTLINE_SIZE.width, 6);
    expect(toOutline(south, east).y).toBeCloseTo(OUTLINE_SIZE.height, 6);
  });

  it('is drawn as an SVG stretched over its bounds, one path per region, hidden from screen readers', () => {
    const svg = createOutlineSvg();
    expect(svg.getAttribute('viewBox')).toBe('0 0 610 793');
    expect(svg.getAttribute('preserveAspectRatio')).toBe('none');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    const paths = svg.querySelectorAll('path.halo-outline-region');
    expect(paths).toHaveLength(20);
    expect(svg.querySelector('[data-region="apulia"]')?.getAttribute('d')).toMatch(/^m /);
    expect(svg.outerHTML).not.toMatch(/style=/);
  });
});
