/**
 * The Leaflet map of numbered stops: a tour's, or a trip's day. Loaded only through React.lazy
 * (tour-map-section.tsx, trip-day-map.tsx) so Leaflet and its stylesheet stay in their own chunk
 * and never weigh on the first load.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { addMapBase } from './map-base.ts';

export interface MapStop {
  number: number;
  name: string;
  lat: number;
  lng: number;
  href: string;
}

/** Room between a pin's centre and its label. */
const LABEL_GAP_PX = 14;

/**
 * Without a street map the stops are drawn over the outline of México, each with its name. A label
 * points into the map, away from the nearer side edge, and wraps at a width that fits beside a pin
 * in the middle of a phone's map (index.css), so no name is cut at the map's edge (issue 34).
 */
function labelMarkers(map: L.Map, markers: readonly (readonly [L.Marker, MapStop])[]) {
  const middle = map.getSize().x / 2;
  for (const [marker, stop] of markers) {
    const toLeft = map.latLngToContainerPoint(marker.getLatLng()).x > middle;
    marker
      .bindTooltip(stop.name, {
        permanent: true,
        direction: toLeft ? 'left' : 'right',
        offset: [toLeft ? -LABEL_GAP_PX : LABEL_GAP_PX, 0],
        className: 'tour-map-label',
      })
      .openTooltip();
  }
}

function markerIcon(number: number): L.DivIcon {
  return L.divIcon({
    // Own class instead of leaflet-div-icon, whose white square would frame the pin.
    className: 'tour-map-pin',
    html: `<span class="flex size-8 items-center justify-center rounded-full border-2 border-white bg-jade-700 text-sm font-bold text-white shadow-md">${number}</span>`,
    iconSize: [32, 32],
    iconAnchor: [16, 16],
    popupAnchor: [0, -16],
  });
}

/** Popup content built as DOM nodes so a stop name is never parsed as HTML. */
function popupContent(
  stop: MapStop,
  linkText: string,
  onOpen: (href: string) => void,
): HTMLElement {
  const box = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = `${stop.number}. ${stop.name}`;
  const link = document.createElement('a');
  link.href = stop.href;
  link.textContent = linkText;
  link.className = 'mt-1 block font-semibold text-jade-700 underline';
  link.addEventListener('click', (event) => {
    // Stay inside the single-page app instead of reloading it.
    event.preventDefault();
    onOpen(stop.href);
  });
  box.append(title, link);
  return box;
}

export default function TourStopsMap({
  stops,
  label,
  onTilesMissing,
  linkText = 'View stop',
  testId = 'tour-map',
}: {
  stops: MapStop[];
  label: string;
  /** The popup's link text. */
  linkText?: string;
  testId?: string;
  /** Called once when the street tiles cannot load and the outline is drawn instead. */
  onTilesMissing?: () => void;
}) {
  const containerRef = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const missingRef = useRef(onTilesMissing);
  missingRef.current = onTilesMissing;

  useEffect(() => {
    const container = containerRef.current;
    if (!container || stops.length === 0) return;
    const map = L.map(container, { scrollWheelZoom: false, attributionControl: true });

    const points = stops.map((stop) => L.latLng(stop.lat, stop.lng));
    L.polyline(points, { color: '#0f766e', weight: 3, opacity: 0.8, dashArray: '6 6' }).addTo(map);
    const markers = stops.map((stop) => {
      const marker = L.marker([stop.lat, stop.lng], {
        icon: markerIcon(stop.number),
        title: `${stop.number}. ${stop.name}`,
        alt: `Stop ${stop.number}: ${stop.name}`,
        riseOnHover: true,
      })
        .bindPopup(popupContent(stop, linkText, (href) => void navigateRef.current(href)))
        .addTo(map);
      return [marker, stop] as const;
    });
    addMapBase(map, container, () => {
      labelMarkers(map, markers);
      missingRef.current?.();
    });

    if (points.length === 1 && points[0]) map.setView(points[0], 15);
    // Room around the pins for a wrapped label above and below a pin at the edge.
    else map.fitBounds(L.latLngBounds(points), { padding: [48, 48], maxZoom: 16 });

    return () => {
      map.remove();
    };
  }, [stops, linkText]);

  return (
    // Behind the (transparent) map, the sea of the outline drawing used when tiles are missing.
    <div className="overflow-hidden rounded-2xl border border-cream-200 bg-sky-100 dark:border-slate-700 dark:bg-slate-900">
      <section
        ref={containerRef}
        aria-label={label}
        data-testid={testId}
        className="z-0 h-72 w-full !bg-transparent sm:h-96"
      />
    </div>
  );
}
