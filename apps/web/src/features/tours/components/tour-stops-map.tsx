/**
 * The Leaflet map of a tour's stops. Loaded only through React.lazy (see tour-map-section.tsx) so
 * Leaflet and its stylesheet stay in their own chunk and never weigh on the first load.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

export interface MapStop {
  number: number;
  name: string;
  lat: number;
  lng: number;
  href: string;
}

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

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
function popupContent(stop: MapStop, onOpen: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = `${stop.number}. ${stop.name}`;
  const link = document.createElement('a');
  link.href = stop.href;
  link.textContent = 'View stop';
  link.className = 'mt-1 block font-semibold text-jade-700 underline';
  link.addEventListener('click', (event) => {
    // Stay inside the single-page app instead of reloading it.
    event.preventDefault();
    onOpen(stop.href);
  });
  box.append(title, link);
  return box;
}

export default function TourStopsMap({ stops, label }: { stops: MapStop[]; label: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    const container = containerRef.current;
    if (!container || stops.length === 0) return;
    const map = L.map(container, { scrollWheelZoom: false, attributionControl: true });
    L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map);

    const points = stops.map((stop) => L.latLng(stop.lat, stop.lng));
    L.polyline(points, { color: '#0f766e', weight: 3, opacity: 0.8, dashArray: '6 6' }).addTo(map);
    for (const stop of stops) {
      L.marker([stop.lat, stop.lng], {
        icon: markerIcon(stop.number),
        title: `${stop.number}. ${stop.name}`,
        alt: `Stop ${stop.number}: ${stop.name}`,
        riseOnHover: true,
      })
        .bindPopup(popupContent(stop, (href) => void navigateRef.current(href)))
        .addTo(map);
    }

    if (points.length === 1 && points[0]) map.setView(points[0], 15);
    else map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 16 });

    return () => {
      map.remove();
    };
  }, [stops]);

  return (
    // Tiles need the internet. Without them the soft ground and faint grid behind the (transparent)
    // map keep the numbered pins and the route readable, like a sketch map.
    <div className="overflow-hidden rounded-2xl border border-cream-200 bg-jade-50 bg-[linear-gradient(rgba(15,118,110,0.07)_1px,transparent_1px),linear-gradient(90deg,rgba(15,118,110,0.07)_1px,transparent_1px)] bg-[size:32px_32px] dark:border-slate-700 dark:bg-slate-900">
      <div
        ref={containerRef}
        role="region"
        aria-label={label}
        data-testid="tour-map"
        className="z-0 h-72 w-full !bg-transparent sm:h-96"
      />
    </div>
  );
}
