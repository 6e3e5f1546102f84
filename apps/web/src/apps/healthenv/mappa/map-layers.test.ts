import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { OUTLINE_BOUNDS } from './italy-outline.ts';
import { baseLayerSpec, createBaseLayer, maxZoomOf, plainAttribution } from './map-layers.ts';

const credit = 'Confini: @svg-maps/italy (CC BY 4.0)';

describe('the map’s base layer', () => {
  it('is Italy’s outline when the server names no tiles, or could not be asked', () => {
    for (const config of [
      null,
      undefined,
      { tileUrl: null, attribuzione: null },
      { tileUrl: ' ', attribuzione: 'x' },
    ]) {
      expect(baseLayerSpec(config, credit)).toEqual({ kind: 'outline', attribution: credit });
    }
  });

  it('is the server’s tiles with their attribution when it names them', () => {
    const spec = baseLayerSpec(
      { tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', attribuzione: '© OpenStreetMap' },
      credit,
    );
    expect(spec).toEqual({
      kind: 'tiles',
      url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap',
    });
    expect(maxZoomOf(spec)).toBe(18);
    expect(maxZoomOf(baseLayerSpec(null, credit))).toBe(11);
  });

  it('builds a tile layer, or the outline as an SVG overlay over its bounds', () => {
    const tiles = createBaseLayer({
      kind: 'tiles',
      url: 'https://t.example.org/{z}/{x}/{y}.png',
      attribution: null,
    });
    expect(tiles).toBeInstanceOf(L.TileLayer);
    const outline = createBaseLayer(baseLayerSpec(null, credit));
    expect(outline).toBeInstanceOf(L.SVGOverlay);
    expect((outline as L.SVGOverlay).getBounds()).toEqual(L.latLngBounds(OUTLINE_BOUNDS));
    expect((outline as L.SVGOverlay).getAttribution?.()).toBe(credit);
  });

  it('writes the configured attribution as text: no markup of the configuration reaches the page', () => {
    expect(plainAttribution('&copy; <a href="https://osm.org">OpenStreetMap</a> contributors')).toBe(
      '© OpenStreetMap contributors',
    );
    expect(plainAttribution('<img src=x onerror=alert(1)>Tiles & co')).toBe('Tiles &#38; co');
    expect(plainAttribution('<b>"A"</b>')).toBe('&#34;A&#34;');
  });
});
