import { ApiError } from './http';

/**
 * A read that answers null for 'no such thing' (404, or an id the server refuses as malformed): a page can show
 * 'not found' (and a server render can carry it) instead of a failure.
 */
export async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
