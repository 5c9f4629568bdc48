/** The OpenAPI document at /api/docs describes every operation well enough to browse it. */
import { describe, expect, it } from 'vitest';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';

interface Operation {
  summary?: string;
  tags?: string[];
}

describe('the OpenAPI document', () => {
  // The document does not depend on the database: PGlite alone is enough.
  const ctx = useApp(testDatabases[0]!);

  it('gives every operation a summary and at least one tag', async () => {
    const response = await ctx.app.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, Operation>>;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        operation: `${method.toUpperCase()} ${path}`,
        summary: operation.summary?.trim() ?? '',
        tags: operation.tags ?? [],
      })),
    );
    expect(operations.length).toBeGreaterThan(20);
    const incomplete = operations.filter((op) => op.summary === '' || op.tags.length === 0);
    expect(incomplete).toEqual([]);
  });
});
