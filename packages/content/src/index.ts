export * from './schema.ts';
export * from './errors.ts';
export * from './read-dataset.ts';
export * from './check.ts';
export * from './import.ts';
export * from './recurrence.ts';
export { distanceKm } from '@sendero/hours/travel';
export * from './posts.ts';
export * from './alt-text.ts';
