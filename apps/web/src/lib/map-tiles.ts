import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, MAP_TILE_META } from '@sendero/contract';

/** The tile provider the server names in every page (MAP_TILE_URL); the default without one. */
export function readMapTiles(doc: Document = document): { url: string; attribution: string } {
  const meta = (name: string) =>
    doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') || null;
  return {
    url: meta(MAP_TILE_META.url) ?? DEFAULT_MAP_TILE_URL,
    attribution: meta(MAP_TILE_META.attribution) ?? DEFAULT_MAP_ATTRIBUTION,
  };
}
