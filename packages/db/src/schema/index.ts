export * from './content.ts';
export * from './accounts.ts';
export * from './messages.ts';
export * from './search.ts';
export * from './trips.ts';
export * from './newsroom.ts';
