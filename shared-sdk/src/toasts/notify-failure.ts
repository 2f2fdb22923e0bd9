import { ApiError, errorMessage } from '../core/http';
import { notify } from './toast-store';

/** What a screen says when a read or a change fails: the spec's title for it, and what to show without a server message. */
export interface FailureToast {
  title: string;
  /** The description when the server gave no message (a dropped connection, a failure of our own). */
  fallback?: string;
  /** The title when the server could not be reached at all (the video player says just 'Error'). */
  offlineTitle?: string;
}

export const DEFAULT_FAILURE_TEXT = 'Please try again.';

/**
 * The one policy from a failure to a toast: the spec's title, the server's message as the description (it is
 * written for people: 'Course is full', 'Current password is incorrect'), else the screen's fallback.
 */
export function notifyFailure(toast: string | FailureToast, error: unknown): void {
  const { title, fallback = DEFAULT_FAILURE_TEXT, offlineTitle = title } = typeof toast === 'string' ? { title: toast } : toast;
  const offline = error instanceof ApiError && error.isNetworkError;
  notify.error(offline ? offlineTitle : title, errorMessage(error, fallback));
}
