import { formatPrice, type SpotSummary } from '@sendero/contract';
import { Clock, DollarSign } from 'lucide-react';
import { FactCard } from './fact-card.tsx';

/** 'Average Price' (US$ + price and its unit, 'Free' for 0) and 'Time Spent' cards. */
export function SpotFacts({ spot }: { spot: SpotSummary }) {
  const price = formatPrice(spot.price, spot.priceUnit);
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <FactCard label="Average Price" Icon={DollarSign} note={price ? spot.priceNote : null}>
        {price ?? spot.priceNote ?? 'Varies'}
      </FactCard>
      <FactCard label="Time Spent" Icon={Clock}>
        {spot.timeSpent}
      </FactCard>
    </dl>
  );
}
