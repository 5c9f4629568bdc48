import { parseEntityId } from '@sendero/contract';
import type { SpotSummary } from '@sendero/contract';
import { Tag } from 'lucide-react';
import { useParams } from 'react-router';
import { useSpot } from '../../../entities/spots/api/get-spot.ts';
import { MobileBarSpacer } from '../../../components/detail/detail-actions.tsx';
import { DetailHero } from '../../../components/detail/detail-hero.tsx';
import { CityDetailNav } from '../../../components/detail/detail-nav.tsx';
import { DetailSaveActions } from '../../../entities/saved/components/detail-save-actions.tsx';
import { DetailSkeleton } from '../../../components/detail/detail-skeleton.tsx';
import { AddToTrip } from '../../../entities/trips/components/add-to-trip.tsx';
import { DetailStatus } from '../../../components/detail/detail-status.tsx';
import { PLACEHOLDER_IMAGE } from '../../../lib/card-image.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { spotMapsUrl } from '../../../lib/maps-links.ts';
import { SpotAddress } from '../../../components/detail/spot-address.tsx';
import { SpotDescription } from '../../../components/detail/spot-description.tsx';
import { SpotExtras } from '../../../components/detail/spot-extras.tsx';
import { SpotFacts } from '../../../components/detail/spot-facts.tsx';
import { SpotHours } from '../../../components/detail/spot-hours.tsx';
import { CityToursRow, MoreSpotsRow } from '../components/spot-recommendations.tsx';
import type { PageData } from '../../../lib/page-data.ts';
import { spotQueryOptions } from '../../../entities/spots/api/get-spot.ts';
import { prefetchRecommendations } from '../components/spot-recommendations.tsx';
import { absoluteUrl, summarize, type PagePreview } from '../../../lib/share-preview.ts';

export function SpotPage() {
  const { id } = useParams();
  const spotId = parseEntityId(id);
  const spot = useSpot(spotId);
  return (
    <>
      <DocumentTitle title={spot.data?.name ?? 'Spot'} />
      {spotId === null ? (
        <DetailStatus message="Invalid spot id." />
      ) : spot.isPending ? (
        <DetailSkeleton />
      ) : spot.isError ? (
        <DetailStatus message="Failed to load spot" />
      ) : !spot.data ? (
        <DetailStatus message="Spot not found" />
      ) : (
        <SpotView spot={spot.data} />
      )}
    </>
  );
}

function SpotView({ spot }: { spot: SpotSummary }) {
  const cityId = spot.cityId;
  const cityName = spot.cityName;
  const cover = spot.media[0];
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
      <CityDetailNav cityId={cityId} />

      <DetailHero
        image={cover?.fileUrl || PLACEHOLDER_IMAGE}
        alt={cover?.alt ?? ''}
        title={spot.name}
        eyebrow={
          spot.category ? (
            <span className="inline-flex items-center gap-1">
              <Tag aria-hidden="true" className="size-4" />
              {spot.category}
              {cityName ? ` · ${cityName}` : ''}
            </span>
          ) : (
            cityName
          )
        }
      />

      <div className="mt-5 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <SpotAddress address={spot.address} mapsUrl={spotMapsUrl(spot)} linkLabel="Open in Maps" />
        <DetailSaveActions
          label="Spot actions"
          targetType="spot"
          target={spot}
          share={{ title: spot.name, text: spot.description.slice(0, 140) }}
        />
      </div>

      <AddToTrip
        target={{ spotId: spot.id }}
        cityId={cityId}
        cityName={cityName}
        name={spot.name}
      />

      <div className="mt-8">
        <SpotFacts spot={spot} />
        <SpotHours {...spot} />
        <SpotExtras website={spot.website} />
        <SpotDescription text={spot.description} />
      </div>

      <CityToursRow cityId={cityId} title="Tours in this City" id="spot-city-tours" />
      <MoreSpotsRow
        spot={{ id: spot.id, cityId }}
        title="Explore More Spots"
        id="spot-more-spots"
      />
      <MobileBarSpacer />
    </article>
  );
}

export const loadSpotPage: PageData = async ({ queryClient, params }) => {
  const spotId = parseEntityId(params.id);
  if (spotId === null) return 400;
  const spot = await queryClient.fetchQuery(spotQueryOptions(spotId));
  if (!spot) return 404;
  await prefetchRecommendations(queryClient, spot.cityId);
  return undefined;
};

/** A TouristAttraction with its address and place, from the spot the page rendered. */
export const previewSpotPage: PagePreview = ({ queryClient, params, url, publicUrl }) => {
  const spot = queryClient.getQueryData(spotQueryOptions(params.id).queryKey);
  if (!spot) return null;
  const image = spot.media[0] ?? null;
  return {
    title: spot.name,
    description: summarize(spot.description),
    image: image?.fileUrl ?? null,
    imageAlt: image?.alt ?? null,
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      name: spot.name,
      description: summarize(spot.description, 500),
      url,
      ...(image ? { image: absoluteUrl(publicUrl, image.fileUrl) } : {}),
      address: {
        '@type': 'PostalAddress',
        streetAddress: spot.address,
        addressLocality: spot.cityName,
        addressCountry: 'MX',
      },
      geo: {
        '@type': 'GeoCoordinates',
        latitude: spot.coordinates.lat,
        longitude: spot.coordinates.lng,
      },
      ...(spot.openingHours ? { openingHours: spot.openingHours } : {}),
    },
  };
};
