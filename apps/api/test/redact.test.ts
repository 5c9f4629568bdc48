import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redactError, redactUrl } from '../src/lib/redact.ts';

describe('redactUrl', () => {
  it('masks secret query values and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc123&lang=en')).toBe(
      '/reset-password?token=%5BREDACTED%5D&lang=en',
    );
    expect(redactUrl('/x?accessToken=1&refresh_token=2&password=3')).not.toMatch(/=1|=2|=3/);
  });
  it('leaves URLs without secrets untouched', () => {
    expect(redactUrl('/api/tours?cityId=2&limit=4')).toBe('/api/tours?cityId=2&limit=4');
    expect(redactUrl('/cities/4')).toBe('/cities/4');
  });
});

describe('redactError', () => {
  const values = ['Ana López', 'ana@example.com', 'Hola,\nparams: are mine\ncall me'];
  const pgError = Object.assign(new Error('new row violates check constraint "refuse_all"'), {
    code: '23514',
    detail: 'Failing row contains (7, Ana López, ana@example.com).',
  });

  it("drops a failed query's values from its message, stack and fields, and keeps the SQL", () => {
    const error = new DrizzleQueryError(
      'insert into "contact_messages" ("name", "email", "message") values ($1, $2, $3)',
      values,
      pgError,
    );
    const serialized = redactError(error) as unknown as Record<string, unknown>;
    const text = JSON.stringify(serialized);
    for (const value of ['Ana', 'ana@example.com', 'are mine', 'call me']) {
      expect(text).not.toContain(value);
    }
    expect(serialized['message']).toBe(
      'Failed query: insert into "contact_messages" ("name", "email", "message") values ($1, $2, $3)' +
        ': new row violates check constraint "refuse_all"',
    );
    expect(serialized['stack']).toMatch(/caused by: Error: new row violates check constraint/);
    expect(serialized['params']).toBe('[REDACTED]');
  });

  it("masks PostgreSQL's detail, which quotes the row or key", () => {
    const serialized = redactError(pgError) as unknown as Record<string, unknown>;
    expect(serialized).toMatchObject({ code: '23514', detail: '[REDACTED]' });
    expect(JSON.stringify(serialized)).not.toContain('ana@example.com');
  });
});
