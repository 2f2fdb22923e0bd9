import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { sessionStore } from '../session/session-store';

/**
 * The roots of every query key. Public reads (the catalogue, a course, the platform's figures) are the same for
 * everyone; the other roots hold one signed-in person's data and go when they sign out.
 */
export const queryRoots = {
  courses: 'courses',
  stats: 'stats',
  learning: 'learning',
  teaching: 'teaching',
  admin: 'admin',
  account: 'account',
} as const;

const publicRoots: readonly string[] = [queryRoots.courses, queryRoots.stats];

const courseDataRoots: readonly string[] = [queryRoots.courses, queryRoots.stats, queryRoots.learning, queryRoots.teaching, queryRoots.admin];

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, index) => key[index] === part);

/**
 * Everything a change to a course (its content, price, approval, enrolments, ratings) can show up in: the
 * catalogue and course pages, the figures, and each role's lists. Invalidating refetches what is on screen and
 * marks the rest stale, so it costs one request per visible list. `known` is data the change's own answer
 * already set (a cart emptied by checkout): it is not read again.
 */
export function invalidateCourseData(queryClient: QueryClient, known?: QueryKey): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => courseDataRoots.includes(String(query.queryKey[0])) && !(known && startsWith(query.queryKey, known)),
  });
}

/**
 * When the person signed in changes (sign-out, or someone else signing in), their data leaves the cache: the
 * next person must never see it, even for a frame. Public reads stay but are read again, since an admin's
 * catalogue also lists courses awaiting approval.
 */
export function forgetPersonalData(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ predicate: (query) => !publicRoots.includes(String(query.queryKey[0])) });
  queryClient.removeQueries({ predicate: (query) => !publicRoots.includes(String(query.queryKey[0])) });
  void queryClient.invalidateQueries({ predicate: (query) => publicRoots.includes(String(query.queryKey[0])) });
}

/**
 * Keeps a page's cache to one person: from the first signed-in user on, any change of who is signed in forgets
 * the previous person's data. Restoring a kept session (signed-out render, then the user) forgets nothing, so the
 * data a server-rendered page holds is not read again. Returns the unsubscribe.
 */
export function followSession(queryClient: QueryClient): () => void {
  let previous = sessionStore.getState().user?.id ?? null;
  return sessionStore.subscribe((state) => {
    const current = state.user?.id ?? null;
    if (current === previous) return;
    if (previous !== null) forgetPersonalData(queryClient);
    previous = current;
  });
}
