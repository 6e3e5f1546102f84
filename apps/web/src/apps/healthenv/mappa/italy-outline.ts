import italy from '@svg-maps/italy';

/**
 * Italy's regions as the regional home draws them (@svg-maps/italy, after MapSVG, CC BY 4.0), placed under the
 * stations' latitude and longitude when the server offers no map tiles (the machines are often offline).
 *
 * The fit. The package's paths are a Mercator projection cut to Italy's extreme points, with the viewBox
 * 0 0 610 793: the x of every region's bounding box is linear in longitude and its y linear in the Mercator
 * ordinate ln(tan(π/4 + φ/2)), not in latitude (an equirectangular fit misses by up to 16 px). Anchored on the four
 * extremes — Rocca Bernauda 6.6267° E at x 0.31 (Piedmont's westmost), Punta Palascìa 18.5204° E at x 609.98
 * (Apulia's eastmost), Vetta d'Italia 47.0921° N at y 0.27 (Trentino's northmost), Lampedusa 35.4929° N at y 792.24
 * (Sicily's southmost) — the other extremes land within 0.3 px (about 600 m): Aosta valley 6.80–7.94° E and
 * 45.47–45.99° N, Lombardy 8.50–11.43° E and 44.68–46.64° N, Sardinia's Capo Comino, Pantelleria, Capo Peloro,
 * Santa Maria di Leuca, Capo Spartivento, Friuli's eastmost. The small islands of Tremiti and La Maddalena are not
 * drawn. The two scales differ by 0.35 %, so the SVG is stretched (preserveAspectRatio none) over its bounds on
 * Leaflet's Web Mercator map, which is linear in the same two coordinates: a station's marker and the outline
 * agree to the outline's own resolution (about 2 km of coast), and the stations of the demo land in their region
 * but for two on the water's edge of Brindisi and Taranto harbours (italy-outline.test.ts).
 */
export const italyOutline = italy as unknown as {
  viewBox: string;
  locations: readonly { id: string; name: string; path: string }[];
};

const [, , WIDTH = 610, HEIGHT = 793] = italyOutline.viewBox.split(/\s+/).map(Number);
export const OUTLINE_SIZE = { width: WIDTH, height: HEIGHT } as const;

const RAD = Math.PI / 180;
/** The Mercator ordinate, in degrees (equal to the longitude's scale). */
const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * RAD) / 2)) / RAD;
const inverseMercator = (y: number) => Math.atan(Math.sinh(y * RAD)) / RAD;

const WEST = { lon: 6.6267, x: 0.31 };
const EAST = { lon: 18.5204, x: 609.98 };
const NORTH = { lat: 47.0921, y: 0.27 };
const SOUTH = { lat: 35.4929, y: 792.24 };

const xScale = (EAST.x - WEST.x) / (EAST.lon - WEST.lon);
const yScale = (SOUTH.y - NORTH.y) / (mercator(SOUTH.lat) - mercator(NORTH.lat));

/** Where a point of latitude and longitude falls in the outline's SVG coordinates. */
export function toOutline(lat: number, lon: number): { x: number; y: number } {
  return {
    x: WEST.x + (lon - WEST.lon) * xScale,
    y: NORTH.y + (mercator(lat) - mercator(NORTH.lat)) * yScale,
  };
}

/** The latitude and longitude of a point of the outline's SVG. */
export function fromOutline(x: number, y: number): { lat: number; lon: number } {
  return {
    lat: inverseMercator(mercator(NORTH.lat) + (y - NORTH.y) / yScale),
    lon: WEST.lon + (x - WEST.x) / xScale,
  };
}

const topLeft = fromOutline(0, 0);
const bottomRight = fromOutline(WIDTH, HEIGHT);

/** The geographic bounds of the whole SVG (its viewBox), south-west and north-east, for Leaflet's svgOverlay. */
export const OUTLINE_BOUNDS: [[number, number], [number, number]] = [
  [bottomRight.lat, topLeft.lon],
  [topLeft.lat, bottomRight.lon],
];

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The outline as an SVG element for the map: every region a path styled by class (mappa.css: no inline styles
 * under the app's Content-Security-Policy), hidden from assistive technologies — the stations' list says it all.
 */
export function createOutlineSvg(doc: Document = document): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', italyOutline.viewBox);
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.classList.add('halo-outline');
  for (const location of italyOutline.locations) {
    const path = doc.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', location.path);
    path.setAttribute('data-region', location.id);
    path.classList.add('halo-outline-region');
    svg.appendChild(path);
  }
  return svg;
}
