import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { OUTLINE_BOUNDS } from './italy-outline.ts';
import { type MarkerPlace, placeMarkers, viewOf } from './map-clusters.ts';
import { type BaseLayerSpec, createBaseLayer, maxZoomOf } from './map-layers.ts';
import { bandClass, markerText } from './mappa.stations.ts';
import './mappa.css';

/** A station as the map shows it: where, its band, its name for assistive technologies, its popup. */
export interface MapStation {
  id: number;
  lat: number;
  lon: number;
  banda: number | null;
  old: boolean;
  /** "<nomeCompleto> – <band>": the marker's accessible name and tooltip. */
  label: string;
  popup: { title: string; lines: readonly string[]; href: string; linkText: string };
}

const MARKER_SIZE = 28;
const CLUSTER_SIZE = 36;
/** Markers nearer than this, centre to centre in pixels, would overlap: they are drawn as one group. */
const CLUSTER_RADIUS = 34;
/** Room around the stations a view frames: a marker's half and its group's count stay inside. */
const FIT_PADDING = 40;
/** The zoom a single station is centred at (a street's scale on tiles; the outline stops at 11). */
const POINT_ZOOM = 13;

/**
 * The marker's icon: the band's number on the band's colour (classes of mappa.css, never inline styles: the app's
 * Content-Security-Policy refuses them), a dashed border when the data are old.
 */
export function stationIcon(station: MapStation): L.DivIcon {
  const text = document.createElement('span');
  text.className = 'halo-station-marker-text';
  text.setAttribute('aria-hidden', 'true');
  text.textContent = markerText(station.banda);
  return L.divIcon({
    html: text,
    className: `halo-station-marker ${bandClass(station.banda)}${station.old ? ' is-old' : ''}`,
    iconSize: [MARKER_SIZE, MARKER_SIZE],
    popupAnchor: [0, -MARKER_SIZE / 2],
  });
}

/**
 * A group's icon: the worst band's number on its colour, bigger than a station's, and how many stations it holds
 * in a badge (written by mappa.css from `data-count`: the number of the group's name stays the one it shows).
 */
export function clusterIcon(worst: number | null, count: number): L.DivIcon {
  const root = document.createElement('span');
  const text = document.createElement('span');
  text.className = 'halo-station-marker-text';
  text.setAttribute('aria-hidden', 'true');
  text.textContent = markerText(worst);
  const badge = document.createElement('span');
  badge.className = 'halo-station-cluster-count';
  badge.setAttribute('aria-hidden', 'true');
  badge.dataset.count = String(count);
  root.append(text, badge);
  return L.divIcon({
    html: root,
    className: `halo-station-cluster ${bandClass(worst)}`,
    iconSize: [CLUSTER_SIZE, CLUSTER_SIZE],
  });
}

/**
 * The popup of a marker, built as elements (no HTML strings): name, band and moment, and the link to the
 * station's page, followed inside the single-page app.
 */
export function popupContent(station: MapStation, navigate: (href: string) => void): HTMLElement {
  const root = document.createElement('div');
  root.className = 'halo-station-popup';
  const title = document.createElement('p');
  title.className = 'fw-semibold mb-1';
  title.textContent = station.popup.title;
  root.appendChild(title);
  for (const line of station.popup.lines) {
    const p = document.createElement('p');
    p.className = 'mb-1';
    p.textContent = line;
    root.appendChild(p);
  }
  const link = document.createElement('a');
  link.href = station.popup.href;
  link.textContent = station.popup.linkText;
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(station.popup.href);
  });
  const wrapper = document.createElement('p');
  wrapper.className = 'mb-0';
  wrapper.appendChild(link);
  root.appendChild(wrapper);
  return root;
}

/** The popups that already close on Escape (Leaflet keeps a popup's element from one opening to the next). */
const withEscape = new WeakSet<HTMLElement>();

