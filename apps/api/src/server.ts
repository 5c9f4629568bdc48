/**
 * Entry point: configuration → database → migrations → content on first start → listen.
 * SIGTERM/SIGINT close the server gracefully: in-flight requests finish, then the database closes.
 */
import { buildApp } from './app.ts';
import { openConfiguredDatabase, prepareDatabase } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { installShutdown } from './shutdown.ts';

async function main() {
  // Opening hours are evaluated on Dates carrying each place's own wall clock (decision 0031); in a
  // zone with daylight saving the hour it skips could not be represented, so the process runs in
  // UTC whatever the machine's zone. Every clock a traveller sees names its city's zone.
  process.env.TZ = 'UTC';
  const config = loadConfig();
  // Each step of a start, in milliseconds, logged once listening: a slow first start says where.
  const steps: Record<string, number> = {};
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    steps[step] = Math.round(performance.now() - started);
    return result;
  };
  const database = await timed('openDatabaseMs', () =>
    openConfiguredDatabase(config, (error) =>
      console.error(`database pool error: ${error.message}`),
    ),
  );
  const app = await timed('buildAppMs', () => buildApp({ config, database }));
  const imported = await timed('migrateAndImportMs', () => prepareDatabase(database, config));
  if (imported) app.log.info({ counts: imported }, 'imported the content dataset');
  installShutdown(app, database, process);
  await timed('listenMs', () => app.listen({ port: config.PORT, host: config.HOST }));
  app.log.info(
    { ...steps, sinceProcessStartMs: Math.round(performance.now()) },
    `Sendero is running at ${config.publicUrl} (database: ${database.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
