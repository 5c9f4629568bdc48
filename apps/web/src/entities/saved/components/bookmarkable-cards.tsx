import type { SavedType, SpotSummary, TourSummary } from '@sendero/contract';
import { SpotCard } from '../../../components/cards/spot-card.tsx';
import type { SpotCardProps } from '../../../components/cards/spot-card.tsx';
import { TourCard } from '../../../components/cards/tour-card.tsx';
import { BookmarkButton } from './save-buttons.tsx';

/** The corner Bookmark button of a card, starting from the item's own flag. */
function CardBookmark({
  targetType,
  item,
}: {
  targetType: SavedType;
  item: TourSummary | SpotSummary;
}) {
  return (
    <BookmarkButton
      targetType={targetType}
      targetId={item.id}
      initial={item.bookmarked}
      className="absolute top-3 right-3"
    />
  );
}

/** A tour card with its Bookmark button bound to the saved state. */
export function BookmarkableTourCard({ tour }: { tour: TourSummary }) {
  return <TourCard tour={tour} action={<CardBookmark targetType="tour" item={tour} />} />;
}

/** A spot card with its Bookmark button bound to the saved state. */
export function BookmarkableSpotCard(props: SpotCardProps) {
  return <SpotCard {...props} action={<CardBookmark targetType="spot" item={props.spot} />} />;
}