function stationMarker(station: MapStation, navigate: (href: string) => void): L.Marker {
  const marker = L.marker([station.lat, station.lon], {
    icon: stationIcon(station),
    keyboard: true,
    title: station.label,
    riseOnHover: true,
  });
  marker.on('add', () => marker.getElement()?.setAttribute('aria-label', station.label));
  marker.bindPopup(popupContent(station, navigate));
  // Enter on a focused marker opens its popup (Leaflet): the focus follows into it, Escape closes it (Leaflet's
  // own Escape works only while the map itself has the focus), and the focus goes back to the marker.
  marker.on('popupopen', (event) => {
    const element = event.popup.getElement();
    if (element && !withEscape.has(element)) {
      withEscape.add(element);
      element.addEventListener('keydown', (key) => {
        if (key.key !== 'Escape') return;
        key.stopPropagation();
        marker.closePopup();
      });
    }
    element?.querySelector<HTMLElement>('.halo-station-popup a')?.focus({ preventScroll: true });
  });
  marker.on('popupclose', (event) => {
    const inside = event.popup.getElement()?.contains(document.activeElement);
    if (inside || document.activeElement === document.body) {
      marker.getElement()?.focus({ preventScroll: true });
    }
  });
  return marker;
}

/**
 * A group of stations too near to be told apart at this zoom: a focusable button named by `label` (how many, the
 * worst index); a click, Enter or Space zooms in on its stations (`onExpand`), at least one step, and when it had
 * the focus the focus goes on to the marker (or group) of its first station: it is not left on the page's body.
 */
function clusterMarker(
  place: Extract<MarkerPlace, { kind: 'cluster' }>,
  at: L.LatLng,
  label: string,
  onExpand: (hadFocus: boolean) => void,
): L.Marker {
  const marker = L.marker(at, {
    icon: clusterIcon(place.worst, place.ids.length),
    keyboard: true,
    title: label,
    riseOnHover: true,
    zIndexOffset: 1000,
  });
  marker.on('add', () => marker.getElement()?.setAttribute('aria-label', label));
  marker.on('click', () => onExpand(document.activeElement === marker.getElement()));
  marker.on('keydown', (event) => {
    const key = (event as L.LeafletKeyboardEvent).originalEvent;
    if (key.key !== 'Enter' && key.key !== ' ') return;
    key.preventDefault();
    onExpand(true);
  });
  return marker;
}

/**
 * The stations on a Leaflet map, thin on purpose: the screen decides what is shown and in which words. The map
 * is a named region with Leaflet's keyboard (arrows pan, + and − zoom); each marker is a focusable button
 * (`halo-station-marker`), and stations too near to be told apart at the zoom are one group's button
 * (`halo-station-cluster`, map-clusters.ts), drawn again at each zoom. `base` null: not known yet (the markers
 * come first). `fitKey`: a new value frames the stations shown (the first view, a region chosen, a search: one
 * station is centred on, several framed with room around), null frames Italy. Until the user moves the map, a
 * change of its size (a phone turned, the page's scrollbar appearing) frames them again.
 */
