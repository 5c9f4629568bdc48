/**
 * The home hero's 8 slides: copied from packages/content/data/hero.yaml (artwork under /media); the
 * alt text is the generator's, from packages/content/images/alt.json.
 */
export interface HeroSlide {
  src: string;
  alt: string;
  caption: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    src: '/media/hero/1.svg',
    alt: 'Illustration of Teotihuacan at sunrise: the Pyramids of the Sun and the Moon, hot-air balloons drifting above, cacti and agaves in front',
    caption: 'Sunrise over the Pyramid of the Sun at Teotihuacan',
  },
  {
    src: '/media/hero/2.svg',
    alt: "Illustration of Oaxaca's Templo de Santo Domingo, green cantera stone between two square towers, behind a garden of cacti and agaves, papel picado above",
    caption: 'Santo Domingo and its cactus garden, Oaxaca',
  },
  {
    src: '/media/hero/3.svg',
    alt: "Illustration of Guanajuato's hillsides stacked with houses painted in every colour around a yellow church",
    caption: 'The coloured hillside houses of Guanajuato',
  },
  {
    src: '/media/hero/4.svg',
    alt: "Illustration of Tulum's El Castillo on its limestone cliff above a turquoise Caribbean sea, with palms",
    caption: "Tulum's cliff-top temple above the Caribbean",
  },
  {
    src: '/media/hero/5.svg',
    alt: 'Illustration of a Yucatán cenote: a shaft of sunlight falling into a turquoise pool in a cave',
    caption: 'Swimming in a Yucatán cenote',
  },
  {
    src: '/media/hero/6.svg',
    alt: 'Illustration of a Day of the Dead ofrenda under an arch of marigolds: candles and a sugar skull, petals on the floor, papel picado above',
    caption: 'Marigolds and candlelight for Día de Muertos',
  },
  {
    src: '/media/hero/7.svg',
    alt: "Illustration of San Miguel de Allende's pink neo-gothic Parroquia at dusk, framed by jacaranda trees",
    caption: 'The pink Parroquia of San Miguel de Allende',
  },
  {
    src: '/media/hero/8.svg',
    alt: "Illustration of the Copper Canyon's layered red cliffs with a train running along a ledge",
    caption: 'Riding El Chepe through the Copper Canyon',
  },
];

/** Content spec §9. */
export const HERO_AUTOPLAY_MS = 4000;
export const HERO_FADE_MS = 600;
