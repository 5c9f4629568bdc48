import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@sendero/db';

interface SignalSource {
  once(signal: 'SIGTERM' | 'SIGINT', listener: () => void): unknown;
  exitCode?: number | string | undefined;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish (Fastify's
 * close waits for them), stop background work, then close the database. Returns the shutdown
 * function so tests can call it directly.
 */
export function installShutdown(
  app: FastifyInstance,
  database: DatabaseHandle,
  source: SignalSource,
) {
  let closing: Promise<void> | null = null;
  const shutdown = (signal: string) => {
    closing ??= (async () => {
      app.log.info(`${signal} received: finishing in-flight requests`);
      try {
        await app.close();
        await database.close();
      } catch (error) {
        app.log.error({ err: error }, 'error during shutdown');
        source.exitCode = 1;
      }
    })();
    return closing;
  };
  source.once('SIGTERM', () => void shutdown('SIGTERM'));
  source.once('SIGINT', () => void shutdown('SIGINT'));
  return shutdown;
}
