import type { TourDetail } from '@sendero/contract';
import { DetailHero } from '../../../../components/detail/detail-hero.tsx';
import { tourImage } from '../../../../lib/card-image.ts';
import { AboutTour } from '../../../../components/detail/about-tour.tsx';
import { QuickFacts } from '../../../../components/detail/quick-facts.tsx';
import { TourItinerary } from '../../../../components/detail/tour-itinerary.tsx';
import { TourTags } from '../../../../components/detail/tour-tags.tsx';

/**
 * A tour's draft as travellers will see it, drawn by the public tour page's own parts from the
 * answer the public API would give once it is published. The page's actions (save, share, add to
 * a trip), its day planner, map and suggestions are left out: they act on the live tour.
 */
export function TourPreview({ tour }: { tour: TourDetail }) {
  const stops = [...tour.spots].sort((a, b) => a.orderIndex - b.orderIndex);
  return (
    <div>
      <DetailHero
        image={tourImage(tour)}
        alt={tour.coverImageAlt}
        title={tour.title}
        eyebrow={[tour.category, tour.cityName].filter(Boolean).join(' · ')}
      />
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <AboutTour description={tour.description} />
          <TourItinerary tourId={tour.id} stops={stops} />
          <TourTags tags={tour.tags} />
        </div>
        <aside className="order-first lg:order-none">
          <QuickFacts
            cost={tour.cost}
            costUnit={tour.costUnit}
            duration={tour.duration}
            stops={stops.length}
            startTime={tour.startTime}
            days={tour.days}
            months={tour.months}
          />
        </aside>
      </div>
    </div>
  );
}
