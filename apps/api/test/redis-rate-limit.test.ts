/** With REDIS_URL, every instance counts against the same limit. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTwoInstances } from './build.ts';
import { buildContactMessage } from './factories.ts';
import { requireAll, testRedisUrl } from './databases.ts';

if (requireAll && !testRedisUrl) {
  throw new Error(
    'REQUIRE_ALL=1 but REDIS_URL is not set: the shared rate-limit test would be skipped.',
  );
}

describe.skipIf(!testRedisUrl)('rate limits shared through Redis', () => {
  it('blocks the sixth request from one address across two app instances', async () => {
    await withTwoInstances(async (a, b) => {
      const send = (app: typeof a) =>
        app
          .inject({
            method: 'POST',
            url: '/api/emails/contact',
            payload: buildContactMessage(),
            remoteAddress: '10.7.7.7',
          })
          .then((r) => r.statusCode);
      const statuses = [await send(a), await send(b), await send(a), await send(b), await send(a)];
      expect(statuses).toEqual([202, 202, 202, 202, 202]);
      expect(await send(b)).toBe(429);
      expect(await send(a)).toBe(429);
    });
  });

  it('takes a contact message sent to two instances with one Idempotency-Key once (issue 34)', async () => {
    await withTwoInstances(async (a, b) => {
      const payload = buildContactMessage();
      const send = (app: typeof a, remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/api/emails/contact',
          payload,
          remoteAddress,
          headers: { 'idempotency-key': 'two-instances-key-1' },
        });
      const [first, second] = await Promise.all([send(a, '10.7.8.1'), send(b, '10.7.8.2')]);
      expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
      expect(second.json()).toEqual(first.json());
      const { rows } = await a.db.execute(
        sql`select count(*)::int as n from contact_messages where email = ${payload.email}`,
      );
      expect(rows[0]).toEqual({ n: 1 });
    });
  });
});
