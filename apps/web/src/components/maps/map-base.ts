/**
 * What every Leaflet map here stands on: the configured street tiles and a metric scale, or, when
 * no tile can be had (offline with none kept, or a provider that does not answer), the project's
 * own outline of México. Never a blank grid. Imported only by the lazily loaded maps.
 */
import { escapeHtml } from '@sendero/contract';
import L from 'leaflet';
import { MEXICO_BORDER } from './mexico-outline.ts';
import { readMapTiles } from '../../lib/map-tiles.ts';

/**
 * Adds the tiles and the scale to `map`. The first tile to fail before any has loaded means there
 * is no street map to be had: the outline is drawn, `container` gets `tiles-missing`, and
 * `onTilesMissing` runs (once).
 */
export function addMapBase(map: L.Map, container: HTMLElement, onTilesMissing?: () => void): void {
  const tiles = readMapTiles();
  const layer = L.tileLayer(tiles.url, {
    // Leaflet writes the attribution as HTML: the configured text is escaped first.
    attribution: escapeHtml(tiles.attribution),
    maxZoom: 19,
    // CORS, so the service worker can keep the tiles seen (an opaque answer could not be checked).
    crossOrigin: '',
  }).addTo(map);
  L.control.scale({ imperial: false }).addTo(map);

  let loaded = 0;
  let outlined = false;
  layer.on('tileload', () => {
    loaded += 1;
  });
  layer.on('tileerror', () => {
    if (loaded > 0 || outlined) return;
    outlined = true;
    container.classList.add('tiles-missing');
    L.polygon(
      MEXICO_BORDER.map(([lat, lng]) => L.latLng(lat, lng)),
      { className: 'tour-map-land', interactive: false },
    )
      .addTo(map)
      .bringToBack();
    onTilesMissing?.();
  });
}
