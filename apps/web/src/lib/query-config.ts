import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a data hook's caller may add to the entity's query options (`enabled`, `select`,
 * `staleTime`…): everything except the key and the function, which belong to the entity. Hooks take
 * it as their last parameter and spread it over the options (bulletproof-react's QueryConfig).
 */
export type QueryConfig<T extends (...args: never[]) => unknown> = Partial<
  Omit<ReturnType<T>, 'queryKey' | 'queryFn'>
>;

/** The same for a mutation hook: everything except the mutation function. */
export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;
