import {
  apiError,
  CONSENT_COOKIE,
  CONSENT_FORM_PATH,
  consentFormBody,
  localReturnPath,
  PREFERENCE_COOKIE_MAX_AGE_S,
} from '@sendero/contract';
import { routeModule } from '../../lib/route-module.ts';

/**
 * The cookie banner's answer without the app's code (issue 28): its form posts here, the choice
 * goes into the consent cookie the page renderer reads, and the visitor is sent back (303) to the
 * page, now rendered without the banner. With the app running, the browser writes the same cookie
 * itself and nothing is posted.
 */
export const preferencesRoutes = routeModule('preferences', [], async (app) => {
  // A plain HTML form's body. Only this module's routes accept it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    CONSENT_FORM_PATH,
    {
      schema: {
        tags: ['preferences'],
        summary: "Record the cookie banner's answer and go back to the page",
        consumes: ['application/x-www-form-urlencoded'],
        body: consentFormBody,
        response: { 400: apiError },
      },
    },
    async (request, reply) => {
      reply.setCookie(CONSENT_COOKIE, request.body.status, {
        path: '/',
        maxAge: PREFERENCE_COOKIE_MAX_AGE_S,
        sameSite: 'lax',
        secure: app.config.secureCookies,
        // The app reads and writes it too (the same cookie, without a reload).
        httpOnly: false,
      });
      return reply
        .header('cache-control', 'no-store')
        .redirect(localReturnPath(request.body.returnTo), 303);
    },
  );
});
