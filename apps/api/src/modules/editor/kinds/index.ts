/** Every kind of content editors can draft, by its name (DRAFT_KINDS in the contract). */
import type { DraftKind } from '@sendero/contract';
import type { ContentKind } from './content-kind.ts';
import { spotKind } from './spot.ts';

export const CONTENT_KINDS: Record<DraftKind, ContentKind> = {
  spot: spotKind,
};

export type { ContentKind, Data } from './content-kind.ts';
