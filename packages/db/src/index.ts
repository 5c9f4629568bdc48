export * from './schema/index.ts';
export * from './open.ts';
export * from './unavailable.ts';
export * from './queries/cities.ts';
