/**
 * Security headers for every response. The SPA loads only its own scripts (no inline script:
 * the theme is set by /theme-init.js), so the policy can forbid everything else.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tileSource } from '@sendero/contract';

/**
 * Powerful browser features: the app uses only sharing and copying a link (and fullscreen, which
 * a map may ask for); everything else is off for the site and anything it might embed. Only
 * features that browsers on every platform know are named: an unknown one is a console warning on
 * every page (Web Share and Web Bluetooth are unknown to Chromium on Linux; both default to the
 * site itself anyway).
 */
export const PERMISSIONS_POLICY = [
  'clipboard-write=(self)',
  'fullscreen=(self)',
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const tiles = tileSource(app.config.MAP_TILE_URL);
    app.addHook('onSend', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // The id every log line of this request carries (lib/request-id.ts): a report can quote it.
      reply.header('x-request-id', request.id);
    });
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The map's tile provider (MAP_TILE_URL): its pictures, and the service worker's and the
          // offline store's fetches of them.
          imgSrc: ["'self'", 'data:', tiles],
          connectSrc: ["'self'", tiles],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'sendero-security', decorators: { fastify: ['config'] } },
);
