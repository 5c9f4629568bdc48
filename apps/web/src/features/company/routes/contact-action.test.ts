import { CONTACT_TEXT } from '@sendero/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../lib/api-client.ts';
import { contactAction } from './contact-action.ts';

const contact = { name: 'Ana', email: 'ana@example.com', message: 'Hola' };

function send(fields: Record<string, string>) {
  const request = new Request('http://sendero.test/company-info', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return contactAction({
    request,
    url: new URL(request.url),
    pattern: '',
    params: {},
    context: {},
  });
}

/** The API as the action reaches it, answering every call with `response`. */
function apiAnswers(response: () => Response) {
  const transport = vi.fn(async (_path: string, _init: RequestInit) => response());
  setApiTransport(transport);
  return transport;
}

afterEach(() => setApiTransport((path, init) => fetch(path, init)));

describe('contactAction (the contact form sent without the app)', () => {
  it('sends the message to the API and answers that it was sent', async () => {
    const transport = apiAnswers(() => new Response(null, { status: 202 }));
    const result = await send(contact);
    expect(result.init?.status).toBe(200);
    expect(result.data).toEqual({ outcome: 'sent' });
    expect(transport).toHaveBeenCalledWith(
      '/api/emails/contact',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(contact) }),
    );
  });

  it('refuses a bad field with 400 and the schema message, without calling the API', async () => {
    const transport = apiAnswers(() => new Response(null, { status: 202 }));
    const result = await send({ ...contact, email: 'ana' });
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      outcome: 'failed',
      values: { ...contact, email: 'ana' },
      field: 'email',
      message: 'Enter a valid email.',
    });
    expect(transport).not.toHaveBeenCalled();
  });

  it("passes on the API's 429 with its message, and answers 503 with the spec's text otherwise", async () => {
    const limited = { error: 'RATE_LIMITED', message: 'Too many requests.' };
    apiAnswers(() => Response.json(limited, { status: 429 }));
    const tooMany = await send(contact);
    expect(tooMany.init?.status).toBe(429);
    expect(tooMany.data).toMatchObject({ outcome: 'failed', message: 'Too many requests.' });

    apiAnswers(() => new Response('down', { status: 500 }));
    const failed = await send(contact);
    expect(failed.init?.status).toBe(503);
    expect(failed.data).toMatchObject({ outcome: 'failed', message: CONTACT_TEXT.failure });
  });
});
