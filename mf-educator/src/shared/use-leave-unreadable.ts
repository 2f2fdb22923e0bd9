import { useEffect, useRef } from 'react';
import { notifyFailure, useNavigate, type Id } from '@lectern/shared-sdk';

/** Spec section 8: the toast of an edit form that cannot read what it edits. */
export const LOAD_FAILURE = 'Failed to fetch course/module';

/** Why an edit form cannot show: its read failed, or nothing has its id (`message`: the server's words for that). */
type Unreadable = { kind: 'failed' } | { kind: 'not-found'; message: string };

/** What keeps one read (by `id`, null when the address names nothing) from an edit form, if anything does. */
export function unreadable(id: Id | null, read: { data: unknown; isLoadingError: boolean }, notFound: string): Unreadable | null {
  if (read.isLoadingError) return { kind: 'failed' };
  if (id === null || read.data === null) return { kind: 'not-found', message: notFound };
  return null;
}

/**
 * Spec section 8: an edit form that cannot read what it edits toasts LOAD_FAILURE, then leaves for `to`. A failed
 * read has toasted already, through its query's `failure`; an unknown id is no failure to the query (it reads
 * null), so that toast is raised here.
 */
export function useLeaveWhenUnreadable(problem: Unreadable | null, to: string): void {
  const navigate = useNavigate();
  const left = useRef(false);
  const leave = problem !== null;
  const notFound = problem?.kind === 'not-found' ? problem.message : null;

  useEffect(() => {
    // Once: an answer cached from an earlier visit is there at mount, and StrictMode runs mount effects twice.
    if (!leave || left.current) return;
    left.current = true;
    if (notFound) notifyFailure({ title: LOAD_FAILURE, fallback: notFound }, null);
    navigate(to);
  }, [leave, notFound, navigate, to]);
}
