import { paths } from '@sendero/contract';
import { Suspense, lazy, useMemo, useRef } from 'react';
import type { MapStop } from '../../../components/maps/stops-map.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { DayPlan } from '../../../entities/trips/day-plan.ts';
import { useNearScreen } from '../../../lib/use-near-screen.ts';

// Leaflet is heavy: its own chunk, fetched when a day's map nears the screen.
const StopsMap = lazy(() => import('../../../components/maps/stops-map.tsx'));

function Placeholder() {
  return <Skeleton className="h-72 w-full sm:h-96" />;
}

/** A day's places on a map, numbered in the day's order, the route drawn between them. */
export function TripDayMap({ plan }: { plan: DayPlan }) {
  const area = useRef<HTMLDivElement>(null);
  const nearScreen = useNearScreen(area);
  const stops = useMemo<MapStop[]>(
    () =>
      plan.items
        .map((item, index) => ({
          number: index + 1,
          name: item.spot.name,
          lat: item.spot.coordinates.lat,
          lng: item.spot.coordinates.lng,
          href: paths.spot(item.spot.id),
        }))
        .filter((stop) => Number.isFinite(stop.lat) && Number.isFinite(stop.lng)),
    [plan.items],
  );
  if (stops.length === 0) return <div ref={area} />;
  return (
    // Printed without the zoom buttons and attribution controls, and kept whole on its page.
    <div ref={area} className="mt-4 break-inside-avoid print:[&_.leaflet-control-container]:hidden">
      {nearScreen ? (
        <Suspense fallback={<Placeholder />}>
          <StopsMap
            stops={stops}
            label={`Map of day ${plan.day}`}
            linkText="View place"
            testId={`trip-day-map-${plan.day}`}
          />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </div>
  );
}
