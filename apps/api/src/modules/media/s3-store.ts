/**
 * Uploaded pictures in an S3-compatible bucket (AWS S3, MinIO, R2, Ceph…), addressed path-style
 * and signed with Signature V4. Reads are proxied through the API (the site's CSP allows pictures
 * from itself only), so the bucket can stay private.
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { FastifyBaseLogger } from 'fastify';
import type { S3Settings } from '../../config.ts';
import { MEDIA_STORE_TIMEOUT_MS } from '../../limits.ts';
import { HttpError, RETRY_AFTER_SECONDS } from '../../lib/http-errors.ts';
import { ERROR_CODES } from '@sendero/contract';
import type { MediaStore } from './media-store.ts';

/** The store answered with an error, or not at all: the caller may try again later. */
function storeUnavailable() {
  return new HttpError(
    503,
    ERROR_CODES.unavailable,
    'The picture store is not answering. Please try again in a moment.',
    undefined,
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

export function createS3Store(settings: S3Settings, log: FastifyBaseLogger): MediaStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const urlOf = (key: string) =>
    `${settings.endpoint}/${encodeURIComponent(settings.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const failed = (action: string, key: string, err: unknown) => {
    log.error({ err, action, key }, 'the S3 picture store failed');
    return storeUnavailable();
  };
  const send = async (action: string, key: string, init: RequestInit) => {
    let response: Response;
    try {
      const signal = AbortSignal.timeout(MEDIA_STORE_TIMEOUT_MS);
      response = await client.fetch(urlOf(key), { ...init, signal });
    } catch (error) {
      throw failed(action, key, error);
    }
    if (response.ok || (action === 'get' && response.status === 404)) return response;
    throw failed(action, key, new Error(`${response.status}: ${await response.text()}`));
  };

  return {
    description: `${settings.endpoint}/${settings.bucket}`,
    async put(key, body, contentType) {
      // The body's hash is signed too (aws4fetch would send it as UNSIGNED-PAYLOAD): the store
      // refuses bytes changed on the way.
      const headers = { 'content-type': contentType, 'x-amz-content-sha256': sha256(body) };
      await send('put', key, { method: 'PUT', body, headers });
    },
    async get(key) {
      const response = await send('get', key, { method: 'GET' });
      if (response.status === 404) return null;
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
