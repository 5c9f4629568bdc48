/**
 * One error shape for every failure: `{ error, message, field? }` (architecture §4).
 * Validation → 400 naming the field; body too large → 413; database unreachable or too slow
 * (any of its timeouts) → 503 with Retry-After; anything unexpected → 500 with a generic sentence
 * (details only in the log). A client that hung up while sending its request gets nothing: there
 * is no one to answer.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiError } from '@sendero/contract';
import { isDatabaseUnavailable } from '@sendero/db';
import { HttpError, RETRY_AFTER_SECONDS } from '../lib/http-errors.ts';
import { redactUrl } from '../lib/redact.ts';

/** nginx's status for "the client closed the request"; only ever seen in our own log. */
const CLIENT_CLOSED_REQUEST = 499;

function send(reply: FastifyReply, status: number, body: ApiError) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The error is the request stream's own: the client hung up before its body arrived. Node reports
 * that as ECONNRESET, the same code as a database connection reset, so it is told apart by where
 * it came from, not by its code.
 */
function abortedByClient(error: unknown, request: FastifyRequest): boolean {
  return request.raw.errored === error;
}

function fieldFromPath(instancePath: string | undefined): string | undefined {
  const field = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return field || undefined;
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        const field =
          fieldFromPath(first?.instancePath) ?? first?.params?.['missingProperty']?.toString();
        const where = error.validationContext === 'querystring' ? 'query' : error.validationContext;
        const message = first?.message ?? 'Invalid request.';
        return send(reply, 400, {
          error: ERROR_CODES.validation,
          message: field ? `${field}: ${message}` : `Invalid ${where ?? 'request'}: ${message}`,
          ...(field ? { field } : {}),
        });
      }
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return send(reply, error.statusCode, {
          error: error.code,
          message: error.message,
          ...(error.field ? { field: error.field } : {}),
        });
      }
      if (abortedByClient(error, request)) {
        request.log.info(
          { method: request.method, url: redactUrl(request.url) },
          'request aborted by the client',
        );
        return reply.status(CLIENT_CLOSED_REQUEST).send();
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return send(reply, 503, {
          error: ERROR_CODES.unavailable,
          message: 'The service is temporarily unavailable. Please try again in a moment.',
        });
      }
      const status = error.statusCode ?? 500;
      if (status === 413) {
        return send(reply, 413, {
          error: ERROR_CODES.payloadTooLarge,
          message: 'The request body is too large.',
        });
      }
      if (status === 429) {
        return send(reply, 429, {
          error: ERROR_CODES.rateLimited,
          message: error.message || 'Too many requests. Please wait a moment and try again.',
        });
      }
      if (status >= 400 && status < 500) {
        // Framework client errors (bad JSON, unsupported media type): their messages are safe.
        return send(reply, status, {
          error: error.code ?? ERROR_CODES.validation,
          message: error.message,
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, {
        error: ERROR_CODES.internal,
        message: 'Something went wrong on our side. Please try again.',
      });
    });
  },
  { name: 'sendero-errors' },
);
