/**
 * Uploaded pictures in an S3-compatible bucket (decision 0044), against a real local S3 server
 * (s3rver) behind a proxy that checks each request's Signature V4: an upload is stored in the
 * bucket, not in DATA_DIR, and served back through the API; a wrong secret or a store that does
 * not answer gives 503 with Retry-After.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaFile } from '@sendero/contract';
import type { DatabaseHandle } from '@sendero/db';
import { bearer } from './accounts-helpers.ts';
import { build } from './build.ts';
import { testDatabases } from './databases.ts';
import { accountWithRole } from './editor-helpers.ts';
import { multipartForm, pngWithExif } from './media-helpers.ts';
import { signedS3Proxy } from './s3-signed-proxy.ts';

const BUCKET = 'sendero-media';
/** s3rver knows one key id, S3RVER; the secret is checked by the proxy alone. */
const KEYS = {
  id: 'S3RVER',
  secret: 'a-secret-only-this-test-knows',
  region: 'mx-central-1',
};

describe('the S3 picture store', () => {
  let s3: S3rver;
  let s3Url: string;
  let proxy: Awaited<ReturnType<typeof signedS3Proxy>>;
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 'sendero-s3-')),
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3.run();
    s3Url = `http://127.0.0.1:${port}`;
    proxy = await signedS3Proxy(s3Url, KEYS.secret, KEYS.region);
    database = await testDatabases[0]!.open('fixture');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    await proxy?.close();
    await s3?.close();
  });

  async function appWith(endpoint: string, secret = KEYS.secret) {
    const { app } = await build(database, {
      env: {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: BUCKET,
        S3_REGION: KEYS.region,
        S3_ACCESS_KEY_ID: KEYS.id,
        S3_SECRET_ACCESS_KEY: secret,
      },
    });
    apps.push(app);
    const editor = await accountWithRole({ app, database }, 'editor');
    const upload = async (file: Buffer) => {
      const form = multipartForm([
        { name: 'kind', value: 'tour' },
        { name: 'alt', value: 'A market stall' },
        { name: 'file', value: file, filename: 'stall.png', contentType: 'image/png' },
      ]);
      return app.inject({
        method: 'POST',
        url: '/api/editor/media',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(editor.token) },
      });
    };
    return { app, upload };
  }

  it('keeps an upload in the bucket with signed requests, and serves it through the API', async () => {
    const { app, upload } = await appWith(proxy.url);
    const response = await upload(await pngWithExif(300, 200));
    expect(response.statusCode, response.body).toBe(201);
    const { file, url } = response.json<MediaFile>();

    const served = await app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The object is in the bucket, byte for byte what the API serves.
    const reader = new AwsClient({
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
      service: 's3',
    });
    const object = await reader.fetch(`${s3Url}/${BUCKET}/${file}`);
    expect(object.status).toBe(200);
    expect(Buffer.from(await object.arrayBuffer()).equals(served.rawPayload)).toBe(true);
    expect(existsSync(app.config.mediaDir)).toBe(false);

    expect(proxy.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      `PUT /${BUCKET}/${file}`,
      `GET /${BUCKET}/${file}`,
    ]);
    expect(proxy.seen.every((r) => r.valid && r.signedBy === KEYS.id)).toBe(true);

    const missing = await app.inject(`/media/uploads/${'f'.repeat(64)}.webp`);
    expect(missing.statusCode).toBe(404);
  });

  it('answers 503 with Retry-After when the store refuses the signature or does not answer', async () => {
    const wrong = await appWith(proxy.url, 'not-the-secret');
    const refused = await wrong.upload(await pngWithExif(30, 20));
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json()).toMatchObject({
      message: 'The picture store is not answering. Please try again in a moment.',
    });
    expect(proxy.seen.at(-1)).toMatchObject({ method: 'PUT', valid: false });

    const closed = await proxyThatIsGone();
    const down = await appWith(closed);
    expect((await down.upload(await pngWithExif(30, 20))).statusCode).toBe(503);
    expect((await down.app.inject(`/media/uploads/${'e'.repeat(64)}.webp`)).statusCode).toBe(503);
  });
});

/** The address of a server that has just stopped: connections to it are refused. */
async function proxyThatIsGone(): Promise<string> {
  const gone = await signedS3Proxy('http://127.0.0.1:9', KEYS.secret, KEYS.region);
  await gone.close();
  return gone.url;
}
