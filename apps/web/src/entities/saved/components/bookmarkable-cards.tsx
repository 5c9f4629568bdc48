import type { SavedType, SpotSummary, TourSummary } from '@sendero/contract';
import { AddToTripPill } from '../../../components/cards/add-to-trip-pill.tsx';
import { cardActionsClass } from '../../../components/cards/card-styles.ts';
import { SpotCard } from '../../../components/cards/spot-card.tsx';
import type { SpotCardProps } from '../../../components/cards/spot-card.tsx';
import { TourCard } from '../../../components/cards/tour-card.tsx';
import { requestAddToTrip, type TripAddTarget } from '../../../lib/add-to-trip-request.ts';
import { BookmarkButton } from './save-buttons.tsx';

/**
 * A card's corner actions: Bookmark, starting from the item's own flag, and Add to trip, which
 * only asks the shell's dialog (lib/add-to-trip-request.ts): no trips call until it is pressed.
 */
function CardActions({
  targetType,
  item,
  name,
  target,
}: {
  targetType: SavedType;
  item: TourSummary | SpotSummary;
  name: string;
  target: TripAddTarget;
}) {
  return (
    <div className={cardActionsClass}>
      <BookmarkButton targetType={targetType} targetId={item.id} initial={item.bookmarked} />
      <AddToTripPill
        name={name}
        onClick={() =>
          requestAddToTrip({ target, cityId: item.cityId, cityName: item.cityName, name })
        }
      />
    </div>
  );
}

/** A tour card with its Bookmark button bound to the saved state, and Add to trip. */
export function BookmarkableTourCard({ tour }: { tour: TourSummary }) {
  return (
    <TourCard
      tour={tour}
      action={
        <CardActions targetType="tour" item={tour} name={tour.title} target={{ tourId: tour.id }} />
      }
    />
  );
}

/** A spot card with its Bookmark button bound to the saved state, and Add to trip. */
export function BookmarkableSpotCard(props: SpotCardProps) {
  const { spot } = props;
  return (
    <SpotCard
      {...props}
      action={
        <CardActions targetType="spot" item={spot} name={spot.name} target={{ spotId: spot.id }} />
      }
    />
  );
}
