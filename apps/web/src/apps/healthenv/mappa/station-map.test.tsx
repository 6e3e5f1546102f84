import { fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
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
