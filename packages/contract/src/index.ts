export * from './errors.ts';
export * from './forms.ts';
