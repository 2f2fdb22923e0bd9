import type { FastifyInstance, FastifyReply } from 'fastify';
import { REVALIDATE } from './static-files';

/** An uploaded image's name, as the API hands them out: the hash of its bytes and its format. */
const UPLOAD_NAME = /^[a-f0-9]{32}\.webp$/;

/** What an uploaded image may be cached for: a year, unchanged, since its name is the hash of its bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** How long the API may take to hand over an image before the browser is told to try again. */
const API_TIMEOUT_MS = 5_000;

/**
 * Uploaded images (course images, profile photos) on the site's own origin: `GET /uploads/<name>`, read from the API
 * (GET /api/uploads/<name>, which reads the disk or the bucket they are kept in) and sent on with a year's cache, so
 * a page's images come from the page's origin whatever the storage is and a CDN in front of the site keeps them. Only
 * names of the API's shape are asked for; anything else is a 404 here. The image is WebP, said so, never sniffed, and
 * its own policy lets it run nothing if it is opened on its own.
 */
export function registerUploads(app: FastifyInstance, { apiUrl }: { apiUrl: string }): void {
  const notFound = (reply: FastifyReply) => reply.code(404).header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8').send('Not found');
  const unavailable = (reply: FastifyReply) =>
    reply
      .code(503)
      .headers({ 'Cache-Control': 'no-store', 'Retry-After': '5' })
      .type('text/plain; charset=utf-8')
      .send('The image is unavailable, try again later');

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    if (!UPLOAD_NAME.test(name)) return notFound(reply);
    const etag = `"${name.slice(0, name.indexOf('.'))}"`;
    const headers = { 'Cache-Control': IMMUTABLE, ETag: etag, 'Content-Security-Policy': "default-src 'none'" };
    // The name is the content: a client holding any copy of it holds this one.
    if (request.headers['if-none-match'] === etag) return reply.code(304).headers(headers).send();
    let answer: Response;
    try {
      answer = await fetch(`${apiUrl}/api/uploads/${name}`, { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    } catch {
      return unavailable(reply);
    }
    if (answer.status === 404) return notFound(reply);
    if (answer.status !== 200) return unavailable(reply);
    let bytes: Buffer;
    try {
      bytes = Buffer.from(await answer.arrayBuffer());
    } catch {
      // The API stopped half-way through the image.
      return unavailable(reply);
    }
    return reply.code(200).headers(headers).type('image/webp').send(bytes);
  });
}
