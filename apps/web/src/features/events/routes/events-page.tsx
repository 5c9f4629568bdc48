import { EVENTS_PAGE_PARAMS, MEXICO_CITY_ID, pageQuery } from '@sendero/contract';
import { Search } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useCities } from '../../../entities/cities/api/get-cities.ts';
import { Skeleton } from '../../../components/skeleton.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { useEvents } from '../../../entities/events/api/get-events.ts';
import { useSavedEvents } from '../../../entities/saved/api/use-saved-events.ts';
import { formatEventDate } from '../../../entities/events/event-dates.ts';
import { CityChips } from '../components/city-chips.tsx';
import { EventCard } from '../components/event-card.tsx';
import { feedUrl } from '../components/event-ics.ts';
import {
  collectTags,
  filterEvents,
  groupByDate,
  resolveSelectedCity,
  savedKey,
  toCityOption,
  type CityOption,
} from '../components/event-rules.ts';
import { EventsJsonLd } from '../components/events-json-ld.tsx';
import { SavedEventsLink } from '../components/saved-events-link.tsx';
import { SavedEventsPanel } from '../components/saved-events-panel.tsx';
import { SubscribeBox } from '../components/subscribe-box.tsx';
import { TagChips } from '../components/tag-chips.tsx';
import { useEventUrlFilters } from '../components/use-event-url-filters.ts';
import { useKeepEventsOffline } from '../components/use-keep-events-offline.ts';
import type { PageData } from '../../../lib/page-data.ts';
import { citiesQueryOptions } from '../../../entities/cities/api/get-cities.ts';
import { eventsQueryOptions } from '../../../entities/events/api/get-events.ts';
import { parseCityParam } from '../components/event-rules.ts';

/** Date groups laid out with the page; the later ones wait until they near the screen. */
const EAGER_DATE_GROUPS = 2;

