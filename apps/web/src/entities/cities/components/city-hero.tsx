import type { CityDetail } from '@sendero/contract';
import { ShareButton } from '../../../components/share-button.tsx';
import { SmartImage } from '../../../components/smart-image.tsx';
import { cityImage } from '../../../lib/card-image.ts';
import { CityIntro } from '../../../components/city-intro.tsx';

export function CityHero({ city }: { city: CityDetail }) {
  return (
    <header className="overflow-hidden rounded-3xl border border-cream-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <SmartImage
        src={cityImage(city)}
        alt={city.mainImageAlt || city.name}
        width={1200}
        height={480}
        priority
        className="aspect-[5/2] w-full object-cover"
      />
      <div className="flex flex-col gap-4 p-6 sm:flex-row sm:items-start sm:justify-between">
        <div>
          {city.region && (
            <p className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase dark:text-terracotta-400">
              {city.region}
            </p>
          )}
          <h1 className="mt-1 font-display text-4xl font-bold text-stone-900 sm:text-5xl dark:text-stone-50">
            {city.name}
          </h1>
          <CityIntro text={city.description} />
        </div>
        <ShareButton title={city.name} text={city.description} className="shrink-0 self-start" />
      </div>
    </header>
  );
}
