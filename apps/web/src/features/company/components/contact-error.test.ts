import { CONTACT_TEXT } from '@sendero/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { contactFailure } from './contact-error.ts';

const serverError = (status: number, message: string, field?: string) =>
  new ApiRequestError({ status, code: 'X', message, field, fromServer: true });

describe('contactFailure', () => {
  it("shows the server's message for 400 (with the field) and 429", () => {
    expect(contactFailure(serverError(400, 'Enter a valid email.', 'email'))).toEqual({
      message: 'Enter a valid email.',
      field: 'email',
    });
    expect(contactFailure(serverError(429, 'Too many messages.')).message).toBe(
      'Too many messages.',
    );
  });

  it('uses the failure text for other non-ok answers', () => {
    expect(contactFailure(serverError(500, 'Internal')).message).toBe(CONTACT_TEXT.failure);
    const bare = new ApiRequestError({
      status: 400,
      code: 'HTTP_ERROR',
      message: 'x',
      fromServer: false,
    });
    expect(contactFailure(bare).message).toBe(CONTACT_TEXT.failure);
  });

  it('uses the network text when fetch rejected', () => {
    expect(contactFailure(new TypeError('Failed to fetch')).message).toBe(CONTACT_TEXT.network);
  });
});
