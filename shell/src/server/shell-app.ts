import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import { findArea, routes, type RemoteName, type RemotesManifest, type ServerAreaModule, type User } from '@lectern/shared-sdk';
import { configJson, contentSecurityPolicy, remotesJson, type RuntimeConfig } from './runtime-config.cjs';
import { courseCoverSvg, coverSlug } from './demo-covers';
import { assertTemplate, paintFirst, renderDocument, withColorScheme } from './document';
import { codedETag, documentETag, heldTag, PAGE_COMPRESSION, PUBLIC_PAGE, SIGNED_IN_PAGE } from './page-cache';
import { renderPage, type RenderedPage } from './render';
import { noteReads, RenderedPages, type ApiRead, type KeptPage } from './rendered-pages';
import {
  clearedSessionCookie,
  isToken,
  lookUpSession,
  secondsLeft,
  sessionCookie,
  sessionTokenOf,
  SESSION_PATH,
  withRenderToken,
} from './render-session';
import {
  clearedPreviewCookies,
  createPreviewReader,
  EXIT_PREVIEW_PATH,
  isPreviewToken,
  PREVIEW_PATH,
  previewCookies,
  previewTokenOf,
  sitePath,
  type PreviewPin,
} from './previews';
import { newVisitor, seedOf, type LiveAreas } from './release-assignment';
import { REVALIDATE, registerStaticFiles } from './static-files';
import { registerUploads } from './uploads';

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * How long a client may take: to send its request headers, and its whole request. A client that holds a request
 * half-sent is cut (and at shutdown it is cut at once, see connections.ts).
 */
export const SERVER_TIMEOUTS = { requestTimeout: 30_000, http: { headersTimeout: 10_000, connectionsCheckingInterval: 2_000 } };

export interface ShellLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface ShellAppOptions {
  config: RuntimeConfig;
  /** The shell's browser build: index.html (the page template) and the chunks. */
  distDir: string;
  /**
   * An area's server bundle for the release this person gets, or null when it cannot be had (the page then renders
   * in the browser).
   */
  loadArea: (remote: RemoteName, live: LiveAreas) => Promise<ServerAreaModule | null>;
  /**
   * What the areas are for one person (the seed of their canary buckets, null before they have one, and the release
   * a preview link pins their browser to): the registry's stable releases, any canary they fall in, the preview. By
   * default the configured working builds.
   */
  liveAreas?: (seed: string | null, preview: PreviewPin | null) => LiveAreas;
  /** What a preview link's token pins, as the API vouches for it (see previews.ts); by default asked of the API. */
  readPreview?: (token: string) => Promise<PreviewPin | null>;
  log: ShellLog;
  /** How long a page's data may take before the page is left to the browser. */
  dataTimeoutMs?: number;
  /**
   * Where visitors' pages are kept and served again while their data is unchanged (rendered-pages.ts); null to render
   * every page. By default a store of its own.
   */
  renderedPages?: RenderedPages | null;
}

