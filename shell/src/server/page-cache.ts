import { createHash } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/**
 * How a page may be cached (the API's public reads follow the same rule, api/src/lib/http-cache.ts):
 * - a server-rendered public page: by anyone, a shared cache (a CDN) for a few seconds and a little longer while it
 *   asks again, a browser only after asking (max-age=0), answered 304 when the page has not changed;
 * - a page of a signed-in area: by nobody but that browser, and not even there (the HTML holds no one's data, but
 *   what renders in it is someone's);
 * - anything else (a not-found page, a public page left to the browser): kept, but asked about every time.
 */
export const PUBLIC_PAGE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';
export const SIGNED_IN_PAGE = 'private, no-store';

/** A strong validator of a document as the server renders it, before any content coding. */
export function documentETag(document: string): string {
  return `"${createHash('sha256').update(document).digest('base64url').slice(0, 32)}"`;
}

const CODED = /-(br|gzip|deflate)"$/;

/**
 * The tag of If-None-Match that names this document, in whichever coding the client holds it ("…-br" once
 * compressed, see `codedETag`), or undefined. The weak comparison of RFC 9110 §13.1.2.
 */
export function heldTag(ifNoneMatch: string | undefined, etag: string): string | undefined {
  if (!ifNoneMatch) return undefined;
  if (ifNoneMatch.trim() === '*') return etag;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .find((tag) => tag.replace(CODED, '"') === etag);
}

/**
 * A strong ETag names one representation, so a compressed page gets a tag of its own coding ("…-br"), as Apache's
 * does. The pages' onSend hook, after the compression's, so the coding is known.
 */
export async function codedETag(_request: unknown, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const etag = reply.getHeader('etag');
  const coding = reply.getHeader('content-encoding');
  if (typeof etag === 'string' && typeof coding === 'string' && reply.statusCode === 200 && !CODED.test(etag)) {
    reply.header('etag', `${etag.slice(0, -1)}-${coding}"`);
  }
  return payload;
}

/**
 * How pages, the configuration and the sitemap are compressed per response. Brotli at quality 5: a server-rendered
 * catalogue page (180 KB of HTML and critical CSS) takes under 2 ms and about 19 KB, where brotli's default quality 11
 * takes some 150 ms of the server's one thread for 17 KB. (An earlier `params: { 2: 5 }` set the window, parameter 2,
 * not the quality, parameter 1: 170 ms a page and 40 KB, bigger than gzip's.)
 */
export const PAGE_COMPRESSION = {
  global: true,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 1024,
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
};
