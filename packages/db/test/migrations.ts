import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../src/index.ts';

/** The migrations folder as it was before `until` (its journal cut there). */
export function migrationsBefore(until: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'sendero-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === until);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * The migrations folder without `tag` (its journal and file dropped): a database migrated with it
 * has every later table and column, so today's importer can fill it, but not `tag`'s own changes.
 */
export function migrationsWithout(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'sendero-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag !== tag);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** The statements of one migration, as drizzle-kit wrote them. */
export function migrationStatements(tag: string): string[] {
  return readFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}
