/**
 * @jest-environment node
 */
import { areaBuild } from '@lectern/shared-sdk/release';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { useQuery } from '@tanstack/react-query';
import { configureApi, httpApi, type RemoteName, type ServerAreaModule } from '@lectern/shared-sdk';
import { resolveRuntimeConfig } from './runtime-config.cjs';
import { PUBLIC_PAGE } from './page-cache';
import { createShellApp, type ShellLog } from './shell-app';
import { RenderedPages } from './rendered-pages';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Lectern</title></head><body><div id=root></div>' +
  '<script defer src=/main.0123456789.js></script></body></html>';

/** The API's content pages: their text can change; /api/pages/about has an ETag, /api/pages/privacy has none. */
const texts: Record<string, string> = { about: 'We teach', privacy: 'No validator here' };
/** What the API was asked: the path and, for a conditional GET, "if-none-match". */
const asked: string[] = [];

let api: Server;
let dist: string;
const log: ShellLog = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  api = createServer((request, response) => {
    const slug = /^\/api\/pages\/(\w+)$/.exec(request.url ?? '')?.[1] ?? '';
    const conditional = request.headers['if-none-match'];
    asked.push(conditional ? `${request.url} if-none-match` : `${request.url}`);
    const text = texts[slug];
    response.setHeader('Content-Type', 'application/json');
    if (request.url === '/api/auth/me') return void response.writeHead(401).end(JSON.stringify({ message: 'Session expired' }));
    if (text === undefined) return void response.writeHead(404).end(JSON.stringify({ message: 'Page not found' }));
    const body = JSON.stringify({
      page: { slug, title: slug, markdown: text, html: `<p>${text}</p>`, version: 1, updatedAt: '2026-11-01T00:00:00.000Z' },
    });
    if (slug === 'privacy') return void response.end(body);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
    response.setHeader('ETag', etag);
    if (conditional === etag) return void response.writeHead(304).end();
    response.end(body);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  configureApi({ baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
  dist = mkdtempSync(path.join(os.tmpdir(), 'lectern-rendered-pages-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
});
afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

function ContentPage({ slug }: { slug: string }) {
  const { data } = useQuery({ queryKey: ['page', slug], queryFn: () => httpApi.getContentPage(slug) });
  return <p>{data?.page.markdown}</p>;
}

/** How many times the area prepared a page: a page served as kept is not prepared. */
let prepared = 0;

/** A public area whose pages read their text from the API, through the SDK, as the real pages read. */
const area: ServerAreaModule = {
  build: areaBuild,
  routes: [
    { path: '/about', element: <ContentPage slug="about" /> },
    { path: '/privacy', element: <ContentPage slug="privacy" /> },
  ],
  async prepare({ pathname, origin, queryClient }) {
    prepared += 1;
    const slug = pathname.slice(1);
    await queryClient.prefetchQuery({ queryKey: ['page', slug], queryFn: () => httpApi.getContentPage(slug) });
    return { status: 200, head: { title: slug, description: slug, canonical: `${origin}${pathname}`, openGraph: {}, twitter: {} } };
  },
};

/** The public area's server bundle as its origin serves it now. */
let current = area;

const config = resolveRuntimeConfig({}, { apiUrl: 'http://api.test', publicUrl: 'https://lectern.test' });

describe("visitors' pages kept as rendered", () => {
  let app: FastifyInstance;
  let pages: RenderedPages;
  beforeEach(async () => {
    pages = new RenderedPages({ checkTimeoutMs: 1000 });
    prepared = 0;
    asked.length = 0;
    texts.about = 'We teach';
    app = await createShellApp({
      config,
      distDir: dist,
      loadArea: async (remote: RemoteName) => (remote === 'mf_public' ? current : null),
      log,
      renderedPages: pages,
    });
  });
  afterEach(() => app.close());

  /** Until `count` pages are kept (a page is compressed off its request's path, then kept). */
  const settle = async (count = 1) => {
    for (let waited = 0; pages.size < count && waited < 5000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pages.size).toBe(count);
  };

  test('a page is served again as kept once the API confirms its read is unchanged, in every coding, with the same validator', async () => {
    const first = await app.inject({ url: '/about' });
    expect(first.body).toContain('<p>We teach</p>');
    await settle();
    asked.length = 0;

    const again = await app.inject({ url: '/about' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_PAGE);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(prepared).toBe(1);
    // The one thing asked: whether the text is still the same.
    expect(asked).toEqual(['/api/pages/about if-none-match']);

    const br = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`${String(first.headers.etag).slice(0, -1)}-br"`);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gzip = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    const held = await app.inject({ url: '/about', headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    expect(held.statusCode).toBe(304);
    expect(prepared).toBe(1);
  });

  test('a change in the API reaches the very next request: the page is rendered anew and kept again', async () => {
    await app.inject({ url: '/about' });
    await settle();
    texts.about = 'We teach, and now we say so';
    const changed = await app.inject({ url: '/about' });
    expect(changed.body).toContain('<p>We teach, and now we say so</p>');
    expect(prepared).toBe(2);
    await settle();
    const kept = await app.inject({ url: '/about' });
    expect(kept.body).toBe(changed.body);
    expect(prepared).toBe(2);
  });

  test('visitors arriving together share one check, and a page read without a validator is rendered every time', async () => {
    await app.inject({ url: '/about' });
    await settle();
    asked.length = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: '/about' })));
    expect(answers.every((answer) => answer.body.includes('<p>We teach</p>'))).toBe(true);
    expect(prepared).toBe(1);
    // The first check, and at most one more shared by everyone who arrived while it was on its way.
    expect(asked.length).toBeLessThanOrEqual(2);

    await app.inject({ url: '/privacy' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await app.inject({ url: '/privacy' });
    expect(pages.size).toBe(1);
    expect(prepared).toBe(3);
  });

  test('an area rebuilt at the same address (another server bundle) renders its pages anew', async () => {
    await app.inject({ url: '/about' });
    await settle();
    current = { ...area, routes: [{ path: '/about', element: <h1>Rebuilt</h1> }] };
    try {
      const rebuilt = await app.inject({ url: '/about' });
      expect(rebuilt.body).toContain('<h1>Rebuilt</h1>');
    } finally {
      current = area;
    }
  });

  test('a signed-in person (a render session) never gets a kept page', async () => {
    await app.inject({ url: '/about' });
    await settle();
    asked.length = 0;
    // The API no longer knows this session: the page is rendered for a visitor, but for this request alone.
    const token = ['e30', Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 60 })).toString('base64url'), 'c2ln'].join('.');
    await app.inject({ url: '/about', headers: { cookie: `lectern_session=${token}` } });
    expect(prepared).toBe(2);
    expect(asked).not.toContain('/api/pages/about if-none-match');
  });
});
