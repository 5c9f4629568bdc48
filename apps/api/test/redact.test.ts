import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/lib/redact.ts';

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
