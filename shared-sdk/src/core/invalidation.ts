import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { sessionStore } from '../session/session-store';

/**
 * The roots of every query key. Public reads (the catalogue, a course, the platform's figures) are the same for
 * everyone; the other roots hold one signed-in person's data and go when they sign out.
 */
export const queryRoots = {
  courses: 'courses',
  stats: 'stats',
  /** A certificate read by its id: public, the same for everyone (a learner's own list is learning data). */
  certificates: 'certificates',
  /** The site's own pages (About, Help, the legal pages): public. */
  pages: 'pages',
  learning: 'learning',
  teaching: 'teaching',
  admin: 'admin',
  account: 'account',
} as const;

const publicRoots: readonly string[] = [queryRoots.courses, queryRoots.stats, queryRoots.certificates, queryRoots.pages];

const courseDataRoots: readonly string[] = [queryRoots.courses, queryRoots.stats, queryRoots.learning, queryRoots.teaching, queryRoots.admin];

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, index) => key[index] === part);

/**
 * Everything a change to a course (its content, price, approval, enrolments, ratings) can show up in: the
 * catalogue and course pages, the figures, and each role's lists. Invalidating refetches what is on screen and
 * marks the rest stale, so it costs one request per visible list. `settled` names data the change itself
 * settled: a cart its answer emptied, or a course or person it deleted (reading that again would turn the page
 * still showing it into 'not found'). Those are only marked stale, read again when next shown.
 */
export function invalidateCourseData(
  queryClient: Pick<QueryClient, 'invalidateQueries'>,
  { settled = [] }: { settled?: QueryKey[] } = {},
): Promise<void> {
  const isSettled = (key: QueryKey) => settled.some((prefix) => startsWith(key, prefix));
  const touched = (key: QueryKey) => courseDataRoots.includes(String(key[0]));
  return Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => touched(query.queryKey) && !isSettled(query.queryKey) }),
    queryClient.invalidateQueries({ predicate: (query) => isSettled(query.queryKey), refetchType: 'none' }),
  ]).then(() => undefined);
}

/**
 * When the person signed in changes (sign-out, or someone else signing in), their data leaves the cache: the
 * next person must never see it, even for a frame. Public reads may differ by person too (an educator reads their
 * own pending course, an admin's catalogue lists courses awaiting approval): those not on screen go, those on
 * screen are read again.
 */
export function forgetPersonalData(queryClient: QueryClient): void {
  const isPublic = (key: QueryKey) => publicRoots.includes(String(key[0]));
  void queryClient.cancelQueries({ predicate: (query) => !isPublic(query.queryKey) });
  queryClient.removeQueries({ predicate: (query) => !isPublic(query.queryKey) });
  queryClient.removeQueries({ type: 'inactive', predicate: (query) => isPublic(query.queryKey) });
  void queryClient.invalidateQueries({ predicate: (query) => isPublic(query.queryKey) });
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
