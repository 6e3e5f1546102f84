import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { OUTLINE_BOUNDS } from './italy-outline.ts';
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
 * The stations on a Leaflet map, thin on purpose: the screen decides what is shown and in which words. The map
 * is a named region with Leaflet's keyboard (arrows pan, + and − zoom); each marker is a focusable button
 * (`halo-station-marker`). `base` null: not known yet (the markers come first). `fitKey`: a new value frames the
 * stations again (a new region chosen), null frames Italy.
 */
export function StationMap({
  stations,
  base,
  label,
  zoomLabels,
  describedBy,
  fitKey,
  onNavigate,
}: {
  stations: readonly MapStation[];
  base: BaseLayerSpec | null;
  label: string;
  /** The titles (and names) of the zoom buttons. */
  zoomLabels: { zoomIn: string; zoomOut: string };
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

  // Created once per mount and removed on unmount (StrictMode mounts twice: the second map takes the container).
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = L.map(element, {
      keyboard: true,
      zoomControl: false,
      minZoom: 4,
      maxZoom: 11,
      zoomSnap: 0.5,
    });
    created.fitBounds(OUTLINE_BOUNDS);
    setMap(created);
    return () => {
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

  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup(stations.map((s) => stationMarker(s, (href) => navigate.current(href))));
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, stations]);

  useEffect(() => {
    if (!map) return;
    const points = latest.current.map((s) => L.latLng(s.lat, s.lon));
    if (fitKey === null || points.length === 0) map.fitBounds(OUTLINE_BOUNDS);
    else map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 10 });
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
