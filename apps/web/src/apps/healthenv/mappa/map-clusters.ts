/**
 * Where the map draws its markers, as pure functions of the stations' positions in pixels at the map's zoom:
 * stations closer than a marker's width are drawn as one group (its number the worst index among them, Enter or a
 * click zooms in on them), and at the deepest zoom, where no zooming in can part them, they are drawn side by side
 * around their middle. Written here rather than taken from a clustering plugin: a few dozen stations need only
 * this, and the group's element (its name, its keyboard, no inline styles) stays the app's own.
 */

/** A station projected at the map's zoom: pixels from the world's top-left corner. */
export interface MapPoint {
  id: number;
  x: number;
  y: number;
  banda: number | null;
}

export type MarkerPlace =
  | { kind: 'station'; key: string; id: number; x: number; y: number }
  | { kind: 'cluster'; key: string; ids: number[]; x: number; y: number; worst: number | null };

/** The worst band (the highest number), null when no station has an index. */
export function worstBand(bande: Iterable<number | null>): number | null {
  let worst: number | null = null;
  for (const b of bande) if (b !== null && (worst === null || b > worst)) worst = b;
  return worst;
}

interface Group {
  points: MapPoint[];
  x: number;
  y: number;
}

const middle = (points: readonly MapPoint[]) => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});

const near = (a: { x: number; y: number }, b: { x: number; y: number }, radius: number) =>
  Math.hypot(a.x - b.x, a.y - b.y) < radius;

/**
 * The stations in groups whose markers would not overlap: each station joins the first group whose middle is
 * nearer than `radius`, then groups whose middles came nearer than `radius` are merged until none is. Groups keep
 * the order of their first station; a group's stations keep the order they came in.
 */
export function groupPoints(points: readonly MapPoint[], radius: number): MapPoint[][] {
  const groups: Group[] = [];
  for (const point of points) {
    const group = groups.find((g) => near(g, point, radius));
    if (group) {
      group.points.push(point);
      Object.assign(group, middle(group.points));
    } else groups.push({ points: [point], x: point.x, y: point.y });
  }
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < groups.length && !merged; i++) {
      for (let j = i + 1; j < groups.length && !merged; j++) {
        const a = groups[i] as Group;
        const b = groups[j] as Group;
        if (!near(a, b, radius)) continue;
        a.points.push(...b.points);
        Object.assign(a, middle(a.points));
        groups.splice(j, 1);
        merged = true;
      }
    }
  }
  return groups.map((g) => g.points);
}

/**
 * The positions of a group's stations set side by side on a circle around their middle, `gap` pixels apart
 * (centre to centre), the first at the top, going clockwise.
 */
export function spreadAround(
  points: readonly MapPoint[],
  gap: number,
): { id: number; x: number; y: number }[] {
  const first = points[0];
  if (points.length === 1 && first) return [{ id: first.id, x: first.x, y: first.y }];
  const centre = middle(points);
  const radius = gap / 2 / Math.sin(Math.PI / points.length);
  return points.map((p, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / points.length;
    return { id: p.id, x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
  });
}

/**
 * The markers to draw: a station alone where it is; stations nearer than `radius` as one group at their middle,
 * or, when `spread` (the deepest zoom), each on its own around their middle. Keys name what a marker stands for,
 * so that a marker standing for the same stations is kept from one zoom to the next.
 */
export function placeMarkers(
  points: readonly MapPoint[],
  options: { radius: number; spread: boolean },
): MarkerPlace[] {
  const places: MarkerPlace[] = [];
  for (const group of groupPoints(points, options.radius)) {
    const [only] = group;
    if (group.length === 1 && only) {
      places.push({ kind: 'station', key: `s${only.id}`, id: only.id, x: only.x, y: only.y });
    } else if (options.spread) {
      for (const p of spreadAround(group, options.radius))
        places.push({ kind: 'station', key: `s${p.id}`, ...p });
    } else {
      const ids = group.map((p) => p.id);
      places.push({
        kind: 'cluster',
        key: `c${[...ids].sort((a, b) => a - b).join('-')}`,
        ids,
        ...middle(group),
        worst: worstBand(group.map((p) => p.banda)),
      });
    }
  }
  return places;
}

/** What the map frames for a set of stations: nothing, one station to centre on, or the box around them. */
export type StationsView =
  | { kind: 'none' }
  | { kind: 'point'; lat: number; lon: number }
  | { kind: 'bounds'; south: number; west: number; north: number; east: number };

export function viewOf(stations: readonly { lat: number; lon: number }[]): StationsView {
  const [first] = stations;
  if (!first) return { kind: 'none' };
  let [south, north, west, east] = [first.lat, first.lat, first.lon, first.lon];
  for (const s of stations) {
    south = Math.min(south, s.lat);
    north = Math.max(north, s.lat);
    west = Math.min(west, s.lon);
    east = Math.max(east, s.lon);
  }
  return south === north && west === east
    ? { kind: 'point', lat: first.lat, lon: first.lon }
    : { kind: 'bounds', south, west, north, east };
}
