/**
 * A module's routes as a named plugin that states the app plugins it relies on, so registering it
 * before them fails at start with fastify-plugin's message rather than at the first request. It
 * stays encapsulated: the module's hooks apply to its own routes only.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export function routeModule<Options extends Record<string, unknown> = Record<never, never>>(
  name: string,
  dependencies: string[],
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return fp(routes, { name: `sendero-${name}-routes`, dependencies, encapsulate: true });
}
