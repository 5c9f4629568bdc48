import { ApiRequestError } from '../../../lib/api-client.ts';

/** City detail load failure text (content spec §8): not found on 404, else the message. */
export function cityErrorText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 404) return 'City not found.';
  if (error instanceof ApiRequestError && error.status === 400) return 'Invalid city id.';
  if (error instanceof ApiRequestError && error.fromServer && error.message) return error.message;
  return 'Failed to load city data.';
}