export function EventsPage() {
  const { filters, setCity, setQuery, toggleTag } = useEventUrlFilters();
  const citiesQuery = useCities();
  const cities = useMemo<CityOption[] | undefined>(
    // Events belong to destinations: the country entry (México, the Mexico Basics guides) has none,
    // so its chip would always find nothing (issue 15).
    () =>
      citiesQuery.data
        ?.filter((city) => city.id !== MEXICO_CITY_ID)
        .map(toCityOption)
        .filter((city): city is CityOption => city !== null),
    [citiesQuery.data],
  );
  // A city the list no longer has falls back to All (content spec §2).
  const cityId = resolveSelectedCity(filters.cityId, cities);
  const cityVanished = filters.cityId !== null && cityId === null;
  useEffect(() => {
    // Keep the shareable URL honest once the fallback has happened.
    if (cityVanished) setCity(null);
  }, [cityVanished, setCity]);

  const eventsQuery = useEvents({ cityId });
  const cityEvents = useMemo(() => eventsQuery.data ?? [], [eventsQuery.data]);
  // Selected tags stay as chips even when no event of the city has them, so they can be cleared.
  const tags = useMemo(() => {
    const present = collectTags(cityEvents);
    return [...present, ...filters.tags.filter((tag) => !present.includes(tag))];
  }, [cityEvents, filters.tags]);
  const shown = useMemo(
    () => filterEvents(cityEvents, { q: filters.q, tags: filters.tags }),
    [cityEvents, filters.q, filters.tags],
  );
  const groups = useMemo(() => groupByDate(shown), [shown]);

  // Kept on the device and, signed in, with the account (issue 34).
  const { saved, isSaved, toggle, remove, clear } = useSavedEvents();
  useKeepEventsOffline(saved.length > 0);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <DocumentTitle title="What's On · Events" />
      <p className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase dark:text-terracotta-400">
        Events
      </p>
      <h1 className="mt-1 font-display text-4xl font-bold text-stone-900 dark:text-stone-50">
        What&apos;s On · Events
      </h1>
      <p className="mt-3 max-w-2xl text-stone-600 dark:text-stone-400">
        Festivals, fiestas and seasonal happenings across México, soonest first.
      </p>

      {/* The filters, the list and the saved panel hydrate in turns of their own. */}
      <div className="mt-8 flex flex-col gap-4">
        <label className="relative block max-w-xl">
          <span className="sr-only">Search events</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
          />
          <input
            type="search"
            value={filters.q}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search by title, venue or description"
            className="w-full rounded-full border border-cream-200 bg-white py-2.5 pr-4 pl-10 text-stone-900 placeholder:text-stone-500 dark:border-slate-700 dark:bg-slate-900 dark:text-stone-50 dark:placeholder:text-stone-400"
          />
        </label>
        <CityChips cities={cities ?? []} selected={cityId} onSelect={setCity} />
        <TagChips
          tags={tags}
          selected={filters.tags}
          onToggle={toggleTag}
          loading={eventsQuery.isPending}
        />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-4">
          <SavedEventsLink count={saved.length} />
          <div aria-live="polite" aria-busy={eventsQuery.isPending}>
            {eventsQuery.isPending ? (
              <EventsLoading />
            ) : eventsQuery.isError ? (
              <p
                role="alert"
                className="rounded-2xl bg-cream-100 p-6 text-terracotta-700 dark:bg-slate-900 dark:text-terracotta-400"
              >
                Could not load events.
              </p>
            ) : groups.length === 0 ? (
              <p className="rounded-2xl bg-cream-100 p-6 text-stone-700 dark:bg-slate-900 dark:text-stone-300">
                No upcoming events match your filters yet.
              </p>
            ) : (
              <div className="flex flex-col gap-8">
                {groups.map((group, groupIndex) => (
                  <section
                    key={group.date}
                    aria-labelledby={`events-${group.date}`}
                    className={groupIndex < EAGER_DATE_GROUPS ? undefined : 'render-when-near'}
                  >
                    <h2
                      id={`events-${group.date}`}
                      className="sticky top-16 z-10 -mx-2 mb-3 rounded-lg bg-cream-50/95 px-2 py-2 font-display text-lg font-bold text-jade-800 backdrop-blur dark:bg-slate-950/95 dark:text-jade-300"
                    >
                      <time dateTime={group.date}>{formatEventDate(group.date)}</time>
                    </h2>
                    <div className="flex flex-col gap-4">
                      {group.events.map((event, index) => (
                        <EventCard
                          key={savedKey(event)}
                          event={event}
                          saved={isSaved(event)}
                          onToggleSaved={toggle}
                          priority={groupIndex === 0 && index === 0}
                        />
                      ))}
                    </div>
                  </section>
                ))}
                <EventsJsonLd events={shown} />
              </div>
            )}
          </div>
        </div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
          <SavedEventsPanel saved={saved} onRemove={remove} onClear={clear} />
          <SubscribeBox href={feedUrl({ cityId, q: filters.q, tags: filters.tags })} />
        </aside>
      </div>
    </div>
  );
}

function EventsLoading() {
  return (
    <div role="status" aria-label="Loading events" className="flex flex-col gap-4">
      {Array.from({ length: 3 }, (_, index) => (
        <div
          key={index}
          className="flex flex-col overflow-hidden rounded-2xl border border-cream-200 bg-white sm:flex-row dark:border-slate-800 dark:bg-slate-900"
        >
          <Skeleton className="aspect-[4/3] w-full rounded-none sm:w-56" />
          <div className="flex-1 space-y-3 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The city chips and the events of the city in the URL (all cities without one). */
export const loadEventsPage: PageData = async ({ queryClient, url }) => {
  await Promise.all([
    queryClient.prefetchQuery(citiesQueryOptions()),
    queryClient.prefetchQuery(
      eventsQueryOptions({
        cityId: parseCityParam(pageQuery('events', url.searchParams).get(EVENTS_PAGE_PARAMS.city)),
      }),
    ),
  ]);
  return undefined;
};
