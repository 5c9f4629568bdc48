import { paths } from '@sendero/contract';
import { MapPinned } from 'lucide-react';
import { Suspense, lazy, useMemo, useRef, useState } from 'react';
import { Skeleton } from '../../../components/skeleton.tsx';
import { useNearScreen } from '../../../lib/use-near-screen.ts';
import type { MapStop } from '../../../components/maps/stops-map.tsx';

// Leaflet is heavy and only this section needs it: its own chunk, fetched when the section nears the
// screen.
const TourStopsMap = lazy(() => import('../../../components/maps/stops-map.tsx'));

interface StopForMap {
  orderIndex: number;
  spot: { id: number; name: string; coordinates: { lat: number; lng: number } };
}

function MapPlaceholder() {
  return <Skeleton className="h-72 w-full sm:h-96" />;
}

/**
 * Leaflet needs a browser, and starting it costs a phone's main thread a few hundred milliseconds:
 * the server, the hydrating render and a page read well above the map show its placeholder.
 */
function MapArea(props: { stops: MapStop[]; label: string; onTilesMissing: () => void }) {
  const area = useRef<HTMLDivElement>(null);
  const nearScreen = useNearScreen(area);
  return (
    <div ref={area} className="mt-4">
      {nearScreen ? (
        <Suspense fallback={<MapPlaceholder />}>
          <TourStopsMap {...props} />
        </Suspense>
      ) : (
        <MapPlaceholder />
      )}
    </div>
  );
}

export function TourMapSection({
  tourId,
  tourTitle,
  stops,
}: {
  tourId: number;
  tourTitle: string;
  /** Already in visiting order. */
  stops: StopForMap[];
}) {
  const [tilesMissing, setTilesMissing] = useState(false);
  const mapStops = useMemo<MapStop[]>(
    () =>
      stops
        // Numbered before filtering so a pin always carries its itinerary number.
        .map(({ spot }, index) => ({
          number: index + 1,
          name: spot.name,
          lat: spot.coordinates.lat,
          lng: spot.coordinates.lng,
          href: paths.stop(spot.id, tourId),
        }))
        .filter((stop) => Number.isFinite(stop.lat) && Number.isFinite(stop.lng)),
    [stops, tourId],
  );
  if (mapStops.length === 0) return null;

  return (
    <section aria-labelledby="tour-map-heading" className="mt-10">
      <h2
        id="tour-map-heading"
        className="flex items-center gap-2 font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
      >
        <MapPinned aria-hidden="true" className="size-6 text-jade-700 dark:text-jade-300" />
        Route map
      </h2>
      <MapArea
        stops={mapStops}
        label={`Map of the stops of ${tourTitle}`}
        onTilesMissing={() => setTilesMissing(true)}
      />
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
        {tilesMissing
          ? "Numbered pins follow the itinerary order. The street map can't load here, so the stops are drawn over Sendero's own outline of México, with a scale bar."
          : 'Numbered pins follow the itinerary order.'}
      </p>
    </section>
  );
}
