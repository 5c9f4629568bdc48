/** The home hero's 8 slides: copied from packages/content/data/hero.yaml (artwork under /media). */
export interface HeroSlide {
  src: string;
  alt: string;
  caption: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    src: '/media/hero/1.svg',
    alt: "Illustration of Teotihuacan's Pyramid of the Sun at sunrise, hot-air balloons drifting over the Avenue of the Dead",
    caption: 'Sunrise over the Pyramid of the Sun at Teotihuacan',
  },
  {
    src: '/media/hero/2.svg',
    alt: 'Illustration of the Templo de Santo Domingo in Oaxaca, its green cantera facade behind a garden of cacti and agaves',
    caption: 'Santo Domingo and its cactus garden, Oaxaca',
  },
  {
    src: '/media/hero/3.svg',
    alt: "Illustration of Guanajuato's hillsides, stacked with houses painted in every colour around a yellow church",
    caption: 'The coloured hillside houses of Guanajuato',
  },
  {
    src: '/media/hero/4.svg',
    alt: "Illustration of Tulum's El Castillo on its limestone cliff above a turquoise Caribbean sea",
    caption: "Tulum's cliff-top temple above the Caribbean",
  },
  {
    src: '/media/hero/5.svg',
    alt: 'Illustration of a Yucatán cenote, a shaft of sunlight and hanging roots falling into a turquoise pool',
    caption: 'Swimming in a Yucatán cenote',
  },
  {
    src: '/media/hero/6.svg',
    alt: 'Illustration of a Day of the Dead ofrenda with a marigold arch, candles, a sugar skull and papel picado',
    caption: 'Marigolds and candlelight for Día de Muertos',
  },
  {
    src: '/media/hero/7.svg',
    alt: "Illustration of San Miguel de Allende's pink neo-gothic Parroquia at dusk, framed by jacaranda trees",
    caption: 'The pink Parroquia of San Miguel de Allende',
  },
  {
    src: '/media/hero/8.svg',
    alt: "Illustration of the Copper Canyon's layered red cliffs with the Chepe train running along a ledge",
    caption: 'Riding El Chepe through the Copper Canyon',
  },
];

/** Content spec §9. */
export const HERO_AUTOPLAY_MS = 4000;
export const HERO_FADE_MS = 600;
