import { areaRoles } from '../federation/area-contract';
import { findArea } from '../routing/areas';
import { safeNextPath } from '../routing/next-path';
import { paths, routes } from '../routing/paths';
import { matchPath } from '../routing/router';
import type { Role } from '../users/schemas';

/** The pages of signing in: never where signing in leads (that would be a loop). */
const signInPages: readonly string[] = [routes.login, routes.signup, routes.forgotPassword, routes.googleSignInCallback];

/**
 * Where a signed-in person goes from the sign-in page: `next` when it is a path of this site that their role may open,
 * else their home (a student's `next=/admin/profile` too, as the guard would send them, and anything that is not a
 * path of this site).
 */
export function homeOrNext(role: Role, next: unknown): string {
  const path = safeNextPath(next);
  if (path === null) return paths.roleHome(role);
  const { pathname } = new URL(path, 'http://lectern.invalid');
  if (signInPages.some((page) => matchPath(page, pathname) !== null)) return paths.roleHome(role);
  const area = findArea(pathname);
  const allowed = area === null ? 'public' : areaRoles[area];
  return allowed === 'public' || allowed.includes(role) ? path : paths.roleHome(role);
}

const STORAGE_KEY = 'lectern_next';
/** A Google sign-in that took longer than this was abandoned: its `next` is not followed. */
const KEPT_TTL_MS = 30 * 60 * 1000;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Google sign-in leaves the site and comes back to its callback page (or to /login?error=…) without the sign-in page's
 * `next`: it waits in this tab meanwhile. Called as Google sign-in starts; no `next` forgets an older one.
 */
export function keepNextPage(next: unknown, now = Date.now()): void {
  const path = safeNextPath(next);
  if (path === null) storage()?.removeItem(STORAGE_KEY);
  else storage()?.setItem(STORAGE_KEY, JSON.stringify({ path, at: now }));
}

/** The `next` kept as Google sign-in started, while fresh; null when there is none. */
export function keptNextPage(now = Date.now()): string | null {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (raw === null) return null;
  try {
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    return typeof at === 'number' && now - at >= 0 && now - at <= KEPT_TTL_MS ? safeNextPath(path) : null;
  } catch {
    return null;
  }
}

/** The kept `next`, once: Google sign-in's callback page follows it, and it is forgotten. */
export function takeKeptNextPage(now = Date.now()): string | null {
  const path = keptNextPage(now);
  storage()?.removeItem(STORAGE_KEY);
  return path;
}
