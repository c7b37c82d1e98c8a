import { useEffect, useRef, useState, type RefObject } from 'react';
import L from 'leaflet';

/** Zoom of the whole world (nothing placed yet) and of a placed point. */
const WORLD = { center: [20, 0] as L.LatLngTuple, zoom: 2 };
const PLACED_ZOOM = 11;

export interface LeafletMapOptions {
  lat: number | null;
  lng: number | null;
  tileUrl: string;
  disabled: boolean;
  /** HTML of the tile layer's attribution (the data's licence). */
  attribution: string;
  /** Accessible name of the pin, and titles of the zoom buttons. */
  pinLabel: string;
  zoomIn: string;
  zoomOut: string;
  pinClassName: string;
  /** A point chosen on the map (a click, or the pin dropped after a drag), rounded to six decimals. */
  onPick: (lat: number, lng: number) => void;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** A point as the answer keeps it: latitude clamped to the map's range, longitude wrapped into −180…180. */
function pointOf(latlng: L.LatLng): [number, number] {
  const wrapped = latlng.wrap();
  return [round6(Math.max(-90, Math.min(90, wrapped.lat))), round6(wrapped.lng)];
}

/**
 * A Leaflet map in `container`: tiles from `tileUrl`, a click drops the pin and a drag moves it (unless
 * `disabled`), the pin follows `lat`/`lng` as they are typed. Returns whether the tiles failed to load with none
 * loaded (no network, or the tile server refused): the map still takes clicks, the coordinates are still typed.
 */
export function useLeafletMap(container: RefObject<HTMLDivElement | null>, options: LeafletMapOptions): { tilesFailed: boolean } {
  const [tilesFailed, setTilesFailed] = useState(false);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { lat, lng, tileUrl, attribution, zoomIn, zoomOut } = latest.current;
    const placed = lat !== null && lng !== null;
    const map = L.map(element, {
      center: placed ? [lat, lng] : WORLD.center,
      zoom: placed ? PLACED_ZOOM : WORLD.zoom,
      scrollWheelZoom: false,
      worldCopyJump: true,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    let loadedAny = false;
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 })
      .on('tileload', () => {
        loadedAny = true;
        setTilesFailed(false);
      })
      .on('tileerror', () => {
        if (!loadedAny) setTilesFailed(true);
      })
      .addTo(map);
    map.on('click', (event: L.LeafletMouseEvent) => {
      if (latest.current.disabled) return;
      latest.current.onPick(...pointOf(event.latlng));
    });
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [container]);

  const { lat, lng, disabled, pinLabel, pinClassName } = options;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (lat === null || lng === null) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    let marker = markerRef.current;
    if (!marker) {
      const icon = L.divIcon({ className: pinClassName, iconSize: [28, 28], iconAnchor: [14, 28] });
      marker = L.marker([lat, lng], { icon, draggable: !disabled, title: pinLabel, autoPan: true }).addTo(map);
      marker.on('dragend', () => latest.current.onPick(...pointOf(marker!.getLatLng())));
      marker.getElement()?.setAttribute('aria-label', pinLabel);
      markerRef.current = marker;
    } else if (!marker.getLatLng().equals([lat, lng])) {
      marker.setLatLng([lat, lng]);
    }
    if (!map.getBounds().contains([lat, lng])) map.setView([lat, lng], Math.max(map.getZoom(), 6));
  }, [lat, lng, disabled, pinLabel, pinClassName]);

  return { tilesFailed };
}
