const SEARCH_BASE = 'https://www.google.com/maps/search/?api=1&query=';

export function googleMapsSearchUrl(query: string): string {
  return `${SEARCH_BASE}${encodeURIComponent(query)}`;
}

/**
 * 'Open in Google Maps' on a stop within a tour. The specification appends ', Mexico City' to every
 * name; that sends a stop in Oaxaca to the wrong city, so the spot's own city name is used instead,
 * with Mexico City only as the fallback the specification names.
 */
export function tourStopMapsUrl(spot: { name: string; cityName?: string | null }): string {
  const city = spot.cityName?.trim() || 'Mexico City';
  return googleMapsSearchUrl(`${spot.name}, ${city}`);
}

interface MappableSpot {
  name: string;
  address?: string | null;
  coordinates?: { lat: number; lng: number } | null;
}

/** 'Open in Maps' on the spot page: exact coordinates when known, else the name and address. */
export function spotMapsUrl(spot: MappableSpot): string {
  const { coordinates } = spot;
  if (coordinates && Number.isFinite(coordinates.lat) && Number.isFinite(coordinates.lng)) {
    // Numbers need no escaping; the comma stays literal as in Google's documented form.
    return `${SEARCH_BASE}${coordinates.lat},${coordinates.lng}`;
  }
  const address = spot.address?.trim();
  return googleMapsSearchUrl(address ? `${spot.name}, ${address}` : spot.name);
}
