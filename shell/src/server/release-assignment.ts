import { randomBytes } from 'node:crypto';
import type { RemotesManifest } from '@lectern/shared-sdk';
import { cookieValue } from '../app/cookies';
import { sessionTokenOf, unverifiedClaims } from './render-session';

/**
 * Which release of each area one person gets. While an area runs a canary (see the registry), a share of its people
 * get the canary, and always the same ones: a signed-in person by their user id (on every device), a visitor by a
 * random id in a cookie this server sets the first time it needs one. The id is only a seed for the buckets: it names
 * nobody and is never sent anywhere.
 */
export const VISITOR_COOKIE = 'lectern_visitor';

const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** What the areas are for one person: where each entry is, and what the server renders with. */
export interface LiveAreas {
  remotes: RemotesManifest;
  /** Area package → the release this person gets (areas on their working build are left out). */
  releases: Readonly<Record<string, string>>;
  /** Area package → the SHA-256 pinned for that release's server bundle. */
  serverBundles: Readonly<Record<string, string>>;
  /** Whether what this person gets may differ from someone else's: a canary runs, so answers are theirs alone. */
  personal: boolean;
}

/** The user id a render session's token names (its `sub`), unverified: it only picks a bucket, it grants nothing. */
function userIdOf(token: string): string | null {
  const sub = unverifiedClaims(token)?.sub;
  return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null;
}

/**
 * The seed of a request's buckets: `user:<id>` when it carries a render session, else `visitor:<id>` from the visitor
 * cookie; null when it has neither (the caller gives it a visitor id, see newVisitor).
 */
export function seedOf(cookieHeader: string | undefined): string | null {
  const token = sessionTokenOf(cookieHeader);
  const userId = token ? userIdOf(token) : null;
  if (userId) return `user:${userId}`;
  const visitor = cookieValue(cookieHeader, VISITOR_COOKIE);
  return visitor && VISITOR_ID.test(visitor) ? `visitor:${visitor}` : null;
}

/** A new visitor id, its seed, and the cookie that keeps it a year. */
export function newVisitor(secure: boolean): { seed: string; cookie: string } {
  const id = randomBytes(16).toString('base64url');
  const cookie = [`${VISITOR_COOKIE}=${id}`, 'Path=/', `Max-Age=${365 * 24 * 3600}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join(
    '; ',
  );
  return { seed: `visitor:${id}`, cookie };
}
