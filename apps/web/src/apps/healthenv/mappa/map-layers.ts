import type { healthenvMappaRoutes } from '@halo/contract/healthenv/mappa';
import L from 'leaflet';
import type { ResponseOf } from '../../../lib/call-route.ts';
import { createOutlineSvg, OUTLINE_BOUNDS } from './italy-outline.ts';

export type MappaConfig = ResponseOf<typeof healthenvMappaRoutes.mappa>;

/** What the map is drawn on: the server's tiles, or the outline of the regions (no tiles, or offline). */
export type BaseLayerSpec =
  | { kind: 'tiles'; url: string; attribution: string | null }
  | { kind: 'outline'; attribution: string };

/**
 * The tiles when the server names them (`tileUrl`), else Italy's outline: also when the read failed, so that the
 * map still places the stations without a network beyond the server.
 */
export function baseLayerSpec(config: MappaConfig | null | undefined, outlineCredit: string): BaseLayerSpec {
  const url = config?.tileUrl?.trim();
  if (url) return { kind: 'tiles', url, attribution: config?.attribuzione ?? null };
  return { kind: 'outline', attribution: escapeHtml(outlineCredit) };
}

/** The deepest zoom worth offering: the outline has no detail past a province. */
export const maxZoomOf = (spec: BaseLayerSpec) => (spec.kind === 'tiles' ? 18 : 11);

/**
 * The configured attribution as text: Leaflet writes attributions as HTML, and a configuration string is not
 * trusted markup (entities such as &copy; are kept as the characters they stand for, tags and links dropped).
 */
export function plainAttribution(value: string): string {
  const text = new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '';
  return escapeHtml(text.trim());
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The Leaflet layer of a base: a tile layer, or the outline's SVG stretched over its geographic bounds. */
export function createBaseLayer(spec: BaseLayerSpec): L.Layer {
  if (spec.kind === 'tiles') {
    return L.tileLayer(spec.url, {
      attribution: spec.attribution ? plainAttribution(spec.attribution) : undefined,
      maxZoom: maxZoomOf(spec),
    });
  }
  return L.svgOverlay(createOutlineSvg(), OUTLINE_BOUNDS, {
    attribution: spec.attribution,
    interactive: false,
  });
}
