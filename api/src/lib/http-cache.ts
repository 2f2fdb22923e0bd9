import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What a shared cache (a CDN, a reverse proxy) may do with a public read: keep it for a few seconds, then serve it a
 * little longer while it asks again in the background. Browsers (max-age=0) ask every time, with If-None-Match, and
 * get a 304 when nothing changed. So a change reaches a visitor behind a CDN within s-maxage + stale-while-revalidate
 * seconds, and one reaching the API directly at once.
 */
export const SHARED_CACHE_SECONDS = 10;
export const SHARED_STALE_SECONDS = 30;
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${SHARED_STALE_SECONDS}`;
/** An answer to a request that carries a token: for that one client, never kept. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** Everything else: answers to writes, errors, per-user reads without a token (there are none). */
export const NO_STORE = 'no-store';

/**
 * A strong validator of a serialized answer (JSON text, or a file's bytes): its body and the headers that belong to
 * it (a page's Link and counts), so two answers share an ETag only when they are the same bytes.
 */
export function strongETag(body: string | Uint8Array, headers: Record<string, string> = {}): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(headers).sort()) hash.update(`${name.toLowerCase()}:${headers[name]}\n`);
  return `"${hash.update(body).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match against an ETag, by the weak comparison RFC 9110 §13.1.2 prescribes for it. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** The request is somebody's: it carries a token (valid or not). */
export const carriesToken = (request: FastifyRequest): boolean => request.headers.authorization !== undefined;

/**
 * What a public read's answer differs with, so a shared cache keys on it: the Authorization header (an admin's
 * catalogue holds pending courses) and the Origin header (CORS answers each allowed origin by name, and a request
 * without one without it). Added to what the CORS plugin may have said already.
 */
const PUBLIC_READ_VARY = 'Origin, Authorization';

function varyForPublicRead(reply: FastifyReply): void {
  const already = reply.getHeader('vary');
  // What CORS says (Origin, or nothing when the request names no origin) is part of the usual answer.
  if (already === undefined || already === 'Origin') {
    reply.header('Vary', PUBLIC_READ_VARY);
    return;
  }
  const said = String(already)
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const names = new Map(said.map((name) => [name.toLowerCase(), name]));
  for (const name of ['Origin', 'Authorization']) if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  reply.header('Vary', [...names.values()].join(', '));
}

/**
 * A public read's caching headers, and 304 instead of the body when the client already holds it. An answer to a
 * request with a token is made private by the hook below whatever this says.
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, etag: string, send: () => FastifyReply): FastifyReply {
  reply.header('ETag', etag).header('Cache-Control', PUBLIC_CACHE_CONTROL);
  varyForPublicRead(reply);
  if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return send();
}

/**
 * Every answer says how it may be cached: a route marks what is public (sendCacheable); everything else is not kept,
 * and nothing answered to a request with a token is ever public, whatever the route said.
 */
const cachingPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (request, reply) => {
    if (carriesToken(request)) reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
    else if (!reply.hasHeader('Cache-Control') || reply.statusCode >= 400) reply.header('Cache-Control', NO_STORE);
  });
  // Every visitor's read has a validator, kept by a shared cache or not (reviews, the site's pages): whoever built
  // something from it (the shell's server keeps visitors' pages, see its rendered-pages.ts) can ask whether it still
  // answers the same, and a 304 says so without the body. The routes that set their own (sendCacheable) keep theirs.
  app.addHook('onSend', async (request, reply, payload) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!read || reply.statusCode !== 200 || carriesToken(request) || reply.hasHeader('ETag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = strongETag(payload);
    reply.header('ETag', etag);
    if (!noneMatch(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('Content-Type');
    return null;
  });
};

export const caching = fp(cachingPlugin, { name: 'caching' });
