export * from './errors.ts';
export * from './forms.ts';
export * from './cities.ts';
export * from './content.ts';
export * from './accounts.ts';
