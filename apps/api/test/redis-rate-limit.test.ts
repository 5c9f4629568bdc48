/** With REDIS_URL, every instance counts against the same limit. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { build } from './build.ts';
import { buildContactMessage } from './factories.ts';
import { requireAll, testDatabases, testRedisUrl } from './databases.ts';

if (requireAll && !testRedisUrl) {
  throw new Error(
    'REQUIRE_ALL=1 but REDIS_URL is not set: the shared rate-limit test would be skipped.',
  );
}

describe.skipIf(!testRedisUrl)('rate limits shared through Redis', () => {
  it('blocks the sixth request from one address across two app instances', async () => {
    const database = await testDatabases[0]!.open();
    const shared = {
      env: { REDIS_URL: testRedisUrl },
      rateLimitNamespace: `sendero-test-${randomUUID()}:`,
    };
    const a = await build(database, shared);
    const b = await build(database, shared);
    try {
      const send = (app: typeof a.app) =>
        app
          .inject({
            method: 'POST',
            url: '/api/emails/contact',
            payload: buildContactMessage(),
            remoteAddress: '10.7.7.7',
          })
          .then((r) => r.statusCode);
      const statuses = [
        await send(a.app),
        await send(b.app),
        await send(a.app),
        await send(b.app),
        await send(a.app),
      ];
      expect(statuses).toEqual([202, 202, 202, 202, 202]);
      expect(await send(b.app)).toBe(429);
      expect(await send(a.app)).toBe(429);
    } finally {
      await a.app.close();
      await b.app.close();
      await database.close();
    }
  });
});
