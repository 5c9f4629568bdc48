/**
 * Each request's database work has one deadline, DATABASE_QUERY_TIMEOUT_MS from its arrival:
 * waiting for a pooled connection and the queries after it share it (packages/db
 * request-deadline.ts), so a request ends within that time whatever the database does, instead of
 * a wait for a connection and then a query each taking a timeout of their own.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withDatabaseDeadline } from '@sendero/db';

export const databaseDeadlinePlugin = fp(
  async (app: FastifyInstance) => {
    const ms = app.config.DATABASE_QUERY_TIMEOUT_MS;
    // A callback hook: the rest of the request (hooks, handler) runs inside `done`, so inside
    // the deadline's context.
    app.addHook('onRequest', (_request, _reply, done) => withDatabaseDeadline(ms, done));
  },
  { name: 'sendero-database-deadline', decorators: { fastify: ['config'] } },
);
