/**
 * @jest-environment node
 */
import { areaBuild } from '@lectern/shared-sdk/release';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { configureApi, httpApi, SSR_STATE_ELEMENT_ID, useCurrentUser, type RemoteName, type ServerAreaModule, type User } from '@lectern/shared-sdk';
import { buildUser } from '@lectern/shared-sdk/testing';
import { resolveRuntimeConfig } from './runtime-config.cjs';
import { SIGNED_IN_PAGE } from './page-cache';
import { RENDER_SESSION_COOKIE, secondsLeft, sessionTokenOf } from './render-session';
import { createShellApp, type ShellLog } from './shell-app';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Lectern</title><meta name=description content="generic">' +
  '<script defer src=/main.0123456789.js></script></head><body><noscript>You need to enable JavaScript.</noscript><div id=root></div></body></html>';

/** A token as the API issues them: a JWT whose `exp` is `secondsFromNow` away (the signature is the API's business). */
const tokenFor = (name: string, secondsFromNow = 3600) =>
  [
    Buffer.from('{"alg":"HS256"}').toString('base64url'),
    Buffer.from(JSON.stringify({ sub: name, exp: Math.floor(Date.now() / 1000) + secondsFromNow })).toString('base64url'),
    'c2lnbmF0dXJl',
  ].join('.');

const maya = buildUser({ id: 11, name: 'Maya Patel', role: 'student' });
const ada = buildUser({ id: 12, name: 'Ada Okafor', role: 'educator' });
const mayaToken = tokenFor('maya');
const adaToken = tokenFor('ada');
const revokedToken = tokenFor('revoked');

/** The API's GET /api/auth/me, by bearer token; it notes who it was asked as. */
const asked: string[] = [];
let api: Server;
let dist: string;
const log: ShellLog = { info: () => {}, warn: () => {}, error: () => {} };

const people: Record<string, User> = { [mayaToken]: maya, [adaToken]: ada };

