import { Instagram, Users } from 'lucide-react';
import { useRef } from 'react';
import { useCountUp } from './use-count-up.ts';

const PROFILE_URL = 'https://www.instagram.com/sendero.mx';
const HANDLE = '@sendero.mx';

/** The Instagram follow card with the animated community counter. */
export function CommunityCard() {
  const counterRef = useRef<HTMLParagraphElement>(null);
  const count = useCountUp(counterRef);
  return (
    <section
      aria-labelledby="community-heading"
      className="overflow-hidden rounded-3xl bg-gradient-to-br from-jade-700 to-jade-900 p-8 text-white shadow-lg sm:p-10"
    >
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="community-heading" className="font-display text-3xl font-bold">
            Join the journey
          </h2>
          <p className="mt-2 max-w-md text-jade-50">
            Follow along for new tours, hidden spots and festival days from across México.
          </p>
          <p ref={counterRef} className="mt-5 flex items-center gap-3">
            <Users aria-hidden="true" className="size-8 text-marigold-300" />
            <span>
              <span
                data-testid="community-count"
                className="block font-display text-4xl font-bold tabular-nums"
              >
                {count}
              </span>
              <span className="text-sm text-jade-50">Explorers in our community</span>
            </span>
          </p>
        </div>
        <a
          href={PROFILE_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 self-start rounded-full bg-marigold-400 px-6 py-3 font-semibold text-stone-900 shadow hover:bg-marigold-300 sm:self-center"
        >
          <Instagram aria-hidden="true" className="size-5" />
          <span>
            Follow {HANDLE}
            <span className="sr-only"> on Instagram (opens in a new tab)</span>
          </span>
        </a>
      </div>
    </section>
  );
}
