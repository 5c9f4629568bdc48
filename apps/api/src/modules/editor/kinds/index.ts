/** Every kind of content editors can draft, by its name (DRAFT_KINDS in the contract). */
import type { DraftKind } from '@sendero/contract';
import { cityKind } from './city.ts';
import type { ContentKind } from './content-kind.ts';
import { eventKind } from './event.ts';
import { postKind } from './post.ts';
import { spotKind } from './spot.ts';
import { tourKind } from './tour.ts';

export const CONTENT_KINDS: Record<DraftKind, ContentKind> = {
  spot: spotKind,
  tour: tourKind,
  event: eventKind,
  post: postKind,
  city: cityKind,
};

export type { ContentKind, Data } from './content-kind.ts';
