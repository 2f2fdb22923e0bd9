import { call } from '../core/http';
import { notificationsCalls } from './calls';

/**
 * Unsubscribing is a POST whose token travels in the query, as in the mail's `List-Unsubscribe` link (a mail client's
 * one-click posts to that very address), so it is not made from calls.ts, which would send it as a JSON body.
 */
export const unsubscribe = (query: { token: string }) => call(notificationsCalls.unsubscribe, { searchParams: { token: query.token } });
