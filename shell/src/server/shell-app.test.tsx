/**
 * @jest-environment node
 */
import { areaBuild } from '@lectern/shared-sdk/release';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SSR_STATE_ELEMENT_ID, type RemoteName, type ServerAreaModule } from '@lectern/shared-sdk';
import { remotesJson, resolveRuntimeConfig } from './runtime-config.cjs';
import { PUBLIC_PAGE, SIGNED_IN_PAGE } from './page-cache';
import { colorSchemeScript } from '../app/color-scheme';
import { tapCaptureScript } from '../app/tap-replay';
import { createShellApp, type ShellLog } from './shell-app';
import { createRemoteOrigin } from './remote-origin';
import { assignedTo } from '@lectern/shared-sdk/registry/registry.cjs';
import type { PreviewPin } from './previews';
import { VISITOR_COOKIE } from './release-assignment';

// The shape of the built template: minified, unquoted attributes (see document.ts).
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Lectern</title><meta name=description content="generic">' +
  '<script defer src=/main.0123456789.js></script></head><body><noscript>You need to enable JavaScript.</noscript><div id=root></div></body></html>';

let dist: string;
const log: ShellLog & { errors: string[] } = { errors: [], info: () => {}, warn: () => {}, error: (message) => void log.errors.push(message) };

