import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCacheable, strongETag } from './http-cache';

/**
 * Serialized responses kept while the data they were read from is unchanged: an entry is served only while the
 * database revision it was read at is still the current one, so a write is visible to the very next request.
 * While the revision is unknown (PostgreSQL's change feed is not listening) nothing is served from the cache.
 */
export interface Loaded {
  body: unknown;
  /** Response headers that belong to the body (pagination), kept and sent with it. */
  headers?: Record<string, string>;
  /** False when the body depends on who asks (it is then sent but not kept). */
  shareable: boolean;
}

export interface Serialized {
  body: string;
  headers: Record<string, string>;
  /** Its strong validator, computed once per entry. */
  etag: string;
}

export class ResponseCache {
  private readonly entries = new Map<string, { revision: string; response: Serialized }>();

  constructor(
    private readonly revision: () => Promise<string | undefined>,
    private readonly capacity = 500,
  ) {}

  /**
   * The cached response for `key`, or the one `load` reads, kept under the revision noted before reading when
   * `load` says it may be shared. `load` validates against the route's response schema: a string reply skips
   * Fastify's.
   */
  async get(key: string, load: () => Promise<Loaded>): Promise<Serialized> {
    const serialize = (loaded: Loaded): Serialized => {
      const body = JSON.stringify(loaded.body);
      const headers = loaded.headers ?? {};
      return { body, headers, etag: strongETag(body, headers) };
    };
    const before = await this.revision();
    if (before === undefined) return serialize(await load());
    const hit = this.entries.get(key);
    if (hit && hit.revision === before) {
      // Most recently used last, so the oldest entry is the first key.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.response;
    }
    const loaded = await load();
    const response = serialize(loaded);
    if (!loaded.shareable) return response;
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { revision: before, response });
    return response;
  }
}

/**
 * Sends a public read that is already JSON as is (Fastify does not serialize a string it is told is JSON, so the
 * route's response schema must have been applied by whoever produced it: ResponseCache's `load`), with its ETag and
 * public caching headers, or 304 when the client holds it already.
 */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, { body, headers, etag }: Serialized): FastifyReply {
  return sendCacheable(request, reply, etag, () => reply.headers(headers).type('application/json; charset=utf-8').send(body));
}
