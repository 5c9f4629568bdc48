/**
 * One log line per request, written when the answer has gone out, in place of Fastify's two
 * ("incoming request" and "request completed"): serialising and writing a line is synchronous
 * work on the request's path, so it is done once. Static files (the built app's assets,
 * the dataset's images, the site's root files) are not logged at all: they are many, never
 * interesting, and a CDN or the browser cache serves them again anyway. Nor are the reads a page
 * render makes of the API in-process: the page's line stands for them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isInternalRequest } from '../lib/internal-request.ts';
import { redactUrl } from '../lib/redact.ts';

const STATIC_PREFIXES = /^\/(assets|media)\//;
const ROOT_FILE = /^\/[\w.-]+\.(svg|png|ico|js|css|webmanifest|woff2?|map)$/;

export function isStaticAsset(path: string): boolean {
  return STATIC_PREFIXES.test(path) || ROOT_FILE.test(path);
}

function logResponse(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  if (isStaticAsset(path) || isInternalRequest(request)) return;
  const line = {
    method: request.method,
    url: redactUrl(request.url),
    statusCode: reply.statusCode,
    responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
    remoteAddress: request.ip,
  };
  // Server errors are logged where they happen, with their cause; this line only counts them.
  if (reply.statusCode >= 500) request.log.warn(line, 'request failed');
  else request.log.info(line, 'request');
}

export const accessLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => logResponse(request, reply));
  },
  { name: 'sendero-access-log' },
);
