/**
 * GET /metrics (issue 33, item 5; decision 0036): Prometheus text behind METRICS_TOKEN, with each
 * series after traffic; absent without the token; and every answer names its request id.
 */
import { describe, expect, it } from 'vitest';
import { requestIdOf } from '../src/lib/request-id.ts';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { buildContactMessage } from './factories.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';

describe.each(testDatabases)('metrics on $name', (target) => {
  const ctx = useApp(target, { content: 'fixture', env: { METRICS_TOKEN: TOKEN } });
  const scrape = async () => {
    const response = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('answers only a scraper with the token', async () => {
    expect((await ctx.app.inject('/metrics')).statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.replace('0', '1')}` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('has each series after traffic, by route pattern and never by raw URL', async () => {
    await ctx.app.inject('/api/cities');
    await ctx.app.inject('/api/cities');
    await ctx.app.inject('/api/cities/2');
    await ctx.app.inject('/api/no-such-thing?x=1');
    // Seven different messages from one address: the form's limit refuses the last ones (a
    // repeat of one message would be answered as the first, and not counted).
    for (let i = 0; i < 7; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/emails/contact',
        payload: buildContactMessage({ message: `Question number ${i} about the buses.` }),
      });
    }
    const text = await scrape();
    expect(text).toMatch(
      /sendero_http_requests_total\{method="GET",route="\/api\/cities\/:id",status_class="2xx"\} 1/,
    );
    expect(text).toMatch(
      /sendero_http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/cities",status_class="2xx"\}/,
    );
    expect(text).toMatch(/route="unmatched",status_class="4xx"/);
    expect(text).not.toContain('no-such-thing');
    expect(text).toMatch(/sendero_cache_lookups_total\{cache="content",result="hit"\} [1-9]/);
    expect(text).toMatch(/sendero_cache_lookups_total\{cache="content",result="miss"\} [1-9]/);
    expect(text).toMatch(
      /sendero_rate_limit_rejections_total\{route="\/api\/emails\/contact"\} [1-9]/,
    );
    expect(text).toMatch(/sendero_page_renders\{state="running"\} 0/);
    expect(text).toMatch(/sendero_page_renders\{state="waiting"\} 0/);
    expect(text).toMatch(/sendero_outbox_pending \d+/);
    expect(text).toMatch(/sendero_outbox_oldest_pending_age_seconds [\d.]+/);
    expect(text).toMatch(/process_cpu_seconds_total/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds/);
    if (target.name === 'postgres') {
      expect(text).toMatch(/sendero_db_pool_connections\{state="idle"\} \d+/);
      expect(text).toMatch(/sendero_db_pool_waiting \d+/);
    }
  });

  it('names every answer’s request id, and keeps a trusted proxy’s', async () => {
    const response = await ctx.app.inject('/api/cities');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf('edge-7f3a', true)).toBe('edge-7f3a');
    expect(requestIdOf('edge-7f3a', false)).not.toBe('edge-7f3a');
    expect(requestIdOf('bad id\nwith a newline', true)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe.each(testDatabases)('without a token on $name', (target) => {
  const ctx = useApp(target, { content: 'fixture' });
  it('has no /metrics at all', async () => {
    expect((await ctx.app.inject('/metrics')).statusCode).toBe(404);
  });
});