export function StationMap({
  stations,
  base,
  label,
  zoomLabels,
  clusterLabel,
  describedBy,
  fitKey,
  onNavigate,
}: {
  stations: readonly MapStation[];
  base: BaseLayerSpec | null;
  label: string;
  /** The titles (and names) of the zoom buttons. */
  zoomLabels: { zoomIn: string; zoomOut: string };
  /** A group's name: how many stations, the worst index (and its number, the one the group shows). */
  clusterLabel: (count: number, worst: number | null) => string;
  describedBy?: string;
  fitKey: string | null;
  onNavigate: (href: string) => void;
}) {
  const container = useRef<HTMLElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const navigate = useRef(onNavigate);
  navigate.current = onNavigate;
  const latest = useRef(stations);
  latest.current = stations;
  const groupLabel = useRef(clusterLabel);
  groupLabel.current = clusterLabel;
  /** Frames what `fitKey` asked for; the user's own moves (pointer, wheel, keys on the map) end its turn. */
  const frame = useRef<(() => void) | null>(null);
  const userMoved = useRef(false);

  // Created once per mount and removed on unmount (StrictMode mounts twice: the second map takes the container).
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // Less motion when the system asks for it (WCAG 2.3.3): zooms and fades happen at once.
    const still =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const created = L.map(element, {
      keyboard: true,
      zoomControl: false,
      minZoom: 4,
      maxZoom: 11,
      zoomSnap: 0.5,
      zoomAnimation: !still,
      fadeAnimation: !still,
      markerZoomAnimation: !still,
    });
    created.fitBounds(OUTLINE_BOUNDS);
    setMap(created);
    const moved = () => {
      userMoved.current = true;
    };
    const events = ['pointerdown', 'wheel', 'keydown'] as const;
    for (const name of events) element.addEventListener(name, moved, { capture: true, passive: true });
    // Leaflet follows the window's size, not its container's: the container may change alone.
    const resized =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            created.invalidateSize({ pan: false });
            if (!userMoved.current) frame.current?.();
          });
    resized?.observe(element);
    return () => {
      resized?.disconnect();
      for (const name of events) element.removeEventListener(name, moved, { capture: true });
      created.remove();
      setMap(null);
    };
  }, []);

  const { zoomIn, zoomOut } = zoomLabels;
  useEffect(() => {
    if (!map) return;
    const control = L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    return () => {
      control.remove();
    };
  }, [map, zoomIn, zoomOut]);

  useEffect(() => {
    if (!map || !base) return;
    const layer = createBaseLayer(base).addTo(map);
    map.setMaxZoom(maxZoomOf(base));
    return () => {
      layer.remove();
    };
  }, [map, base]);

  // The markers, placed again at each zoom; a marker standing for the same stations is kept (and its focus).
  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    const byId = new Map(stations.map((s) => [s.id, s]));
    const drawn = new Map<string, L.Marker>();
    let focusNext: number | null = null;
    const expand = (ids: readonly number[], hadFocus: boolean) => {
      const bounds = L.latLngBounds(
        ids.flatMap((id) => {
          const s = byId.get(id);
          return s ? [L.latLng(s.lat, s.lon)] : [];
        }),
      );
      const fits = map.getBoundsZoom(bounds, false, L.point(2 * FIT_PADDING, 2 * FIT_PADDING));
      const zoom = Math.min(map.getMaxZoom(), Math.max(map.getZoom() + 1, fits));
      focusNext = hadFocus ? (ids[0] ?? null) : null;
      map.setView(bounds.getCenter(), zoom);
    };
    const place = () => {
      const zoom = map.getZoom();
      const points = stations.map((s) => {
        const p = map.project([s.lat, s.lon], zoom);
        return { id: s.id, x: p.x, y: p.y, banda: s.banda };
      });
      const places = placeMarkers(points, { radius: CLUSTER_RADIUS, spread: zoom >= map.getMaxZoom() });
      const keys = new Set(places.map((p) => p.key));
      for (const [key, marker] of drawn) {
        if (keys.has(key)) continue;
        layer.removeLayer(marker);
        drawn.delete(key);
      }
      let focusKey: string | null = null;
      for (const p of places) {
        const at = map.unproject([p.x, p.y], zoom);
        const ids = p.kind === 'station' ? [p.id] : p.ids;
        if (focusNext !== null && ids.includes(focusNext)) focusKey = p.key;
        const existing = drawn.get(p.key);
        if (existing) {
          existing.setLatLng(at);
          continue;
        }
        const station = p.kind === 'station' ? byId.get(p.id) : undefined;
        const marker =
          p.kind === 'cluster'
            ? clusterMarker(p, at, groupLabel.current(p.ids.length, p.worst), (hadFocus) =>
                expand(p.ids, hadFocus),
              )
            : station
              ? stationMarker(station, (href) => navigate.current(href)).setLatLng(at)
              : null;
        if (!marker) continue;
        drawn.set(p.key, marker);
        layer.addLayer(marker);
      }
      focusNext = null;
      if (focusKey !== null) drawn.get(focusKey)?.getElement()?.focus({ preventScroll: true });
    };
    place();
    map.on('zoomend zoomlevelschange', place);
    return () => {
      map.off('zoomend zoomlevelschange', place);
      layer.remove();
    };
  }, [map, stations]);

  useEffect(() => {
    if (!map) return;
    frame.current = () => {
      const view = fitKey === null ? ({ kind: 'none' } as const) : viewOf(latest.current);
      if (view.kind === 'none') map.fitBounds(OUTLINE_BOUNDS);
      else if (view.kind === 'point') {
        map.setView([view.lat, view.lon], Math.min(map.getMaxZoom(), POINT_ZOOM));
      } else {
        map.fitBounds(
          [
            [view.south, view.west],
            [view.north, view.east],
          ],
          { padding: [FIT_PADDING, FIT_PADDING] },
        );
      }
    };
    userMoved.current = false;
    map.invalidateSize({ pan: false });
    frame.current();
  }, [map, fitKey]);

  // Leaflet adds its own classes to the map's element: the ones that change live on the frame around it.
  return (
    <div className={`halo-station-map-frame${base?.kind === 'outline' ? ' is-outline' : ''}`}>
      <section
        ref={container}
        aria-label={label}
        aria-describedby={describedBy}
        className="halo-station-map"
        data-base={base?.kind}
      />
    </div>
  );
}
