import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('runs with no configuration at all: PGlite in ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.pgliteDir).toMatch(/data[\\/]pglite$/);
    expect(config.outboxDir).toMatch(/data[\\/]outbox$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'http://localhost'],
    ['LOG_LEVEL', 'loud'],
    ['CONTACT_TO', 'not-an-address'],
    ['MAP_TILE_URL', 'https://tiles.example.net/tile.png'],
    ['MAP_TILE_URL', 'javascript:alert(1)//{z}{x}{y}'],
  ])('fails fast naming %s when it is invalid', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('bounds every PostgreSQL wait by default, the query timeout above the statement timeout', () => {
    const config = loadConfig({});
    expect(config.DATABASE_CONNECT_TIMEOUT_MS).toBe(5000);
    expect(config.DATABASE_STATEMENT_TIMEOUT_MS).toBe(5000);
    expect(config.DATABASE_QUERY_TIMEOUT_MS).toBe(6000);
    expect(() =>
      loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '8000', DATABASE_QUERY_TIMEOUT_MS: '8000' }),
    ).toThrow(/DATABASE_QUERY_TIMEOUT_MS: must be greater than DATABASE_STATEMENT_TIMEOUT_MS/);
  });

  it('keeps uploaded pictures in DATA_DIR/media unless an S3 store is configured in full', () => {
    expect(loadConfig({})).toMatchObject({
      s3: null,
      mediaDir: expect.stringMatching(/data[\\/]media$/),
    });
    const s3 = {
      S3_ENDPOINT: 'https://s3.example.net/',
      S3_BUCKET: 'sendero-media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'https://s3.example.net',
      bucket: 'sendero-media',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(() => loadConfig({ ...s3, S3_BUCKET: '', S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_BUCKET: is needed with S3_ENDPOINT\n {2}S3_SECRET_ACCESS_KEY: is needed with S3_ENDPOINT/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://s3.example.net' })).toThrow(
      /S3_ENDPOINT:/,
    );
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET:/);
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://sendero.travel/' }).publicUrl).toBe(
      'https://sendero.travel',
    );
  });
});
