/** The server's own message when it sent one, else the screen's fallback text: one rule for all. */
export { errorMessage as serverMessage } from '../query-errors.ts';
