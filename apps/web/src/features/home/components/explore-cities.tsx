import { MEXICO_CITY_ID, paths } from '@sendero/contract';
import { useCities } from '../../../entities/cities/api/get-cities.ts';
import { CityCard } from '../../../components/cards/city-card.tsx';
import { Scroller } from '../../../components/scroller.tsx';
import { HomeSection, SectionStatus } from './home-section.tsx';

export function ExploreCities() {
  const { data, isPending, isError } = useCities();
  const cities = (data ?? []).filter((city) => city.id !== MEXICO_CITY_ID);
  return (
    <HomeSection
      id="explore-cities-heading"
      title="Explore Cities"
      more={{ to: paths.cities(), label: 'All cities' }}
    >
      {isPending ? (
        <SectionStatus>Loading...</SectionStatus>
      ) : isError ? (
        <SectionStatus>We couldn't load the cities right now.</SectionStatus>
      ) : cities.length === 0 ? (
        <SectionStatus>No cities to show yet.</SectionStatus>
      ) : (
        <Scroller label="Cities to explore">
          {cities.map((city) => (
            <div key={city.id} className="w-64 sm:w-72">
              <CityCard city={city} />
            </div>
          ))}
        </Scroller>
      )}
    </HomeSection>
  );
}
