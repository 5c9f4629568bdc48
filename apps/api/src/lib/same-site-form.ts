/**
 * Whether a form POST to a page came from the site's own pages. A browser names the page's origin
 * (`Origin`, sent with every POST) and, in current browsers, how it relates to ours
 * (`Sec-Fetch-Site`); a form on another site, sent at a visitor's expense, is refused.
 */
import type { FastifyRequest } from 'fastify';

export function sentFromOurPages(request: FastifyRequest, allowedOrigins: readonly string[]) {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  return origin !== undefined && allowedOrigins.includes(origin);
}
