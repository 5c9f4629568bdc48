/**
 * Route actions for forms sent without the app's code (issue 28). The browser sends such a form as
 * a POST to its own page; the server's static handler runs the route's action, and the page renders
 * again with the action's answer (`useActionData`) and the HTTP status that fits it. In the browser
 * the forms keep their own handlers, so these run on the server only.
 */
import { data, type ActionFunctionArgs } from 'react-router';
import type { z } from 'zod';
import { ApiRequestError } from './api-client.ts';

export type PageAction = (args: ActionFunctionArgs) => Promise<unknown>;

/** A form field's text; a field that was not sent (or sent as a file) reads as ''. */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The first problem of a form the contract's schema refused, as the API words it (its 400 names
 * the field and gives the schema's message): the page says the same whether the API or the action
 * found it.
 */
export function firstIssue(error: z.ZodError): { field?: string; message: string } {
  const [issue] = error.issues;
  const field = issue?.path[0];
  return {
    message: issue?.message ?? 'Invalid input.',
    ...(field === undefined ? {} : { field: String(field) }),
  };
}

/**
 * The page's status for a failed call: the API's own 400 (a field) or 429 (too many), and 503 for
 * anything else (the API failing or out of reach), which says "try again later".
 */
export function failureStatus(error: unknown): 400 | 429 | 503 {
  if (error instanceof ApiRequestError && (error.status === 400 || error.status === 429)) {
    return error.status;
  }
  return 503;
}

/** An action's answer with its status: React Router sets the page's status from it. */
export function answer<T>(value: T, status = 200) {
  return data(value, { status });
}
