import { usePopularSpots } from '../../../entities/spots/api/get-popular-spots.ts';
import { HomeSection, SectionStatus } from './home-section.tsx';
import { BookmarkableSpotCard } from '../../../entities/saved/components/bookmarkable-cards.tsx';

/** Content spec §9: 6 featured spots, in two columns. */
export const FEATURED_SPOTS = 6;

export function FeaturedSpots() {
  const { data, isPending, isError } = usePopularSpots({ limit: FEATURED_SPOTS });
  const spots = (data ?? []).slice(0, FEATURED_SPOTS);
  return (
    <HomeSection id="featured-spots-heading" title="Featured Spots">
      {isPending ? (
        <SectionStatus>Loading...</SectionStatus>
      ) : isError ? (
        <SectionStatus>We couldn't load the spots right now.</SectionStatus>
      ) : spots.length === 0 ? (
        <SectionStatus>No spots to show yet.</SectionStatus>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2">
          {spots.map((spot) => (
            <li key={spot.id}>
              <BookmarkableSpotCard spot={spot} layout="row" />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
