/**
 * Where uploaded pictures' bytes are kept (decision 0044): a folder under DATA_DIR, or an
 * S3-compatible bucket when S3_ENDPOINT is set. Keys are content-addressed file names
 * ("uploads/<sha-256>.webp"), so a key's bytes never change and writing one twice is harmless.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { createDataDirStore } from './data-dir-store.ts';
import { createS3Store } from './s3-store.ts';

export interface MediaStore {
  /** Where the bytes go, for the start-up log. */
  readonly description: string;
  /** Keeps `body` under `key`; a key already kept is left as it is. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes kept under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
}

export function createMediaStore(
  config: Pick<AppConfig, 's3' | 'mediaDir'>,
  log: FastifyBaseLogger,
): MediaStore {
  return config.s3 ? createS3Store(config.s3, log) : createDataDirStore(config.mediaDir);
}
