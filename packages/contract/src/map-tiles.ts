/**
 * The street-map tiles behind a tour's route map (issue "Offline-ready", item 5). A deployment
 * names its own provider: the OpenStreetMap servers' usage policy forbids heavy use by an app.
 * The API reads MAP_TILE_URL and MAP_TILE_ATTRIBUTION, allows the provider in its CSP and hands both
 * to the pages in two meta elements; the map reads them from there.
 */
export const DEFAULT_MAP_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';

export const MAP_TILE_META = {
  url: 'sendero:map-tile-url',
  attribution: 'sendero:map-attribution',
} as const;

/** A tile URL template: an http(s) URL with {z}, {x} and {y} (and optionally {s} in the host). */
export function isTileTemplate(value: string): boolean {
  if (!/\{z\}/.test(value) || !/\{x\}/.test(value) || !/\{y\}/.test(value)) return false;
  try {
    const url = new URL(value.replace('{s}', 'a'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The CSP source that allows the template's tiles: "https://*.tile.openstreetmap.org". */
export function tileSource(template: string): string {
  const host = new URL(template.replace('{s}', 'subdomain')).host;
  const { protocol } = new URL(template.replace('{s}', 'a'));
  return `${protocol}//${template.includes('{s}') ? host.replace(/^subdomain/, '*') : host}`;
}
