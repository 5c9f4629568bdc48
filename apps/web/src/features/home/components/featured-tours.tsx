import { paths } from '@sendero/contract';
import { usePopularTours } from '../../../entities/tours/api/get-popular-tours.ts';
import { HomeSection, SectionStatus } from './home-section.tsx';
import { BookmarkableTourCard } from '../../../entities/saved/components/bookmarkable-cards.tsx';

/** Content spec §9: 4 featured tours. */
export const FEATURED_TOURS = 4;

export function FeaturedTours() {
  const { data, isPending, isError } = usePopularTours({ limit: FEATURED_TOURS });
  const tours = (data ?? []).slice(0, FEATURED_TOURS);
  return (
    <HomeSection
      id="featured-tours-heading"
      title="Featured Tours"
      more={{ to: paths.experiences(), label: 'Browse by interest' }}
    >
      {isPending ? (
        <SectionStatus>Loading...</SectionStatus>
      ) : isError ? (
        <SectionStatus>We couldn't load the tours right now.</SectionStatus>
      ) : tours.length === 0 ? (
        <SectionStatus>No tours to show yet.</SectionStatus>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {tours.map((tour) => (
            <li key={tour.id}>
              <BookmarkableTourCard tour={tour} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
