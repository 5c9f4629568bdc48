/**
 * Pages whose forms are sent to the page itself as a POST when the app's code has not run (issue
 * 28): the server renders the page with the route's action, which answers with the form's message.
 * The API accepts a page POST on these paths only; the router gives each of them an action.
 */
import type { PageName } from './paths.ts';

export const PAGES_WITH_FORMS = [
  'companyInfo',
  'submit',
  'forgotPassword',
  'resetPassword',
  'login',
] as const satisfies readonly PageName[];

export type PageWithForm = (typeof PAGES_WITH_FORMS)[number];

/** The largest form body a page accepts: the longest message with its sender, encoded, and room. */
export const PAGE_FORM_BODY_LIMIT = 64 * 1024;

/**
 * What the sign-in and registration forms answer when sent without the app's code: a session is
 * an access token held by the app in memory (decision 0024), so there is nothing to sign in to.
 */
export const SCRIPT_REQUIRED_TEXT = {
  signIn: 'Signing in needs JavaScript. Turn it on for this site and try again.',
  register: 'Creating an account needs JavaScript. Turn it on for this site and try again.',
} as const;
