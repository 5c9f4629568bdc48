/**
 * A simplified outline of México as [lat, lng] border points (clockwise from Tijuana), good enough
 * to recognise the country and to place cities on it. Drawn by hand from approximate coordinates.
 */
export const MEXICO_BORDER: readonly (readonly [number, number])[] = [
  // Northern border, west to east
  [32.53, -117.12],
  [32.72, -114.72],
  [32.49, -114.81],
  [31.33, -111.07],
  [31.33, -108.21],
  [31.78, -108.21],
  [31.78, -106.53],
  [31.3, -106.1],
  [30.63, -104.98],
  [29.56, -104.42],
  [28.97, -103.15],
  [29.2, -102.8],
  [29.8, -102.3],
  [29.77, -101.4],
  [29.32, -100.93],
  [28.7, -100.52],
  [27.5, -99.51],
  [26.4, -99.1],
  [26.08, -98.28],
  [25.87, -97.5],
  [25.96, -97.15],
  // Gulf of Mexico coast
  [25.0, -97.5],
  [24.0, -97.72],
  [23.0, -97.75],
  [22.25, -97.85],
  [21.6, -97.35],
  [20.95, -97.4],
  [20.2, -96.8],
  [19.2, -96.13],
  [18.77, -95.76],
  [18.6, -95.0],
  [18.15, -94.42],
  [18.4, -93.6],
  [18.55, -92.65],
  [18.65, -91.83],
  [19.35, -90.72],
  [19.85, -90.53],
  [20.86, -90.4],
  [21.28, -89.66],
  [21.6, -88.16],
  [21.6, -87.1],
  // Caribbean coast
  [21.16, -86.83],
  [20.63, -87.07],
  [20.21, -87.46],
  [19.3, -87.5],
  [18.5, -87.75],
  [18.27, -87.83],
  [18.5, -88.3],
  // Belize and Guatemala
  [18.48, -88.5],
  [17.82, -89.15],
  [17.82, -90.99],
  [17.25, -90.99],
  [17.25, -91.43],
  [16.07, -90.44],
  [16.07, -91.73],
  [15.26, -92.2],
  [14.53, -92.23],
  // Pacific coast, south-east to north-west
  [15.2, -92.9],
  [15.8, -93.8],
  [16.2, -94.5],
  [16.17, -95.2],
  [15.7, -96.1],
  [15.86, -97.07],
  [16.3, -98.5],
  [16.85, -99.9],
  [17.6, -101.5],
  [17.95, -102.2],
  [18.3, -103.3],
  [19.05, -104.3],
  [20.4, -105.7],
  [20.65, -105.25],
  [20.77, -105.52],
  [21.54, -105.3],
  [22.5, -105.7],
  [23.2, -106.42],
  [24.5, -107.5],
  [25.6, -109.05],
  [26.7, -109.6],
  [27.92, -110.9],
  [28.8, -111.95],
  [30.0, -112.8],
  [31.3, -113.55],
  [31.8, -114.8],
  // Baja California: Gulf side south, then the Pacific side north
  [31.0, -114.8],
  [29.9, -114.4],
  [28.95, -113.55],
  [27.34, -112.27],
  [26.9, -111.98],
  [26.0, -111.34],
  [25.0, -110.7],
  [24.14, -110.31],
  [23.6, -109.5],
  [22.88, -109.9],
  [23.45, -110.22],
  [24.3, -111.5],
  [24.6, -112.1],
  [25.8, -112.2],
  [26.7, -113.6],
  [27.85, -115.08],
  [27.97, -114.05],
  [29.0, -114.95],
  [29.6, -115.3],
  [30.06, -115.72],
  [30.5, -116.0],
  [31.86, -116.6],
];

/** Bounds of the drawing, with a small margin around the country. */
const WEST = -117.8;
const EAST = -86.2;
const NORTH = 33.2;
const SOUTH = 14.0;
/** Equirectangular projection scaled by cos(23°), the country's middle latitude. */
const X_SCALE = 20 * Math.cos((23 * Math.PI) / 180);
const Y_SCALE = 20;

export const MAP_WIDTH = Math.round((EAST - WEST) * X_SCALE);
export const MAP_HEIGHT = Math.round((NORTH - SOUTH) * Y_SCALE);

export function projectPoint(lat: number, lng: number): { x: number; y: number } {
  return { x: (lng - WEST) * X_SCALE, y: (NORTH - lat) * Y_SCALE };
}

/** True when a point lies inside the drawing (cities outside it are not marked). */
export function isOnMap(lat: number, lng: number): boolean {
  return lat <= NORTH && lat >= SOUTH && lng >= WEST && lng <= EAST;
}

export const MEXICO_PATH = `${MEXICO_BORDER.map(([lat, lng], index) => {
  const { x, y } = projectPoint(lat, lng);
  return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
}).join(' ')} Z`;
