/** Shipped with the dataset (served under /media). */
export const PLACEHOLDER_IMAGE = '/media/placeholder.svg';

/** Keys under which a mediaUrls entry may nest its address, in the order they are preferred. */
const NESTED_URL_KEYS = [
  'url',
  'fileUrl',
  'secureUrl',
  'src',
  'original',
  'large',
  'medium',
  'small',
  'thumbnail',
] as const;

const DIRECT_KEYS = ['imageUrl', 'mainImageUrl', 'coverImageUrl', 'thumbnailUrl'] as const;

type Bag = Record<string, unknown>;

function isBag(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null;
}

function nonBlank(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A string, or an object holding the url under one of the nested keys (possibly nested again). */
function urlFrom(value: unknown, depth = 0): string | null {
  const direct = nonBlank(value);
  if (direct) return direct;
  if (!isBag(value) || depth > 2) return null;
  for (const key of NESTED_URL_KEYS) {
    const found = urlFrom(value[key], depth + 1);
    if (found) return found;
  }
  return null;
}

function fromMediaUrls(mediaUrls: unknown): string | null {
  const entries = Array.isArray(mediaUrls) ? mediaUrls : [mediaUrls];
  for (const entry of entries) {
    const found = urlFrom(entry);
    if (found) return found;
  }
  return null;
}

function firstOf(list: unknown, key: string): string | null {
  if (!Array.isArray(list)) return null;
  const first: unknown = list[0];
  return isBag(first) ? nonBlank(first[key]) : null;
}

/** The image a card shows (content spec §3): the first address found, else the placeholder. */
export function resolveCardImage(item: unknown): string {
  if (!isBag(item)) return PLACEHOLDER_IMAGE;
  return (
    fromMediaUrls(item.mediaUrls) ??
    DIRECT_KEYS.map((key) => nonBlank(item[key])).find((url) => url !== null) ??
    firstOf(item.media, 'fileUrl') ??
    firstOf(item.images, 'url') ??
    nonBlank(item.picture) ??
    PLACEHOLDER_IMAGE
  );
}
