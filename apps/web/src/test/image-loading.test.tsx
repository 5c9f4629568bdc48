import { fireEvent, render, screen } from '@testing-library/react';
import type { CityDetail } from '@sendero/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HERO_SLIDES } from '../features/home/content/hero-slides.ts';
import {
  HERO_IMAGE_HEIGHT,
  HERO_IMAGE_WIDTH,
  HeroCarousel,
} from '../features/home/components/hero-carousel.tsx';
import { CityHero } from '../entities/cities/components/city-hero.tsx';
import { CardFrame } from '../components/cards/card-frame.tsx';
import { DetailHero } from '../components/detail/detail-hero.tsx';
import { SmartImage } from '../components/smart-image.tsx';

/** Every image above the fold is eager at high priority; every other one is lazy. */
function expectAboveTheFold(img: HTMLElement) {
  expect(img.getAttribute('loading')).toBe('eager');
  expect(img.getAttribute('fetchpriority')).toBe('high');
}

function expectBelowTheFold(img: HTMLElement) {
  expect(img.getAttribute('loading')).toBe('lazy');
  expect(img.getAttribute('decoding')).toBe('async');
  expect(img.hasAttribute('fetchpriority')).toBe(false);
}

function expectSized(img: HTMLElement) {
  expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.getAttribute('href'),
    priority: link.getAttribute('fetchpriority'),
  }));

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('image loading', () => {
  it('SmartImage with priority is sized, eager, high priority and preloaded', () => {
    render(<SmartImage src="/media/a.svg" alt="A" width={1200} height={800} priority />);
    const img = screen.getByAltText('A');
    expectSized(img);
    expectAboveTheFold(img);
    expect(preloads()).toContainEqual({ href: '/media/a.svg', priority: 'high' });
  });

  it('SmartImage without priority is sized, lazy and not preloaded', () => {
    render(<SmartImage src="/media/b.svg" alt="B" width={480} height={360} />);
    const img = screen.getByAltText('B');
    expectSized(img);
    expectBelowTheFold(img);
    expect(preloads()).toEqual([]);
  });

  it("the home hero's first slide is the priority image; the others wait for it, then are lazy", () => {
    render(<HeroCarousel>text</HeroCarousel>);
    const [first, ...rest] = HERO_SLIDES;
    const firstImg = screen.getByAltText(first!.alt);
    expect(firstImg.getAttribute('width')).toBe(String(HERO_IMAGE_WIDTH));
    expect(firstImg.getAttribute('height')).toBe(String(HERO_IMAGE_HEIGHT));
    expectAboveTheFold(firstImg);
    expect(preloads()).toContainEqual({ href: first!.src, priority: 'high' });
    expect(screen.queryByAltText(rest[0]!.alt)).toBeNull();

    fireEvent.load(firstImg);
    for (const slide of rest) {
      const img = screen.getByAltText(slide.alt);
      expectSized(img);
      expectBelowTheFold(img);
    }
  });

  it("a detail page's hero and a city's hero are priority images", () => {
    render(<DetailHero image="/media/tour.svg" alt="Tour" title="A tour" />);
    expectAboveTheFold(screen.getByAltText('Tour'));
    expectSized(screen.getByAltText('Tour'));
    const city = {
      id: 1,
      name: 'Oaxaca',
      region: 'Oaxaca',
      description: 'Mezcal and markets.',
      mainImageUrl: '/media/city.svg',
      mainImageAlt: 'City',
    } as CityDetail;
    render(<CityHero city={city} />);
    expectAboveTheFold(screen.getByAltText('City'));
    expectSized(screen.getByAltText('City'));
  });

  it('a content card image is sized, lazy and keeps its 4:3 box', () => {
    render(
      <MemoryRouter>
        <CardFrame href="/spots/1" image={{ src: '/media/spot.svg', alt: 'Spot' }}>
          text
        </CardFrame>
      </MemoryRouter>,
    );
    const img = screen.getByAltText('Spot');
    expectSized(img);
    expectBelowTheFold(img);
    expect(img.className).toContain('aspect-[4/3]');
  });
});
