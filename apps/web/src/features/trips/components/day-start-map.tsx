/**
 * The small map that places where a day starts: a click sets the point, the pin drags, and the
 * arrow keys pan (Leaflet's keyboard handling: the map takes focus) so the form's "Start from the
 * map's centre" can set it without a pointer. A cross marks that centre. Loaded only through
 * React.lazy (day-start-place.tsx) so Leaflet stays in its own chunk.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { addMapBase } from '../../../components/maps/map-base.ts';
import type { MapPoint, MapView } from '../../../entities/trips/day-starts.ts';

const startIcon = L.divIcon({
  // Own class instead of leaflet-div-icon, whose white square would frame the pin.
  className: 'tour-map-pin',
  html: '<span class="flex size-8 items-center justify-center rounded-full border-2 border-white bg-terracotta-600 text-xs font-bold text-white shadow-md">S</span>',
  iconSize: [32, 32],
  iconAnchor: [16, 16],
});

export interface DayStartMapProps {
  /** Where it opens; later changes of the view are the traveller's. */
  view: MapView;
  /** The start point shown as the pin; null: none yet. */
  point: MapPoint | null;
  /** The day (1-based), for the map's and the pin's names. */
  day: number;
  /** The id of the text that says how to use the map. */
  describedBy: string;
  /** A click on the map or the pin dropped after a drag. */
  onPick: (point: MapPoint) => void;
  /** The map's centre whenever the map stops moving (and once it opens). */
  onCentreChange: (centre: MapPoint) => void;
}

export default function DayStartMap({
  view,
  point,
  day,
  describedBy,
  onPick,
  onCentreChange,
}: DayStartMapProps) {
  const containerRef = useRef<HTMLElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const centreRef = useRef(onCentreChange);
  centreRef.current = onCentreChange;
  const initialView = useRef(view);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      scrollWheelZoom: false,
      attributionControl: true,
      keyboard: true,
    });
    addMapBase(map, container);
    const report = () => {
      const { lat, lng } = map.getCenter();
      centreRef.current({ lat, lng });
    };
    map.on('moveend', report);
    map.on('click', (event: L.LeafletMouseEvent) => {
      pickRef.current({ lat: event.latlng.lat, lng: event.latlng.lng });
    });
    const { centre, zoom } = initialView.current;
    map.setView([centre.lat, centre.lng], zoom);
    mapRef.current = map;
    return () => {
      mapRef.current = null;
      markerRef.current = null;
      map.remove();
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (point === null) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const at = L.latLng(point.lat, point.lng);
    if (!markerRef.current) {
      const marker = L.marker(at, {
        icon: startIcon,
        draggable: true,
        title: `Start of day ${day}`,
        alt: `Start of day ${day}`,
      }).addTo(map);
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLatLng();
        pickRef.current({ lat, lng });
      });
      markerRef.current = marker;
    } else {
      markerRef.current.setLatLng(at);
    }
    // A point chosen from the list may lie outside the view: the map follows it.
    if (!map.getBounds().contains(at)) map.panTo(at);
  }, [point, day]);

  return (
    // The map's panes would cover its own focus outline: the frame shows it instead.
    <div className="relative overflow-hidden rounded-2xl border border-cream-200 bg-sky-100 has-[>section:focus-visible]:outline-3 has-[>section:focus-visible]:outline-offset-2 has-[>section:focus-visible]:outline-marigold-500 has-[>section:focus-visible]:outline-solid dark:border-slate-700 dark:bg-slate-900">
      <section
        ref={containerRef}
        aria-label={`Map of where day ${day} starts`}
        aria-describedby={describedBy}
        data-testid={`day-start-map-${day}`}
        className="z-0 h-64 w-full !bg-transparent focus-visible:!outline-none"
      />
      {/* The centre "Start from the map's centre" takes: a ring wide enough to frame the pin. */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-1/2 z-[450] size-12 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-dashed border-stone-900/70 dark:border-white/80"
      />
    </div>
  );
}
