import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseLayerSpec } from './map-layers.ts';
import { type MapStation, StationMap } from './station-map.tsx';

const verziere: MapStation = {
  id: 2,
  lat: 45.463349,
  lon: 9.195325,
  banda: 3,
  old: true,
  label: 'Milano Verziere – Moderata',
  popup: {
    title: 'Milano Verziere',
    lines: ['Indice: Moderata', 'Dati del 31/12/2022'],
    href: '/healthenv/postazioni/2',
    linkText: 'Scheda della postazione',
  },
};

const cavour: MapStation = {
  ...verziere,
  id: 7,
  lat: 41.1206,
  lon: 16.8695,
  banda: null,
  old: false,
  label: 'Bari - CAVOUR – Indice non disponibile',
  popup: { ...verziere.popup, title: 'Bari - CAVOUR', href: '/healthenv/postazioni/7' },
};

const zoomLabels = { zoomIn: 'Aumenta lo zoom', zoomOut: 'Riduci lo zoom' };
const clusterLabel = (count: number, worst: number | null) =>
  `Gruppo di ${count} postazioni vicine – indice peggiore: ${worst ?? '–'}`;

const outline = baseLayerSpec(null, 'Confini: @svg-maps/italy (CC BY 4.0)');

function renderMap(props: Partial<Parameters<typeof StationMap>[0]> = {}) {
  const onNavigate = vi.fn();
  const view = render(
    <StrictMode>
      <StationMap
        stations={[verziere, cavour]}
        base={outline}
        label="Mappa delle postazioni"
        zoomLabels={zoomLabels}
        clusterLabel={clusterLabel}
        fitKey="*"
        onNavigate={onNavigate}
        {...props}
      />
    </StrictMode>,
  );
  const map = screen.getByRole('region', { name: 'Mappa delle postazioni' });
  return { ...view, map, onNavigate };
}

