import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { tripErrorText } from './trip-page.tsx';

const refusal = (status: number, message: string) =>
  new ApiRequestError({ status, code: 'X', message, fromServer: true });

describe('trip page errors', () => {
  it('says whose trip it is, or that there is none, in the API words', () => {
    expect(tripErrorText(refusal(403, 'Forbidden'))).toBe('This trip belongs to another account.');
    expect(tripErrorText(refusal(404, 'Nope'))).toBe('Trip not found.');
    expect(tripErrorText(refusal(503, 'The database is busy. Try again shortly.'))).toBe(
      'The database is busy. Try again shortly.',
    );
    expect(tripErrorText(new TypeError('Failed to fetch'))).toBe('Could not load the trip.');
  });
});
