import { describe, expect, it } from 'vitest';
import { groupPoints, type MapPoint, placeMarkers, spreadAround, viewOf, worstBand } from './map-clusters.ts';

const point = (id: number, x: number, y: number, banda: number | null = 2): MapPoint => ({ id, x, y, banda });
const ids = (groups: MapPoint[][]) => groups.map((g) => g.map((p) => p.id));

describe('worstBand', () => {
  it('is the highest band, whatever stations have no index', () => {
    expect(worstBand([1, 4, null, 2])).toBe(4);
    expect(worstBand([null, null])).toBeNull();
    expect(worstBand([])).toBeNull();
  });
});

describe('groupPoints', () => {
  it('keeps apart what is at least a radius away, and groups what is nearer', () => {
    expect(ids(groupPoints([point(1, 0, 0), point(2, 40, 0), point(3, 10, 10)], 34))).toEqual([[1, 3], [2]]);
  });

  it('merges groups whose middles came near each other', () => {
    // 3 and 4 are each more than a radius from 1, but 4 joins 3 and their middle comes within 1's radius.
    const groups = groupPoints([point(1, 0, 0), point(3, 34, 10), point(4, 10, 34)], 34);
    expect(ids(groups)).toEqual([[1, 3, 4]]);
  });

  it('leaves every point alone when they are spread out', () => {
    const points = Array.from({ length: 20 }, (_, i) => point(i, i * 50, (i % 3) * 50));
    expect(groupPoints(points, 34)).toHaveLength(20);
  });
});

describe('placeMarkers', () => {
  // Milano's four stations at a zoom that fits Italy: within a few pixels of one another.
  const milano = [
    point(1, 100, 100, 1),
    point(2, 101, 102, 3),
    point(3, 100.5, 101, 4),
    point(4, 102, 99, 2),
  ];
  const bari = point(5, 400, 500, null);

  it('draws near stations as one group at their middle, with the worst band, and a lone station where it is', () => {
    const places = placeMarkers([...milano, bari], { radius: 34, spread: false });
    expect(places).toEqual([
      { kind: 'cluster', key: 'c1-2-3-4', ids: [1, 2, 3, 4], x: 100.875, y: 100.5, worst: 4 },
      { kind: 'station', key: 's5', id: 5, x: 400, y: 500 },
    ]);
  });

  it('names a group by its stations whatever their order, so that it is kept from one drawing to the next', () => {
    const [group] = placeMarkers([...milano].reverse(), { radius: 34, spread: false });
    expect(group?.key).toBe('c1-2-3-4');
  });

  it('at the deepest zoom sets near stations side by side instead, none overlapping', () => {
    const places = placeMarkers([...milano, bari], { radius: 34, spread: true });
    expect(places.map((p) => (p.kind === 'station' ? p.key : 'group'))).toEqual([
      's1',
      's2',
      's3',
      's4',
      's5',
    ]);
    const spread = places.slice(0, 4);
    for (const a of spread) {
      for (const b of spread) {
        if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(34 - 1e-9);
      }
    }
  });
});

describe('spreadAround', () => {
  it('puts two stations a gap apart across their middle, the first on top', () => {
    const [a, b] = spreadAround([point(1, 10, 10), point(2, 10, 20)], 34);
    expect(a?.x).toBeCloseTo(10);
    expect(a?.y).toBeCloseTo(15 - 17);
    expect(b?.y).toBeCloseTo(15 + 17);
  });

  it('leaves a lone station where it is', () => {
    expect(spreadAround([point(1, 3, 4)], 34)).toEqual([{ id: 1, x: 3, y: 4 }]);
  });
});

describe('viewOf', () => {
  it('frames nothing without stations, centres on one, and boxes several', () => {
    expect(viewOf([])).toEqual({ kind: 'none' });
    expect(viewOf([{ lat: 45.47, lon: 9.197 }])).toEqual({ kind: 'point', lat: 45.47, lon: 9.197 });
    expect(
      viewOf([
        { lat: 45.47, lon: 9.197 },
        { lat: 40.45, lon: 18.11 },
        { lat: 41.12, lon: 16.87 },
      ]),
    ).toEqual({ kind: 'bounds', south: 40.45, west: 9.197, north: 45.47, east: 18.11 });
  });

  it('centres on stations that share one place', () => {
    expect(
      viewOf([
        { lat: 41, lon: 16 },
        { lat: 41, lon: 16 },
      ]),
    ).toEqual({ kind: 'point', lat: 41, lon: 16 });
  });
});
