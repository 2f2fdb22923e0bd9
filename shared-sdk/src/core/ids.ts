import type { Id } from './schemas';

/** The largest id the database holds (a 32-bit integer): a larger one cannot name anything. */
const MAX_ID = 2_147_483_647;

/**
 * The id in a page's address (/courses/:courseId), or null when it cannot be one: the page then says 'not found'
 * without asking the server.
 */
export function parseId(raw: string | undefined): Id | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}