/** What an expired or altered preview link opens: a page of its own, with the way back. */
const PREVIEW_GONE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Preview link expired · Lectern</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#1a1a2e;background:#f7f7fb;padding:16px;box-sizing:border-box}main{max-width:28rem}h1{font-size:1.5rem;margin:0 0 .5rem}a{color:#3949ab}</style></head>
<body><main><h1>This preview link is not valid or has expired</h1><p>Ask whoever sent it for a new one, or go on to <a href="/">Lectern</a>.</p></main></body></html>`;

/** The coding a kept page goes out in: brotli, else gzip, by the request's Accept-Encoding (as the compression picks). */
function acceptedCoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const coding = acceptEncoding ? negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ['br', 'gzip']) : null;
  return coding === 'br' || coding === 'gzip' ? coding : 'identity';
}

/** A path that names a file ('/missing.js'): never a page, so a missing one is a plain 404. */
const looksLikeFile = (pathname: string) => /\.[a-z0-9]{1,8}$/i.test(pathname);

/**
 * The shell's server: its own built files, the run-time configuration, and every page: the public area's pages rendered
 * on the server with the area's server bundle (loaded at run time from the area's origin), the shell's not-found page,
 * and the index.html template for the pages the browser renders (signed-in areas, or when server rendering is not
 * possible now). Each remote's files stay on the remote's own origin.
 */
export async function createShellApp({
  config,
  distDir,
  loadArea,
  liveAreas = () => ({ remotes: remotesJson(config), releases: {}, serverBundles: {}, personal: false }),
  readPreview = createPreviewReader({ apiUrl: config.apiUrl }),
  log,
  dataTimeoutMs,
  renderedPages,
}: ShellAppOptions): Promise<FastifyInstance> {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  assertTemplate(template);
  const browserTemplate = withColorScheme(template);
  const pageTemplate = paintFirst(template);
  const origin = config.publicUrl;
  const configBody = JSON.stringify(configJson(config));
  /** A number per server bundle loaded (a module object): a page kept from one is not served from another. */
  const bundleIds = new WeakMap<ServerAreaModule, number>();
  let bundlesSeen = 0;
  const bundleIdOf = (area: ServerAreaModule) => {
    let id = bundleIds.get(area);
    if (id === undefined) bundleIds.set(area, (id = ++bundlesSeen));
    return id;
  };
  const kept = renderedPages === undefined ? new RenderedPages({ checkTimeoutMs: dataTimeoutMs ?? 3000 }) : renderedPages;
  /** A page's headers for the areas live now: the CSP names their origins, the public area's is opened early. */
  const pageHeaders = (remotes: RemotesManifest, inlineScripts: string[] = []) => ({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': contentSecurityPolicy(config, remotes, inlineScripts),
    'X-Frame-Options': 'DENY',
    // Pages depend on the data of the moment: a cache may keep them, but asks first (see page-cache.ts for those
    // a shared cache may keep a few seconds, and those it may not keep at all).
    'Cache-Control': REVALIDATE,
    // Open the connections the page needs while its HTML arrives: the API and the public area, where visitors land.
    Link: [
      `<${new URL(config.apiUrl).origin}>; rel=preconnect; crossorigin`,
      `<${new URL(remotes.mf_public).origin}>; rel=preconnect; crossorigin`,
    ].join(', '),
  });

  const app = Fastify({ logger: false, trustProxy: true, return503OnClosing: true, ...SERVER_TIMEOUTS });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
    // Pages, config and the sitemap are compressed or not by the request's Accept-Encoding: every variant says so, the
    // uncompressed one too (a shared cache must not hand a gzip-less client's copy to everyone, or the reverse). In
    // the compression's own spelling, so it does not add it a second time.
    reply.header('Vary', 'accept-encoding');
  });
  // Pages, config and the sitemap are compressed per response; the built files have their copies made at build time.
  await app.register(fastifyCompress, PAGE_COMPRESSION);
  // The compression adds its onSend hook to each route as the route is declared; the pages' ETag hook goes after it,
  // so that a compressed page's tag names its coding.
  app.addHook('onRoute', (route) => {
    if (route.url === '/*') route.onSend = [...[route.onSend ?? []].flat(), codedETag];
  });
  await registerStaticFiles(app, { root: distDir, ignore: ['index.html', 'server/**'] });

  const sendJson = (reply: FastifyReply, body: string) =>
    reply.header('Cache-Control', REVALIDATE).type('application/json; charset=utf-8').send(body);
  app.get('/config.json', (_request, reply) => sendJson(reply, configBody));
  const secure = config.production;
  /**
   * The areas for the person asking. While a canary runs or a preview pins their browser, the answer is theirs alone
   * (no shared cache keeps it), and a visitor without a bucket seed gets one, in a cookie, with this very answer. A
   * preview cookie the API no longer vouches for (expired) is cleared.
   */
  const areasFor = async (request: FastifyRequest, reply: FastifyReply): Promise<LiveAreas> => {
    const token = previewTokenOf(request.headers.cookie);
    const preview = token ? await readPreview(token) : null;
    if (token && !preview) reply.header('Set-Cookie', clearedPreviewCookies(secure));
    const seed = seedOf(request.headers.cookie);
    const shared = liveAreas(seed, preview);
    if (!shared.personal) return shared;
    reply.header('Vary', 'accept-encoding, cookie');
    if (seed !== null) return shared;
    const visitor = newVisitor(secure);
    reply.header('Set-Cookie', visitor.cookie);
    return liveAreas(visitor.seed, preview);
  };

  // Opening a preview link pins this browser to the release it names (see previews.ts); leaving it unpins it.
  app.get<{ Querystring: { to?: string } }>(EXIT_PREVIEW_PATH, (request, reply) =>
    reply
      .code(302)
      .headers({ Location: sitePath(request.query.to), 'Cache-Control': SIGNED_IN_PAGE })
      .header('Set-Cookie', clearedPreviewCookies(secure))
      .send(),
  );
  app.get<{ Params: { '*': string }; Querystring: { to?: string } }>(`${PREVIEW_PATH}*`, async (request, reply) => {
    const token = request.params['*'];
    const preview = isPreviewToken(token) ? await readPreview(token) : null;
    if (!preview) {
      return reply
        .code(404)
        .headers({ 'Cache-Control': SIGNED_IN_PAGE, 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" })
        .type('text/html; charset=utf-8')
        .send(PREVIEW_GONE_PAGE);
    }
    return (
      reply
        .code(302)
        // The token is in this address: it is not passed on to the next page's requests.
        .headers({ Location: sitePath(request.query.to), 'Cache-Control': SIGNED_IN_PAGE, 'Referrer-Policy': 'no-referrer' })
        .header('Set-Cookie', previewCookies(token, preview, Date.now(), secure))
        .send()
    );
  });

  // Read per request: a deploy (a changed registry) reaches the next page load.
  app.get('/remotes.json', async (request, reply) => {
    const live = await areasFor(request, reply);
    if (!live.personal) return sendJson(reply, JSON.stringify(live.remotes));
    return reply.header('Cache-Control', SIGNED_IN_PAGE).type('application/json; charset=utf-8').send(JSON.stringify(live.remotes));
  });

  app.get('/robots.txt', (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(['User-agent: *', 'Disallow: /student', 'Disallow: /educator', 'Disallow: /admin', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')),
  );

  // The demo courses' covers (see demo-covers.ts): drawn per request, small, the same for a day.
  app.get<{ Params: { file: string } }>('/demo/courses/:file', (request, reply) => {
    const slug = coverSlug(request.params.file);
    if (!slug) return reply.code(404).header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'")
      .type('image/svg+xml')
      .send(courseCoverSvg(slug));
  });

  // Uploaded course images and profile photos, from the API's storage, on this origin.
  registerUploads(app, { apiUrl: config.apiUrl });

  app.get('/sitemap.xml', async (_request, reply) => {
    // Crawlers get the stable release's sitemap.
    const area = await loadArea('mf_public', liveAreas(null, null));
    const xml = area?.sitemap ? await area.sitemap(origin).catch((error: unknown) => (log.error('sitemap failed', error), null)) : null;
    if (xml === null)
      return reply.code(503).header('Retry-After', '60').type('text/plain; charset=utf-8').send('The sitemap is unavailable, try again later');
    return reply.header('Cache-Control', 'public, max-age=300').type('application/xml; charset=utf-8').send(xml);
  });

  // A page the browser renders starts by fetching the run-time configuration: ask for it while the scripts download.
  // A signed-in area's page is nobody else's business, whatever caches sit in between.
  const sendTemplate = (reply: FastifyReply, remotes: RemotesManifest, pathname: string, personal = false) => {
    const headers = pageHeaders(remotes, browserTemplate.scriptSources);
    const Link = ['</config.json>; rel=preload; as=fetch; crossorigin', '</remotes.json>; rel=preload; as=fetch; crossorigin', headers.Link].join(
      ', ',
    );
    const owner = findArea(pathname);
    // The Google callback page's address holds a sign-in code: no cache keeps it.
    const cacheControl =
      personal || (owner !== null && owner !== 'mf_public') || pathname === routes.googleSignInCallback ? SIGNED_IN_PAGE : REVALIDATE;
    return reply
      .code(200)
      .headers({ ...headers, Link, 'Cache-Control': cacheControl })
      .send(browserTemplate.html);
  };

  /**
   * A rendered page. A visitor's copy has its ETag (304 when the client, or a cache, holds this very document already);
   * an answer to a request with a render session is that person's alone (their page, or the visitor's page with the
   * cookie cleared): no cache keeps it, and it has no validator to share.
   */
  const sendRendered = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: RenderedPage,
    remotes: RemotesManifest,
    personal: boolean,
    keep?: { key: string; reads: ApiRead[] | null },
  ) => {
    const document = renderDocument(pageTemplate, page);
    if (personal) {
      return reply
        .code(page.status)
        .headers({ ...pageHeaders(remotes, pageTemplate.scriptSources), 'Cache-Control': SIGNED_IN_PAGE })
        .send(document);
    }
    const etag = documentETag(document);
    const headers = {
      ...pageHeaders(remotes, pageTemplate.scriptSources),
      ...(page.status === 200 ? { 'Cache-Control': PUBLIC_PAGE } : {}),
      ETag: etag,
    };
    if (kept && keep?.reads && page.status === 200) {
      kept.keep(keep.key, keep.reads, document, etag, headers).catch((error: unknown) => log.error(`keeping ${request.url} failed`, error));
    }
    const held = heldTag(request.headers['if-none-match'], etag);
    if (held && page.status === 200)
      return reply
        .code(304)
        .headers({ ...headers, ETag: held })
        .send();
    return reply.code(page.status).headers(headers).send(document);
  };

  /** A kept page (see rendered-pages.ts): 304 when the client holds it, else its bytes in the best coding it accepts. */
  const sendKept = (request: FastifyRequest, reply: FastifyReply, page: KeptPage) => {
    const held = heldTag(request.headers['if-none-match'], page.etag);
    if (held)
      return reply
        .code(304)
        .headers({ ...page.headers, ETag: held })
        .send();
    const coding = acceptedCoding(request.headers['accept-encoding']);
    reply.code(200).headers(page.headers);
    if (coding === 'identity') return reply.send(page.identity);
    // The compression leaves an answer that has its coding alone; the ETag hook names the coding (codedETag).
    return reply.header('Content-Encoding', coding).send(page[coding]);
  };

  // The render session (see render-session.ts): set by the browser when someone signs in, ended when they sign out.
  // Only this site's own pages may set or end it: a request from another origin (a page elsewhere posting here to
  // sign a visitor into the attacker's account) is refused, and the JSON body keeps plain HTML forms out as well.
  const ownOrigin = new URL(origin).origin;
  const sameOrigin = (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string') return site === 'same-origin';
    return request.headers.origin === ownOrigin;
  };
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).header('Cache-Control', SIGNED_IN_PAGE).type('application/json; charset=utf-8').send(JSON.stringify({ message }));
  app.put(SESSION_PATH, { bodyLimit: 8192 }, async (request, reply) => {
    if (!sameOrigin(request)) return refuse(reply, 403, 'Only this site may set its render session');
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) return refuse(reply, 415, 'Send the token as JSON');
    const token = (request.body as { token?: unknown } | null)?.token;
    if (!isToken(token)) return refuse(reply, 400, 'token must be a session token');
    const left = secondsLeft(token);
    if (left === null) return refuse(reply, 400, 'The session has expired');
    return reply
      .code(204)
      .headers({ 'Cache-Control': SIGNED_IN_PAGE, 'Set-Cookie': sessionCookie(token, left, secure) })
      .send();
  });
  app.delete(SESSION_PATH, async (request, reply) => {
    if (!sameOrigin(request)) return refuse(reply, 403, 'Only this site may end its render session');
    return reply
      .code(204)
      .headers({ 'Cache-Control': SIGNED_IN_PAGE, 'Set-Cookie': clearedSessionCookie(secure) })
      .send();
  });

  // Every other GET is a page (the files above are routes of their own, which win over this wildcard).
  app.get('/*', async (request, reply) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    if (looksLikeFile(pathname)) return reply.code(404).header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8').send('Not found');
    const live = await areasFor(request, reply);
    const { remotes } = live;
    const token = sessionTokenOf(request.headers.cookie);
    let user: User | null = null;
    if (token) {
      // Whatever the answer, what follows is this person's business only.
      reply.header('Cache-Control', SIGNED_IN_PAGE);
      const session = await lookUpSession(token, dataTimeoutMs ?? 3000);
      if (session.kind === 'signed-in') user = session.user;
      // Ended elsewhere (signed out on another device, a password reset): the page renders for a visitor, and the
      // browser forgets the cookie.
      else if (session.kind === 'signed-out') reply.header('Set-Cookie', clearedSessionCookie(secure));
      // The API did not say: the browser renders the page, with its own session.
      else return sendTemplate(reply, remotes, pathname, live.personal);
    }
    const personal = token !== null || live.personal;
    // A visitor's page, the same for every visitor: served as kept while its data is unchanged, and while the area
    // renders with the very server bundle it was rendered with (a rebuilt area at the same address is another page).
    let key: string | null = null;
    let loaded: { remote: RemoteName; area: ServerAreaModule } | null = null;
    if (kept && !personal) {
      const owner = findArea(pathname);
      // (A bundle that cannot be had, or a loader that fails, leaves the page to the render below, which says so.)
      const area = owner ? await loadArea(owner, live).catch(() => null) : undefined;
      if (owner && area) loaded = { remote: owner, area };
      if (area !== null) key = JSON.stringify([url, remotes, live.serverBundles, area ? bundleIdOf(area) : 'shell']);
    }
    if (key !== null) {
      const page = await kept?.current(key);
      if (page) return sendKept(request, reply, page);
    }
    try {
      const render = () =>
        withRenderToken(user ? token : null, () =>
          renderPage({
            url,
            origin,
            apiBaseUrl: config.apiUrl,
            remotes,
            // The bundle the key names, when it was loaded for it: the page is rendered with that very one.
            loadArea: (remote) => (loaded?.remote === remote ? Promise.resolve(loaded.area) : loadArea(remote, live)),
            user,
            dataTimeoutMs,
          }),
        );
      const { result: outcome, reads } = key !== null ? await noteReads(render) : { result: await render(), reads: null };
      if (!outcome) return sendTemplate(reply, remotes, pathname, live.personal);
      if (outcome.kind === 'redirect') return reply.code(302).headers({ Location: outcome.location, 'Cache-Control': SIGNED_IN_PAGE }).send();
      return sendRendered(request, reply, outcome.page, remotes, personal, key !== null ? { key, reads } : undefined);
    } catch (error) {
      // A page that cannot be rendered here still renders in the browser.
      log.error(`server render of ${url} failed, sent the page to render in the browser`, error);
      return sendTemplate(reply, remotes, pathname, live.personal);
    }
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method not allowed');
    }
    return reply.code(404).header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8').send('Not found');
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) log.error(`${request.method} ${request.url}`, error);
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? 'Internal error' : error.message);
  });

  return app;
}