beforeAll(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'lectern-shell-app-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dist, 'main.0123456789.js'), 'console.log("main")');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'main.cjs'), 'secret');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const config = resolveRuntimeConfig({}, { apiUrl: 'http://api.test', publicUrl: 'https://lectern.test' });

let courseTitle = 'Course one';

/** A public area whose home page and one course page render on the server; any other course is unknown. */
const area: ServerAreaModule = {
  build: areaBuild,
  routes: [
    { path: '/', element: <h1>Learn from the best</h1> },
    { path: '/courses/:id', element: <h1>Course page</h1> },
  ],
  async prepare({ pathname, origin, queryClient }) {
    // Data read for the page, stamped with the time it was read, as the real area's loaders leave it.
    queryClient.setQueryData(['course', pathname], { title: courseTitle });
    const head = (title: string) => ({
      title,
      description: `About ${title}`,
      canonical: `${origin}${pathname}`,
      openGraph: { title },
      twitter: { card: 'summary' },
    });
    if (pathname === '/') return { status: 200, head: head('Lectern </title><script>alert(1)</script>') };
    if (pathname === '/courses/1') return { status: 200, head: { ...head(courseTitle), jsonLd: { '@type': 'Course', name: 'One </script> two' } } };
    if (pathname.startsWith('/courses/')) return { status: 404, head: head('Course not found') };
    return null;
  },
  sitemap: async (origin) => `<?xml version="1.0"?><urlset><url><loc>${origin}/courses/1</loc></url></urlset>`,
};

/** Only the public area has a server bundle here. */
const publicOnly = (load: () => Promise<ServerAreaModule | null>) => async (remote: RemoteName) => (remote === 'mf_public' ? load() : null);

async function appWith(loadPublicArea: () => Promise<ServerAreaModule | null>, dataTimeoutMs?: number): Promise<FastifyInstance> {
  // This area's data is not read from an API, so no page could be checked before it is served again: every page is
  // rendered (keeping them is rendered-pages.test.tsx's).
  return createShellApp({ config, distDir: dist, loadArea: publicOnly(loadPublicArea), log, dataTimeoutMs, renderedPages: null });
}

describe('the shell server', () => {
  /** The server with the public area up, as most tests want it; closed after each, whether the test passed or not. */
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await appWith(async () => area);
  });
  afterEach(() => app.close());

  test('renders a public page with its head, markup and state, without the generic title or the noscript warning', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe(PUBLIC_PAGE);
    const html = response.body;
    expect(html).toContain('<h1>Learn from the best</h1>');
    // The course text is text: it can close neither the title nor a script.
    expect(html).toContain('<title>Lectern &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).not.toContain('<title>Lectern</title>');
    expect(html).not.toContain('content="generic"');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<link rel="canonical" href="https://lectern.test/" />');
    expect(html).toContain(`<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">`);
    expect(html).toMatch(/<style data-emotion="lectern[^"]*"/);
  });

  test('a rendered page paints before its scripts run (preloaded, added by a loader) and holds taps until then: the CSP allows both inline scripts by hash', async () => {
    const response = await app.inject({ url: '/' });
    const html = response.body;
    expect(html).not.toContain('<script defer src=/main.0123456789.js>');
    expect(html).toContain('<link rel=preload as=script fetchpriority=low href=/main.0123456789.js>');
    // The tap capture comes first, in the head, so that no control can be tapped before it listens; the loader after
    // the markup and the state, so the scripts it adds find the whole page.
    const [, capture, loader] = [...html.matchAll(/<script>([^<]+)<\/script>/g)].map((match) => match[1] ?? '');
    expect(capture).toBe(tapCaptureScript);
    expect(html.indexOf(`<script>${capture}`)).toBeLessThan(html.indexOf('</head>'));
    expect(loader).toContain('"/main.0123456789.js"');
    expect(html.indexOf(`<script>${loader}`)).toBeGreaterThan(html.indexOf(SSR_STATE_ELEMENT_ID));
    const scriptSources = /script-src ([^;]+)/.exec(response.headers['content-security-policy'] as string)?.[1]?.split(' ') ?? [];
    for (const script of [capture, loader])
      expect(scriptSources).toContain(
        `'sha256-${createHash('sha256')
          .update(script ?? '')
          .digest('base64')}'`,
      );
    expect(scriptSources).not.toContain("'unsafe-inline'");
    // A page the browser renders keeps its deferred script, and no inline one but the colour scheme's.
    const template = await app.inject({ url: '/login' });
    expect(template.body).toContain('<script defer src=/main.0123456789.js></script>');
    expect(template.body).not.toContain(tapCaptureScript);
    expect(template.headers['content-security-policy']?.toString().match(/'sha256-[^']+'/g)).toEqual([hashSource(colorSchemeScript)]);
  });

  test('every page, rendered here or in the browser, sets its colour scheme in its head before anything paints, allowed by hash', async () => {
    for (const url of ['/', '/courses/1', '/login', '/no-such-page']) {
      const response = await app.inject({ url });
      const html = response.body;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<script>${colorSchemeScript}</script>`);
      expect(head).toContain('<style>[data-mui-color-scheme=dark]{color-scheme:dark}</style>');
      expect(html.indexOf(colorSchemeScript)).toBeLessThan(html.indexOf('<body>'));
      const scriptSources = /script-src ([^;]+)/.exec(response.headers['content-security-policy'] as string)?.[1]?.split(' ') ?? [];
      expect(scriptSources).toContain(hashSource(colorSchemeScript));
    }
  });

  test('a rendered page has a strong ETag: the same page the same tag, a conditional GET 304, a compressed copy a tag of its own', async () => {
    const first = await app.inject({ url: '/courses/1' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe(PUBLIC_PAGE);
    // Rendered again later (its data read at another time), it is the same document.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await app.inject({ url: '/courses/1' });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);

    const held = await app.inject({ url: '/courses/1', headers: { 'if-none-match': etag } });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    expect(held.headers.etag).toBe(etag);
    expect(held.headers['cache-control']).toBe(PUBLIC_PAGE);

    const compressed = await app.inject({ url: '/courses/1', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(`${etag.slice(0, -1)}-br"`);
    expect(compressed.headers.vary).toContain('accept-encoding');
    const heldCompressed = await app.inject({
      url: '/courses/1',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(compressed.headers.etag) },
    });
    expect(heldCompressed.statusCode).toBe(304);
    expect(heldCompressed.headers.etag).toBe(compressed.headers.etag);

    // The course changes: the old tag gets the new page.
    courseTitle = 'Course one, revised';
    try {
      const changed = await app.inject({ url: '/courses/1', headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toContain('Course one, revised');
      expect(changed.headers.etag).not.toBe(etag);
    } finally {
      courseTitle = 'Course one';
    }
  });

  test('every variant of a page says it varies by Accept-Encoding: compressed, uncompressed, 304, left to the browser, and the files with compressed copies', async () => {
    const varies = (headers: Record<string, unknown>) =>
      String(headers.vary ?? '')
        .toLowerCase()
        .split(/\s*,\s*/)
        .filter((name) => name === 'accept-encoding').length;
    const plain = await app.inject({ url: '/courses/1' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varies(plain.headers)).toBe(1);
    for (const coding of ['br', 'gzip']) {
      const compressed = await app.inject({ url: '/courses/1', headers: { 'accept-encoding': coding } });
      expect(compressed.headers['content-encoding']).toBe(coding);
      // Named once, however many parts of the server care.
      expect(varies(compressed.headers)).toBe(1);
    }
    expect(varies((await app.inject({ url: '/courses/1', headers: { 'if-none-match': String(plain.headers.etag) } })).headers)).toBe(1);
    for (const url of ['/student', '/', '/config.json', '/remotes.json', '/sitemap.xml']) {
      for (const headers of [{}, { 'accept-encoding': 'gzip' }])
        expect({ url, headers, vary: varies((await app.inject({ url, headers })).headers) }).toEqual({ url, headers, vary: 1 });
    }
    // A built file with a brotli copy: both variants say so.
    writeFileSync(path.join(dist, 'big.0123456789.js'), 'x'.repeat(4096));
    writeFileSync(path.join(dist, 'big.0123456789.js.br'), 'brotli bytes');
    try {
      const files = await appWith(async () => area);
      const copy = await files.inject({ url: '/big.0123456789.js', headers: { 'accept-encoding': 'br' } });
      expect(copy.headers['content-encoding']).toBe('br');
      expect(varies(copy.headers)).toBe(1);
      const original = await files.inject({ url: '/big.0123456789.js' });
      expect(original.headers['content-encoding']).toBeUndefined();
      expect(varies(original.headers)).toBe(1);
      await files.close();
    } finally {
      rmSync(path.join(dist, 'big.0123456789.js'));
      rmSync(path.join(dist, 'big.0123456789.js.br'));
    }
  });

  test('in production the CSP lets images come over https only; in development http too', async () => {
    const imgSrc = async (production: boolean) => {
      const server = await createShellApp({ config: { ...config, production }, distDir: dist, loadArea: publicOnly(async () => area), log });
      const sources = await Promise.all(
        ['/', '/login'].map(async (url) => /img-src ([^;]+)/.exec(String((await server.inject({ url })).headers['content-security-policy']))?.[1]),
      );
      await server.close();
      return sources;
    };
    expect(await imgSrc(true)).toEqual(["'self' data: https:", "'self' data: https:"]);
    expect(await imgSrc(false)).toEqual(["'self' data: https: http:", "'self' data: https: http:"]);
    // Production is what NODE_ENV says when the server starts.
    expect(resolveRuntimeConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(resolveRuntimeConfig({}).production).toBe(false);
    expect(resolveRuntimeConfig({ SHUTDOWN_GRACE: '2500ms' }).shutdownGraceMs).toBe(2500);
    expect(resolveRuntimeConfig({ SHUTDOWN_GRACE: '2m' }).shutdownGraceMs).toBe(120_000);
    expect(() => resolveRuntimeConfig({ SHUTDOWN_GRACE: 'soon' })).toThrow("SHUTDOWN_GRACE must look like '10s'");
    expect(() => resolveRuntimeConfig({ SHUTDOWN_GRACE: '11m' })).toThrow('at most 10 minutes');
  });

  test('no shared cache may keep a signed-in area’s page; a page left to the browser or not found is asked about each time', async () => {
    for (const url of ['/student', '/educator/courses', '/admin']) {
      const response = await app.inject({ url });
      expect(response.headers['cache-control']).toBe(SIGNED_IN_PAGE);
      expect(response.headers.etag).toBeUndefined();
    }
    expect((await app.inject({ url: '/courses/999' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/no/such/page' })).headers['cache-control']).toBe('no-cache');
    const down = await appWith(async () => null);
    expect((await down.inject({ url: '/courses/1' })).headers['cache-control']).toBe('no-cache');
    await down.close();
  });

  test("Google sign-in's callback page is left to the browser, and no cache keeps its address's code", async () => {
    const response = await app.inject({ url: '/auth/google/callback?code=a-single-use-code' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id=root></div>');
    expect(response.headers['cache-control']).toBe(SIGNED_IN_PAGE);
    expect(response.headers.etag).toBeUndefined();
  });

  test('JSON-LD cannot close its script element', async () => {
    const html = (await app.inject({ url: '/courses/1' })).body;
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toEqual({ '@type': 'Course', name: 'One </script> two' });
  });

  test('an unknown course answers 404 with its page; an unknown path answers 404 with the shell not-found page', async () => {
    const course = await app.inject({ url: '/courses/999' });
    expect(course.statusCode).toBe(404);
    expect(course.body).toContain('<title>Course not found</title>');
    const unknown = await app.inject({ url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Page Not Found');
  });

  test('a page its area does not render on the server, or a public area that is down, slow or failing, is left to the browser (the template, 200)', async () => {
    const cases: Array<[string, () => Promise<ServerAreaModule | null>]> = [
      ['/login', async () => area],
      ['/', async () => null],
      ['/', () => new Promise<ServerAreaModule | null>(() => {})],
      ['/', async () => ({ ...area, prepare: () => new Promise<never>(() => {}) })],
      ['/', async () => ({ ...area, prepare: () => Promise.reject(new Error('API down')) })],
    ];
    for (const [url, load] of cases) {
      const server = await appWith(() => Promise.race([load(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 200))]), 100);
      const response = await server.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id=root></div>');
      expect(response.body).toContain('<noscript>');
      expect(response.headers.link).toContain('</config.json>; rel=preload');
      await server.close();
    }
  });

  test("draws a demo course's cover from its slug, the same every time, and answers 404 for any other name", async () => {
    const cover = await app.inject({ url: '/demo/courses/modern-javascript.svg' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/svg+xml');
    expect(cover.headers['cache-control']).toBe('public, max-age=86400');
    expect(cover.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="400" height="250"/);
    expect((await app.inject({ url: '/demo/courses/modern-javascript.svg' })).body).toBe(cover.body);
    expect((await app.inject({ url: '/demo/courses/python-for-beginners.svg' })).body).not.toBe(cover.body);
    for (const url of [
      '/demo/courses/Modern.svg',
      '/demo/courses/..%2Fmain.cjs',
      '/demo/courses/a%00b.svg',
      '/demo/courses/x.png',
      `/demo/courses/${'a-'.repeat(40)}a.svg`,
    ]) {
      const response = await app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });

  test('serves hashed chunks immutable and pre-compressed, never the template, the server bundle or a missing file as a page', async () => {
    const chunk = await app.inject({ url: '/main.0123456789.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
    for (const url of ['/index.html', '/server/main.cjs', '/missing.js']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('Not found');
    }
    expect((await app.inject({ method: 'POST', url: '/' })).statusCode).toBe(405);
  });

  test('answers the run-time configuration, robots.txt and the sitemap (503 while the public area is down)', async () => {
    expect((await app.inject({ url: '/config.json' })).json()).toEqual({ apiBaseUrl: 'http://api.test' });
    expect(Object.keys((await app.inject({ url: '/remotes.json' })).json())).toEqual(['mf_public', 'mf_student', 'mf_educator', 'mf_admin']);
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Sitemap: https://lectern.test/sitemap.xml');
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>https://lectern.test/courses/1</loc>');
    const down = await appWith(async () => null);
    expect((await down.inject({ url: '/sitemap.xml' })).statusCode).toBe(503);
    await down.close();
  });

  test('refuses at start a template it could not fill in', async () => {
    const broken = mkdtempSync(path.join(os.tmpdir(), 'lectern-shell-broken-'));
    writeFileSync(path.join(broken, 'index.html'), '<html><head></head><body><main></main></body></html>');
    await expect(createShellApp({ config, distDir: broken, loadArea: async () => null, log })).rejects.toThrow('lacks <div id="root"></div>');
    rmSync(broken, { recursive: true, force: true });
  });

  test('remotes.json and the page CSP follow what is live now: a release beside the working build, or an origin of its own', async () => {
    let live: Record<string, string> = {};
    const server = await createShellApp({
      config,
      distDir: dist,
      loadArea: async () => null,
      log,
      liveAreas: () => ({ remotes: remotesJson(config, live), releases: live, serverBundles: {}, personal: false }),
    });
    const working = remotesJson(config);
    expect((await server.inject({ url: '/remotes.json' })).json()).toEqual(working);

    live = { 'mf-admin': '1.3.0', 'mf-student': 'https://cdn.example/student/2.0.0/' };
    const response = await server.inject({ url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      ...working,
      mf_admin: new URL('releases/1.3.0/remoteEntry.js', working.mf_admin).href,
      mf_student: 'https://cdn.example/student/2.0.0/remoteEntry.js',
    });
    // The CSP lets the page run scripts from the origins live now, and from no other.
    const csp = (await server.inject({ url: '/login' })).headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/cdn\.example/);
    live = {};
    expect((await server.inject({ url: '/login' })).headers['content-security-policy']).not.toContain('cdn.example');
    await server.close();
  });

  describe('canaries and previews', () => {
    const stableAndCanary = {
      revision: 1,
      areas: { 'mf-admin': '1.0.0' },
      serverBundles: { 'mf-admin': 'a'.repeat(64) },
      canaries: { 'mf-admin': { live: '1.1.0', share: 50, serverSha256: 'c'.repeat(64), since: '2026-11-27T08:00:00.000Z' } },
      history: [],
    };
    const serverWith = (readPreview?: (token: string) => Promise<PreviewPin | null>) =>
      createShellApp({
        config,
        distDir: dist,
        loadArea: async () => null,
        log,
        ...(readPreview ? { readPreview } : {}),
        liveAreas: (seed, preview) => {
          const assigned = assignedTo(stableAndCanary, seed);
          const releases = preview ? { ...assigned.areas, [preview.area]: preview.release } : assigned.areas;
          return { remotes: remotesJson(config, releases), releases, serverBundles: assigned.serverBundles, personal: true };
        },
      });
    const adminEntryOf = (response: { json(): unknown }) => (response.json() as Record<string, string>).mf_admin;
    const cookieOf = (setCookie: string | string[] | undefined, name: string) =>
      [setCookie ?? []].flat().find((cookie) => cookie.startsWith(`${name}=`)) ?? null;

    test('a visitor gets a bucket cookie once and the same release on every load; what they get is nobody else’s to cache', async () => {
      const server = await serverWith();
      const first = await server.inject({ url: '/remotes.json' });
      const visitor = cookieOf(first.headers['set-cookie'], VISITOR_COOKIE);
      expect(visitor).toMatch(/^lectern_visitor=[\w-]{22}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
      expect(first.headers['cache-control']).toBe(SIGNED_IN_PAGE);
      expect(first.headers.vary).toContain('cookie');
      const cookie = (visitor ?? '').split(';')[0] ?? '';
      const entry = adminEntryOf(first);
      for (let load = 0; load < 5; load += 1) {
        const again = await server.inject({ url: '/remotes.json', headers: { cookie } });
        expect(adminEntryOf(again)).toBe(entry);
        expect(again.headers['set-cookie']).toBeUndefined();
      }
      // A page says so too: private, and varying by cookie.
      const page = await server.inject({ url: '/admin', headers: { cookie } });
      expect(page.headers['cache-control']).toBe(SIGNED_IN_PAGE);

      // Across 60 visitors, both releases are served (a 50 % canary).
      const entries = new Set<string>();
      for (let visitorIndex = 0; visitorIndex < 60; visitorIndex += 1) entries.add(adminEntryOf(await server.inject({ url: '/remotes.json' })) ?? '');
      expect([...entries].sort()).toEqual([
        new URL('releases/1.0.0/remoteEntry.js', remotesJson(config).mf_admin).href,
        new URL('releases/1.1.0/remoteEntry.js', remotesJson(config).mf_admin).href,
      ]);
      await server.close();
    });

    test('a signed-in person is bucketed by their user id, on every device', async () => {
      const server = await serverWith();
      const tokenFor = (sub: number) =>
        `h.${Buffer.from(JSON.stringify({ sub: String(sub), exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.s`;
      for (let userId = 1; userId <= 10; userId += 1) {
        const onLaptop = await server.inject({ url: '/remotes.json', headers: { cookie: `lectern_session=${tokenFor(userId)}` } });
        const onPhone = await server.inject({
          url: '/remotes.json',
          headers: { cookie: `lectern_visitor=${'p'.repeat(22)}; lectern_session=${tokenFor(userId)}` },
        });
        expect(adminEntryOf(onPhone)).toBe(adminEntryOf(onLaptop));
        expect(onLaptop.headers['set-cookie']).toBeUndefined();
      }
      await server.close();
    });

    test('a preview link the API vouches for pins the browser to its release until it is left; an altered or expired one pins nothing', async () => {
      const genuine = `${'a'.repeat(40)}.${'b'.repeat(43)}`;
      const pin: PreviewPin = { area: 'mf-admin', release: '1.4.0', serverSha256: null, expiresAt: Date.now() + 3600_000 };
      const server = await serverWith(async (token) => (token === genuine ? pin : null));
      const opened = await server.inject({ url: `/preview/${genuine}?to=%2Fadmin` });
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe('/admin');
      expect(opened.headers['referrer-policy']).toBe('no-referrer');
      const pinned = cookieOf(opened.headers['set-cookie'], 'lectern_preview');
      expect(pinned).toMatch(new RegExp(`^lectern_preview=${genuine}; Max-Age=(3599|3600); HttpOnly; Path=/; SameSite=Lax$`));
      expect(cookieOf(opened.headers['set-cookie'], 'lectern_preview_label')).toMatch(
        /^lectern_preview_label=mf-admin%201\.4\.0; Max-Age=\d+; Path=\/; SameSite=Lax$/,
      );

      const cookie = `lectern_visitor=${'v'.repeat(22)}; lectern_preview=${genuine}`;
      expect(adminEntryOf(await server.inject({ url: '/remotes.json', headers: { cookie } }))).toBe(
        new URL('releases/1.4.0/remoteEntry.js', remotesJson(config).mf_admin).href,
      );

      // Away from this site, the address it goes to is refused: the home page instead.
      expect((await server.inject({ url: `/preview/${genuine}?to=//evil.example` })).headers.location).toBe('/');
      const forged = await server.inject({ url: `/preview/${'a'.repeat(40)}.${'c'.repeat(43)}` });
      expect(forged.statusCode).toBe(404);
      expect(forged.body).toContain('This preview link is not valid or has expired');
      // A cookie the API no longer vouches for is cleared, and pins nothing.
      const stale = await server.inject({
        url: '/remotes.json',
        headers: { cookie: `lectern_visitor=${'v'.repeat(22)}; lectern_preview=${'a'.repeat(40)}.${'c'.repeat(43)}` },
      });
      expect(cookieOf(stale.headers['set-cookie'], 'lectern_preview')).toMatch(/^lectern_preview=; Max-Age=0/);
      expect(adminEntryOf(stale)).not.toContain('1.4.0');

      const left = await server.inject({ url: '/preview/exit?to=%2Fadmin%2Freleases' });
      expect(left.statusCode).toBe(302);
      expect(left.headers.location).toBe('/admin/releases');
      expect(cookieOf(left.headers['set-cookie'], 'lectern_preview')).toMatch(/^lectern_preview=; Max-Age=0/);
      await server.close();
    });
  });
});

describe('a remote origin', () => {
  test('serves its files to any origin, answers preflights and sees a redeploy at once', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'lectern-remote-'));
    writeFileSync(path.join(folder, 'remoteEntry.js'), 'one');
    const app = await createRemoteOrigin(folder);
    const first = await app.inject({ url: '/remoteEntry.js' });
    expect(first.body).toBe('one');
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'OPTIONS', url: '/remoteEntry.js' })).statusCode).toBe(204);
    writeFileSync(path.join(folder, 'remoteEntry.js'), 'two');
    writeFileSync(path.join(folder, 'added.0123456789.js'), 'new chunk');
    expect((await app.inject({ url: '/remoteEntry.js' })).body).toBe('two');
    const added = await app.inject({ url: '/added.0123456789.js' });
    expect(added.body).toBe('new chunk');
    expect(added.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'DELETE', url: '/remoteEntry.js' })).statusCode).toBe(405);
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  });

  test('a file with a compressed copy says it varies by Accept-Encoding, in either coding and when not modified', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'lectern-remote-'));
    writeFileSync(path.join(folder, 'remoteEntry.js'), 'x'.repeat(4096));
    writeFileSync(path.join(folder, 'remoteEntry.js.br'), 'brotli bytes');
    const app = await createRemoteOrigin(folder);
    const copy = await app.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(copy.headers['content-encoding']).toBe('br');
    const original = await app.inject({ url: '/remoteEntry.js' });
    expect(original.headers['content-encoding']).toBeUndefined();
    const held = await app.inject({ url: '/remoteEntry.js', headers: { 'if-none-match': String(original.headers.etag) } });
    expect(held.statusCode).toBe(304);
    for (const response of [copy, original, held]) expect(String(response.headers.vary).toLowerCase()).toBe('accept-encoding');
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  });

  test('serves its releases beside the working build, including one uploaded while it runs', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'lectern-remote-'));
    const working = path.join(folder, 'dist');
    const releases = path.join(folder, 'releases');
    mkdirSync(working);
    writeFileSync(path.join(working, 'remoteEntry.js'), 'working');
    const app = await createRemoteOrigin(working, releases);
    expect((await app.inject({ url: '/releases/1.3.0/remoteEntry.js' })).statusCode).toBe(404);
    mkdirSync(path.join(releases, '1.3.0'));
    writeFileSync(path.join(releases, '1.3.0', 'remoteEntry.js'), 'release 1.3.0');
    writeFileSync(path.join(releases, '1.3.0', '42.0123456789.js'), 'chunk');
    const entry = await app.inject({ url: '/releases/1.3.0/remoteEntry.js' });
    expect(entry.body).toBe('release 1.3.0');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/releases/1.3.0/42.0123456789.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/remoteEntry.js' })).body).toBe('working');
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  });
});
