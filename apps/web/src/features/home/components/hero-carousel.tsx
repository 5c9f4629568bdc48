import { startTransition, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { HERO_AUTOPLAY_MS, HERO_FADE_MS, HERO_SLIDES } from '../content/hero-slides.ts';
import { preload } from 'react-dom';
import { useReducedMotion } from './use-reduced-motion.ts';

/** The hero artwork's size (its SVG viewBox). */
export const HERO_IMAGE_WIDTH = 1600;
export const HERO_IMAGE_HEIGHT = 900;

/**
 * The fading hero: autoplays every 4 s with a 600 ms cross-fade. It holds still for visitors who
 * ask for reduced motion, and while the pointer or keyboard focus is on it (so it can be read).
 */
export function HeroCarousel({ children }: { children: ReactNode }) {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const paused = reducedMotion || hovered || focused;
  // The first slide is the home page's LCP image: announce it at once, and hold the other slides'
  // images back until it has loaded (hidden, they would still compete with it for the connection).
  const first = HERO_SLIDES[0];
  if (first) preload(first.src, { as: 'image', fetchPriority: 'high' });
  const [firstLoaded, setFirstLoaded] = useState(false);
  const firstImage = useRef<HTMLImageElement>(null);
  const showAll = firstLoaded || active !== 0;

  // An image that finished before React listened (a page rendered on the server) fires no load.
  useEffect(() => {
    // A transition: the other slides can wait, the page's first moments of interaction cannot.
    if (firstImage.current?.complete) startTransition(() => setFirstLoaded(true));
  }, []);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(
      () => setActive((index) => (index + 1) % HERO_SLIDES.length),
      HERO_AUTOPLAY_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused, active]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Scenes from México"
      data-paused={paused}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="relative isolate flex min-h-[28rem] items-center overflow-hidden bg-jade-900 sm:min-h-[34rem]"
    >
      {HERO_SLIDES.map((slide, index) => (
        <figure
          key={slide.src}
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${HERO_SLIDES.length}`}
          aria-hidden={index !== active}
          data-active={index === active}
          style={{ transitionDuration: `${HERO_FADE_MS}ms` }}
          className={`absolute inset-0 -z-10 m-0 transition-opacity ease-in-out motion-reduce:transition-none ${index === active ? 'opacity-100' : 'opacity-0'}`}
        >
          {(index === 0 || showAll) && (
            <img
              src={slide.src}
              alt={slide.alt}
              width={HERO_IMAGE_WIDTH}
              height={HERO_IMAGE_HEIGHT}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding={index === 0 ? 'auto' : 'async'}
              {...(index === 0
                ? {
                    ref: firstImage,
                    fetchPriority: 'high' as const,
                    onLoad: () => setFirstLoaded(true),
                    onError: () => setFirstLoaded(true),
                  }
                : {})}
              className="h-full w-full object-cover"
            />
          )}
          <figcaption className="absolute right-4 bottom-14 rounded-full bg-black/60 px-3 py-1 text-xs text-white sm:bottom-16">
            {slide.caption}
          </figcaption>
        </figure>
      ))}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-black/70 via-black/35 to-black/20"
      />
      <div className="w-full">{children}</div>
      <div
        role="group"
        aria-label="Choose a slide"
        className="absolute inset-x-0 bottom-4 flex justify-center gap-1"
      >
        {HERO_SLIDES.map((slide, index) => (
          <button
            key={slide.src}
            type="button"
            aria-label={`Show slide ${index + 1} of ${HERO_SLIDES.length}: ${slide.caption}`}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => setActive(index)}
            className="group grid size-6 place-items-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full transition-all ${index === active ? 'w-6 bg-marigold-400' : 'w-2.5 bg-white/70 group-hover:bg-white'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
