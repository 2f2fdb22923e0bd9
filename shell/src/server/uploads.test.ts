/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { IMMUTABLE, registerUploads } from './uploads';

const NAME = `${'ab12'.repeat(8)}.webp`;
const IMAGE = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake image bytes', 'latin1');

/** A stand-in for the API: the one image it holds, 404 for any other, a 500 while `failing`. */
let api: Server;
let asked: string[] = [];
let failing = false;
let shell: FastifyInstance;

beforeAll(async () => {
  api = createServer((request, response) => {
    asked.push(request.url ?? '');
    if (failing) return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Internal server error"}');
    if (request.url === `/api/uploads/${NAME}`) return void response.writeHead(200, { 'content-type': 'image/webp' }).end(IMAGE);
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Image not found"}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  shell = Fastify();
  registerUploads(shell, { apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await shell.close();
  await new Promise((resolve) => api.close(resolve));
});
beforeEach(() => {
  asked = [];
  failing = false;
});

describe("uploaded images on the site's origin", () => {
  test('are read from the API and sent as WebP with a year’s cache, and a copy the browser holds is a 304 without asking', async () => {
    const response = await shell.inject({ url: `/uploads/${NAME}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    expect(response.rawPayload.equals(IMAGE)).toBe(true);
    expect(asked).toEqual([`/api/uploads/${NAME}`]);

    const held = await shell.inject({ url: `/uploads/${NAME}`, headers: { 'if-none-match': response.headers.etag as string } });
    expect(held.statusCode).toBe(304);
    expect(asked).toHaveLength(1);
  });

  test('answer 404 for a name the API does not hold, and for any other shape of name without asking it', async () => {
    expect((await shell.inject({ url: `/uploads/${'0'.repeat(32)}.webp` })).statusCode).toBe(404);
    expect(asked).toHaveLength(1);
    for (const url of ['/uploads/..%2F..%2Fapi%2Fdata', '/uploads/x.svg', `/uploads/${'0'.repeat(32)}.png`, '/uploads/%2e%2e']) {
      expect({ url, status: (await shell.inject({ url })).statusCode }).toEqual({ url, status: 404 });
    }
    expect(asked).toHaveLength(1);
  });

  test('answer 503, not kept by any cache, while the API fails or cannot be reached', async () => {
    failing = true;
    const failed = await shell.inject({ url: `/uploads/${NAME}` });
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['cache-control']).toBe('no-store');

    const unreachable = Fastify();
    registerUploads(unreachable, { apiUrl: 'http://127.0.0.1:9' });
    const down = await unreachable.inject({ url: `/uploads/${NAME}` });
    expect(down.statusCode).toBe(503);
    await unreachable.close();
  });
});