beforeAll(async () => {
  api = createServer((request, response) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    asked.push(`${request.url} as ${people[token]?.name ?? 'nobody'}`);
    const user = people[token];
    response.setHeader('Content-Type', 'application/json');
    if (!user) return void response.writeHead(401).end(JSON.stringify({ message: 'Session expired' }));
    if (request.url === '/api/auth/me') return void response.end(JSON.stringify({ user }));
    response.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  configureApi({ baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
  dist = mkdtempSync(path.join(os.tmpdir(), 'lectern-render-session-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
});
afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

function Dashboard() {
  const user = useCurrentUser();
  return <h1>Welcome back, {user?.name}</h1>;
}

/** A student area whose dashboard reads a note with the person's token, as a real page reads their enrolments. */
const studentArea: ServerAreaModule = {
  build: areaBuild,
  routes: [{ path: '/student', element: <Dashboard /> }],
  async prepare({ pathname, origin, queryClient }) {
    // A read through the SDK, as the real pages read: it goes with the token of the person being rendered.
    await new Promise((resolve) => setTimeout(resolve, 5));
    queryClient.setQueryData(['me'], (await httpApi.getMe()).user.name);
    return {
      status: 200,
      head: { title: 'Dashboard · Lectern', description: 'Dashboard', canonical: `${origin}${pathname}`, openGraph: {}, twitter: {} },
    };
  },
};

const config = resolveRuntimeConfig({}, { apiUrl: 'http://api.test', publicUrl: 'https://lectern.test' });
let app: FastifyInstance;
beforeEach(async () => {
  asked.length = 0;
  // A busy test machine is no reason to leave a page to the browser.
  app = await createShellApp({
    config,
    distDir: dist,
    loadArea: async (remote: RemoteName) => (remote === 'mf_student' ? studentArea : null),
    log,
    dataTimeoutMs: 20_000,
  });
});
afterEach(() => app.close());

const cookie = (token: string) => ({ cookie: `theme=dark; ${RENDER_SESSION_COOKIE}=${token}` });
const stateOf = (html: string) => JSON.parse(new RegExp(`<script id="${SSR_STATE_ELEMENT_ID}"[^>]*>(.*?)</script>`).exec(html)?.[1] ?? 'null');

describe('the render session', () => {
  test("a student's page is rendered for them, with the person in its state, and no cache may keep it", async () => {
    const response = await app.inject({ url: '/student', headers: cookie(mayaToken) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Welcome back, <!-- -->Maya Patel');
    expect(stateOf(response.body).session).toEqual({ user: maya });
    expect(response.headers['cache-control']).toBe(SIGNED_IN_PAGE);
    expect(response.headers.etag).toBeUndefined();
    // Once to know who is asking, once by the page's own read, and the chrome's figures (the bell, the student's
    // wishlist and cart), read with the page so the browser asks for none of them while it hydrates: all as Maya.
    expect([...asked].sort()).toEqual([
      '/api/auth/me as Maya Patel',
      '/api/auth/me as Maya Patel',
      '/api/cart as Maya Patel',
      '/api/notifications/unread-count as Maya Patel',
      '/api/wishlist as Maya Patel',
    ]);
    expect(stateOf(response.body).queries.queries[0].state.data).toBe('Maya Patel');
  });

  test('a visitor to a guarded page is sent to /login by the server, with the page as its next', async () => {
    const response = await app.inject({ url: '/student' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?next=%2Fstudent');
    expect(response.headers['cache-control']).toBe(SIGNED_IN_PAGE);
  });

  test("the next page keeps the page's query, and no session token", async () => {
    expect((await app.inject({ url: '/course/8/video/3?t=42&tab=notes' })).headers.location).toBe(
      '/login?next=%2Fcourse%2F8%2Fvideo%2F3%3Ft%3D42%26tab%3Dnotes',
    );
    expect((await app.inject({ url: '/cart?token=abc.def.ghi' })).headers.location).toBe('/login?next=%2Fcart');
  });

  test('a session ended elsewhere renders signed out: a redirect, and the cookie is cleared', async () => {
    const response = await app.inject({ url: '/student', headers: cookie(revokedToken) });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?next=%2Fstudent');
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`^${RENDER_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`));
  });

  test("another role's page sends the person to their own home", async () => {
    const response = await app.inject({ url: '/student', headers: cookie(adaToken) });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/educator');
  });

  test('two people asking at once each get their own page', async () => {
    const studentToken = tokenFor('liam');
    const liam = buildUser({ id: 13, name: 'Liam Brown', role: 'student' });
    people[studentToken] = liam;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => app.inject({ url: '/student', headers: cookie(index % 2 ? studentToken : mayaToken) })),
    );
    answers.forEach((answer, index) => {
      const [mine, theirs] = index % 2 ? ['Liam Brown', 'Maya Patel'] : ['Maya Patel', 'Liam Brown'];
      expect(answer.body).toContain(mine);
      expect(answer.body).not.toContain(theirs);
    });
  });

  test('this site sets the cookie for the token it is given: HttpOnly, SameSite=Lax, as long as the session lasts', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/session',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: { token: mayaToken },
    });
    expect(response.statusCode).toBe(204);
    const set = String(response.headers['set-cookie']);
    expect(set).toContain(`${RENDER_SESSION_COOKIE}=${mayaToken}; Path=/; Max-Age=`);
    expect(set).toContain('HttpOnly; SameSite=Lax');
    const maxAge = Number(/Max-Age=(\d+)/.exec(set)?.[1]);
    expect(maxAge).toBeGreaterThan(3000);
    expect(maxAge).toBeLessThanOrEqual(3600);
  });

  test('the cookie is Secure in production', async () => {
    const production = await createShellApp({ config: { ...config, production: true }, distDir: dist, loadArea: async () => null, log });
    const response = await production.inject({
      method: 'PUT',
      url: '/session',
      headers: { 'content-type': 'application/json', origin: 'https://lectern.test' },
      payload: { token: mayaToken },
    });
    await production.close();
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
  });

  test.each([
    ['another site', { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, { token: mayaToken }, 403],
    ['an origin that is not ours', { 'content-type': 'application/json', origin: 'https://evil.test' }, { token: mayaToken }, 403],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }, `token=${mayaToken}`, 415],
    ['something not a token', { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, { token: 'x\u0000; Path=/evil' }, 400],
    ['an expired token', { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, { token: tokenFor('maya', -10) }, 400],
    ['no body', { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, undefined, 400],
  ])('setting it from %s is refused and sets nothing', async (_case, headers, payload, status) => {
    const response = await app.inject({ method: 'PUT', url: '/session', headers, payload: payload as string | object | undefined });
    expect(response.statusCode).toBe(status);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  test('signing out clears it; another site cannot', async () => {
    const ours = await app.inject({ method: 'DELETE', url: '/session', headers: { 'sec-fetch-site': 'same-origin' } });
    expect(ours.statusCode).toBe(204);
    expect(String(ours.headers['set-cookie'])).toContain('Max-Age=0');
    const theirs = await app.inject({ method: 'DELETE', url: '/session', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.headers['set-cookie']).toBeUndefined();
  });
});

describe('reading the cookie', () => {
  test('finds the token among other cookies, and nothing in a malformed one', () => {
    expect(sessionTokenOf(`a=1; ${RENDER_SESSION_COOKIE}=${mayaToken}; b=2`)).toBe(mayaToken);
    expect(sessionTokenOf(`${RENDER_SESSION_COOKIE}=not-a-token`)).toBeNull();
    expect(sessionTokenOf('a=1')).toBeNull();
    expect(sessionTokenOf(undefined)).toBeNull();
  });

  test("the cookie's lifetime is what is left of the token's", () => {
    expect(secondsLeft(tokenFor('maya', 600))).toBeGreaterThan(590);
    expect(secondsLeft(tokenFor('maya', -1))).toBeNull();
    expect(secondsLeft('a.b.c')).toBeNull();
  });
});
