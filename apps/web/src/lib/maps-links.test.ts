import { describe, expect, it } from 'vitest';
import { googleMapsSearchUrl, spotMapsUrl, tourStopMapsUrl } from './maps-links.ts';

describe('maps links', () => {
  it('builds a Google Maps search URL with the query escaped', () => {
    expect(googleMapsSearchUrl('Café de Tacuba, Centro')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Caf%C3%A9%20de%20Tacuba%2C%20Centro',
    );
  });

  it('uses the coordinates for the spot page when they are known', () => {
    expect(
      spotMapsUrl({
        name: 'Zócalo',
        address: 'Centro',
        coordinates: { lat: 19.4326, lng: -99.1332 },
      }),
    ).toBe('https://www.google.com/maps/search/?api=1&query=19.4326,-99.1332');
  });

  it('falls back to name plus address, then the name alone', () => {
    expect(spotMapsUrl({ name: 'Zócalo', address: 'Centro Histórico', coordinates: null })).toBe(
      googleMapsSearchUrl('Zócalo, Centro Histórico'),
    );
    expect(spotMapsUrl({ name: 'Zócalo', address: '  ' })).toBe(googleMapsSearchUrl('Zócalo'));
  });

  it("searches a tour stop in its own city, with ', Mexico City' as the fallback", () => {
    expect(tourStopMapsUrl({ name: 'Monte Albán', cityName: 'Oaxaca' })).toBe(
      googleMapsSearchUrl('Monte Albán, Oaxaca'),
    );
    expect(tourStopMapsUrl({ name: 'Zócalo' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Z%C3%B3calo%2C%20Mexico%20City',
    );
  });
});
