/**
 * A form is taken once however often it is sent (issue 34: a double click on "Send message" made two
 * messages and two e-mails). A send is known by its Idempotency-Key and body, or, without a key (a
 * page sent without the app), by its body and the sender's address within seconds
 * (REPEATED_SEND). The first send claims that key in the app's counters (Redis when configured,
 * so every instance sees it; this process's memory otherwise) and its successful answer is kept
 * there; a repeat gets that answer again, and one that arrives while the first is still being
 * taken waits for it. A failed first send releases the key, so sending again really sends.
 *
 * The hooks run before validation (preValidation, the body parsed) so that a repeat is answered
 * before the route's rate limit (`hook: 'preHandler'`) counts it: a repeat costs nothing.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, idempotencyKey } from '@sendero/contract';
import { REPEATED_SEND } from '../limits.ts';
import type { CounterStore } from './counters.ts';
import { HttpError } from './http-errors.ts';

/** The answer kept for repeats: what the first send was answered. */
interface KeptAnswer {
  statusCode: number;
  contentType: string | undefined;
  payload: string;
}

/** Set on a replayed answer, as payment APIs do, so a client (or a test) can tell. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The send's key and how long it is kept: by its Idempotency-Key, else by its sender. Null for a
 * body JSON cannot write again (nested too deep): no form sends one, and validation refuses it.
 */
function sendKey(request: FastifyRequest): { key: string; ttlMs: number } | null {
  let text: string;
  try {
    text = JSON.stringify(request.body ?? null);
  } catch {
    return null;
  }
  const body = createHash('sha256').update(text).digest('base64url');
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const header = idempotencyKey.safeParse(request.headers['idempotency-key']);
  return header.success
    ? { key: `send:${route}:key:${header.data}:${body}`, ttlMs: REPEATED_SEND.keyMs }
    : { key: `send:${route}:from:${request.ip}:${body}`, ttlMs: REPEATED_SEND.sameBodyMs };
}

/** preValidation and onSend hooks for a form's route: `{ ...takenOnce(app.counters), schema }`. */
export function takenOnce(counters: CounterStore) {
  const claimed = new WeakMap<FastifyRequest, { key: string; ttlMs: number }>();

  return {
    async preValidation(request: FastifyRequest, reply: FastifyReply) {
      const send = sendKey(request);
      if (!send) return;
      const giveUpAt = Date.now() + REPEATED_SEND.waitMs;
      for (;;) {
        if ((await counters.claim(send.key, send.ttlMs)) === 0) {
          claimed.set(request, send);
          return;
        }
        const kept = await counters.kept(send.key);
        if (kept !== null) {
          const answer = JSON.parse(kept) as KeptAnswer;
          if (answer.contentType) reply.type(answer.contentType);
          return reply.code(answer.statusCode).header(REPLAYED_HEADER, 'true').send(answer.payload);
        }
        if (Date.now() >= giveUpAt) {
          throw new HttpError(
            409,
            ERROR_CODES.conflict,
            'This form is still being sent. Please wait a moment before sending it again.',
          );
        }
        await sleep(REPEATED_SEND.pollMs);
      }
    },

    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const send = claimed.get(request);
      if (!send) return payload;
      claimed.delete(request);
      const ok = reply.statusCode >= 200 && reply.statusCode < 300;
      if (ok && typeof payload === 'string') {
        const contentType = reply.getHeader('content-type');
        const answer: KeptAnswer = {
          statusCode: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : undefined,
          payload,
        };
        await counters.keep(send.key, JSON.stringify(answer), send.ttlMs);
      } else {
        // Refused or failed: nothing was taken, so the same send may be tried again at once.
        await counters.reset(send.key);
      }
      return payload;
    },
  };
}