describe('StationMap', () => {
  it('marks each station with a focusable button named after it and its band, the number written on it', () => {
    const { map } = renderMap();
    const markers = map.querySelectorAll('.halo-station-marker');
    // StrictMode mounted the map twice: the first one was removed, its markers with it.
    expect(markers).toHaveLength(2);
    const marker = within(map).getByRole('button', { name: 'Milano Verziere – Moderata' });
    expect(marker).toHaveClass('halo-station-marker', 'halo-band-3', 'is-old');
    expect(marker).toHaveAttribute('title', 'Milano Verziere – Moderata');
    expect(marker).toHaveAttribute('tabindex', '0');
    expect(marker).toHaveTextContent('3');
    expect(marker.innerHTML).not.toMatch(/style=/);
    const none = within(map).getByRole('button', { name: 'Bari - CAVOUR – Indice non disponibile' });
    expect(none).toHaveClass('halo-band-none');
    expect(none).not.toHaveClass('is-old');
    expect(none).toHaveTextContent('–');
  });

  it('opens a popup with the station’s words on Enter, whose link stays in the app', () => {
    const { map, onNavigate } = renderMap();
    const marker = within(map).getByRole('button', { name: 'Milano Verziere – Moderata' });
    fireEvent.keyPress(marker, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    const popup = map.querySelector('.leaflet-popup') as HTMLElement;
    expect(popup).toHaveTextContent('Milano Verziere');
    expect(popup).toHaveTextContent('Indice: Moderata');
    expect(popup).toHaveTextContent('Dati del 31/12/2022');
    const link = within(popup).getByRole('link', { name: 'Scheda della postazione' });
    expect(link).toHaveAttribute('href', '/healthenv/postazioni/2');
    expect(link).toHaveFocus();
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/healthenv/postazioni/2');
  });

  it('closes the popup on Escape and gives the focus back to the marker', () => {
    const { map } = renderMap();
    const marker = within(map).getByRole('button', { name: 'Bari - CAVOUR – Indice non disponibile' });
    for (const round of [1, 2]) {
      fireEvent.keyPress(marker, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
      const link = within(map.querySelector('.leaflet-popup') as HTMLElement).getByRole('link');
      expect([round, document.activeElement]).toEqual([round, link]);
      fireEvent.keyDown(link, { key: 'Escape', code: 'Escape', keyCode: 27 });
      expect(map.querySelector('.leaflet-popup')).toBeNull();
      expect([round, document.activeElement]).toEqual([round, marker]);
    }
  });

  it('names its zoom buttons in the page’s language', () => {
    const { map } = renderMap();
    expect(within(map).getByRole('button', { name: 'Aumenta lo zoom' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Riduci lo zoom' })).toBeInTheDocument();
  });

  it('draws Italy’s outline without tiles, and the tiles without outline when the server names them', () => {
    const { map, rerender } = renderMap();
    expect(map.querySelector('svg.halo-outline')).not.toBeNull();
    expect(map.querySelectorAll('svg.halo-outline path')).toHaveLength(20);
    expect(map).toHaveTextContent('Confini: @svg-maps/italy (CC BY 4.0)');
    rerender(
      <StrictMode>
        <StationMap
          stations={[verziere]}
          base={baseLayerSpec(
            { tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png', attribuzione: '© OSM' },
            '',
          )}
          label="Mappa delle postazioni"
          zoomLabels={zoomLabels}
          clusterLabel={clusterLabel}
          fitKey="*"
          onNavigate={() => {}}
        />
      </StrictMode>,
    );
    expect(map.querySelector('svg.halo-outline')).toBeNull();
    expect(map).toHaveAttribute('data-base', 'tiles');
    expect(map.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull();
    expect(map).toHaveTextContent('© OSM');
    expect(map).not.toHaveTextContent('svg-maps');
    expect(map.querySelectorAll('.halo-station-marker')).toHaveLength(1);
  });

  it('leaves nothing of Leaflet behind when unmounted', () => {
    const { map, unmount } = renderMap();
    expect(map).toHaveClass('leaflet-container');
    unmount();
    expect(map.querySelector('.leaflet-pane')).toBeNull();
  });
});

/** The seeded stations (the server's seed file): four in Milan within 3 km, 51 in Puglia. */
function seededStations(): MapStation[] {
  const [, ...lines] = readFileSync(
    join(import.meta.dirname, '../../../../../server/src/modules/healthenv/data/stations.csv'),
    'utf8',
  )
    .trim()
    .split('\n');
  return lines.map((line, i) => {
    const [codice = '', nome = '', , lat = '', lon = ''] = line.split(',');
    // Milano v.Senato is in band 4, the others in band 1.
    const banda = codice === 'IT1016A' ? 4 : 1;
    return {
      ...verziere,
      id: i + 1,
      lat: Number(lat),
      lon: Number(lon),
      banda,
      old: false,
      label: `${nome} – ${banda}`,
      popup: { ...verziere.popup, title: nome },
    };
  });
}

/** jsdom lays nothing out: the map's element gets the size it has in a browser. */
function sizeMaps(width: number, height: number) {
  const client = (size: number) => ({
    configurable: true,
    get(this: Element) {
      return this.classList.contains('halo-station-map') ? size : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', client(width));
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', client(height));
}

/** Where an element Leaflet placed is, in the map's element: its pixel position plus the map pane's. */
function placeOf(map: HTMLElement, element: Element) {
  const px = (el: Element, side: 'left' | 'top') => Number.parseFloat((el as HTMLElement).style[side] || '0');
  const pane = map.querySelector('.leaflet-map-pane') as Element;
  return { x: px(element, 'left') + px(pane, 'left'), y: px(element, 'top') + px(pane, 'top') };
}

const groups = (map: HTMLElement) => [...map.querySelectorAll<HTMLElement>('.halo-station-cluster')];
const stationsIn = (map: HTMLElement) =>
  map.querySelectorAll('.halo-station-marker').length +
  groups(map).reduce(
    (sum, g) => sum + Number(g.querySelector<HTMLElement>('.halo-station-cluster-count')?.dataset.count),
    0,
  );

describe('StationMap: the first view, the groups and a search', () => {
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  });

  // A desktop of 1366×900 (the map's column of the page) and a phone of 390×844.
  it.each([
    ['desktop', 850, 540],
    ['phone', 366, 464],
  ])(
    'frames every seeded station inside the %s map, Milano’s four as one group of the worst index',
    (_, width, height) => {
      sizeMaps(width, height);
      const { map } = renderMap({ stations: seededStations() });
      expect(stationsIn(map)).toBe(55);
      for (const element of map.querySelectorAll('.halo-station-marker, .halo-station-cluster')) {
        const half = element.classList.contains('halo-station-cluster') ? 18 : 14;
        const { x, y } = placeOf(map, element);
        expect([x - half >= 0, x + half <= width, y - half >= 0, y + half <= height]).toEqual([
          true,
          true,
          true,
          true,
        ]);
      }
      const milano = within(map).getByRole('button', {
        name: 'Gruppo di 4 postazioni vicine – indice peggiore: 4',
      });
      expect(milano).toHaveClass('halo-station-cluster', 'halo-band-4');
      expect(milano).toHaveAttribute('tabindex', '0');
      expect(milano).toHaveTextContent('4');
      expect(milano.querySelector('.halo-station-cluster-count')).toHaveAttribute('data-count', '4');
      expect(milano.innerHTML).not.toMatch(/style=/);
    },
  );

  it('zooms in on a group on Enter until its stations are apart, the focus following their first', () => {
    sizeMaps(850, 540);
    const { map } = renderMap({ stations: seededStations() });
    const senato = () => within(map).queryByRole('button', { name: 'Milano v.Senato – 4' });
    for (let step = 0; step < 12 && !senato(); step++) {
      const group = within(map).getByRole('button', {
        name: /^Gruppo di \d+ postazioni vicine – indice peggiore: 4$/,
      });
      group.focus();
      fireEvent.keyDown(group, { key: 'Enter', code: 'Enter', keyCode: 13 });
      expect(document.activeElement).not.toBe(document.body);
      expect(map).toContainElement(document.activeElement as HTMLElement);
    }
    expect(senato()).toBeInTheDocument();
    // At the deepest zoom the last two, 800 m apart, are set side by side rather than grouped.
    const all = [...map.querySelectorAll('.halo-station-marker')].map((m) => m.getAttribute('aria-label'));
    expect(all).toEqual(expect.arrayContaining(['Milano Verziere – 1', 'Milano v.Senato – 4']));
    const [a, b] = ['Milano Verziere – 1', 'Milano v.Senato – 4'].map((name) =>
      placeOf(map, within(map).getByRole('button', { name })),
    ) as [{ x: number; y: number }, { x: number; y: number }];
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(28);
  });

  it('zooms in on a group clicked', () => {
    sizeMaps(850, 540);
    const { map } = renderMap({ stations: seededStations() });
    const before = stationsIn(map) - groups(map).length;
    fireEvent.click(within(map).getByRole('button', { name: /indice peggiore: 4$/ }));
    // Fewer stations hidden in groups than before.
    expect(stationsIn(map) - groups(map).length).toBeGreaterThan(before);
  });

  it('centres on the one station a search finds, and frames several', () => {
    sizeMaps(850, 540);
    const all = seededStations();
    const { map, rerender } = renderMap({ stations: all });
    const senato = all.filter((s) => s.label.startsWith('Milano v.Senato'));
    const show = (stations: MapStation[], fitKey: string) =>
      rerender(
        <StrictMode>
          <StationMap
            stations={stations}
            base={outline}
            label="Mappa delle postazioni"
            zoomLabels={zoomLabels}
            clusterLabel={clusterLabel}
            fitKey={fitKey}
            onNavigate={() => {}}
          />
        </StrictMode>,
      );
    show(senato, '["","Senato"]');
    const marker = within(map).getByRole('button', { name: 'Milano v.Senato – 4' });
    const centre = placeOf(map, marker);
    expect([Math.round(centre.x), Math.round(centre.y)]).toEqual([425, 270]);

    const milano = all.filter((s) => s.label.startsWith('Milano'));
    show(milano, '["","Milano"]');
    // Four stations within 3 km framed: told apart, each inside the map.
    expect(map.querySelectorAll('.halo-station-marker')).toHaveLength(4);
    for (const element of map.querySelectorAll('.halo-station-marker')) {
      const { x, y } = placeOf(map, element);
      expect([x >= 14, x <= 850 - 14, y >= 14, y <= 540 - 14]).toEqual([true, true, true, true]);
    }
  });
});

describe('StationMap: a change of its size', () => {
  /** The ResizeObserver jsdom lacks: the test says when the map's element changed size. */
  function observeResizes() {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          callbacks.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    return () => {
      for (const callback of callbacks) callback();
    };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  });

  const inside = (map: HTMLElement, width: number, height: number) =>
    [...map.querySelectorAll('.halo-station-marker, .halo-station-cluster')].every((element) => {
      const { x, y } = placeOf(map, element);
      return x >= 14 && x <= width - 14 && y >= 14 && y <= height - 14;
    });

  it('frames the stations again when its element was laid out at another size first', () => {
    const resized = observeResizes();
    // Laid out wide at first (the page still loading), then at a phone's width.
    sizeMaps(1300, 800);
    const { map } = renderMap({ stations: seededStations() });
    sizeMaps(366, 464);
    expect(inside(map, 366, 464)).toBe(false);
    resized();
    expect(inside(map, 366, 464)).toBe(true);
  });

  it('keeps the view the user moved to', () => {
    const resized = observeResizes();
    sizeMaps(850, 540);
    const { map } = renderMap({ stations: seededStations() });
    fireEvent.click(within(map).getByRole('button', { name: /indice peggiore: 4$/ }));
    fireEvent.pointerDown(map);
    const before = placeOf(map, map.querySelector('.halo-station-marker') as Element);
    resized();
    expect(placeOf(map, map.querySelector('.halo-station-marker') as Element)).toEqual(before);
  });
});
