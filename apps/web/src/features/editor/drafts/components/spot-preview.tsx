import type { SpotSummary } from '@sendero/contract';
import { DetailHero } from '../../../../components/detail/detail-hero.tsx';
import { SpotAddress } from '../../../../components/detail/spot-address.tsx';
import { SpotDescription } from '../../../../components/detail/spot-description.tsx';
import { SpotExtras } from '../../../../components/detail/spot-extras.tsx';
import { SpotFacts } from '../../../../components/detail/spot-facts.tsx';
import { SpotHours } from '../../../../components/detail/spot-hours.tsx';
import { PLACEHOLDER_IMAGE } from '../../../../lib/card-image.ts';
import { spotMapsUrl } from '../../../../lib/maps-links.ts';

/**
 * A draft as travellers will see it, drawn by the public spot page's own parts from the answer
 * the public API would give once it is published. The page's actions (save, share, add to a
 * trip) and its suggestions of other spots and tours are left out: they act on the live spot.
 */
export function SpotPreview({ spot }: { spot: SpotSummary }) {
  const cover = spot.media[0];
  return (
    <div>
      <DetailHero
        image={cover?.fileUrl || PLACEHOLDER_IMAGE}
        alt={cover?.alt ?? ''}
        title={spot.name}
        eyebrow={[spot.category, spot.cityName].filter(Boolean).join(' · ')}
      />
      <div className="mt-5">
        <SpotAddress address={spot.address} mapsUrl={spotMapsUrl(spot)} linkLabel="Open in Maps" />
      </div>
      <div className="mt-8">
        <SpotFacts spot={spot} />
        <SpotHours {...spot} />
        <SpotExtras website={spot.website} />
        <SpotDescription text={spot.description} />
      </div>
    </div>
  );
}
