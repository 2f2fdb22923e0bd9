import { z } from 'zod';
import { ApiError, configureApi, request } from './http';
import { sessionStore, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../session/session-store';
import { buildUser } from '../testing/factories';

const okSchema = () => z.object({ value: z.number() });

function respond(status: number, body: unknown) {
  return jest.fn().mockResolvedValue(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('request', () => {
  const originalFetch = globalThis.fetch;

  beforeEach(() => {
    configureApi({ baseUrl: 'http://api.test' });
    sessionStore.getState().signOut();
  });

  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('sends the bearer token to the configured base URL and parses the answer', async () => {
    const fetchMock = respond(200, { value: 7 });
    globalThis.fetch = fetchMock;
    sessionStore.getState().signIn(buildUser(), 'tok-123');

    await expect(request('get', '/api/thing', okSchema, { searchParams: { q: 'rust', page: undefined } })).resolves.toEqual({ value: 7 });

    const sent = fetchMock.mock.calls[0][0] as Request;
    expect(sent.url).toBe('http://api.test/api/thing?q=rust');
    expect(sent.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends a token it is given instead of the session one (a log out ends the token being forgotten)', async () => {
    const fetchMock = respond(200, { value: 1 });
    globalThis.fetch = fetchMock;

    await request('post', '/api/auth/logout', okSchema, { token: 'ending-token' });

    expect((fetchMock.mock.calls[0][0] as Request).headers.get('Authorization')).toBe('Bearer ending-token');
  });

  it("turns a non-2xx answer into an ApiError carrying the server's message", async () => {
    globalThis.fetch = respond(409, { message: 'User already exists' });
    const error = await request('post', '/api/auth/send-otp', okSchema, { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'User already exists' });
  });

  it('signs out when the server rejects the token', async () => {
    globalThis.fetch = respond(401, { message: 'Invalid or expired token' });
    sessionStore.getState().signIn(buildUser(), 'stale');
    await expect(request('get', '/api/auth/me', okSchema)).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getState().user).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('reports an unreachable server as a network error', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('get', '/api/stats', okSchema)).rejects.toMatchObject({ status: 0, isNetworkError: true });
  });

  it('parses with the contract schema the call picks, loaded with the request', async () => {
    globalThis.fetch = respond(200, { message: 'Enrolled' });
    await expect(request('post', '/api/enrollments', (schemas) => schemas.messageResponseSchema)).resolves.toEqual({ message: 'Enrolled' });
    globalThis.fetch = respond(200, { note: 'no message' });
    await expect(request('post', '/api/enrollments', (schemas) => schemas.messageResponseSchema)).rejects.toMatchObject({ status: 502 });
  });

  it('refuses an answer that does not match the schema', async () => {
    globalThis.fetch = respond(200, { value: 'seven' });
    await expect(request('get', '/api/thing', okSchema)).rejects.toMatchObject({ status: 502 });
  });
});

describe('session store persistence', () => {
  it("keeps the token and user under the spec's local-storage items", () => {
    const user = buildUser({ name: 'Ana' });
    sessionStore.getState().signIn(user, 'abc');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toMatchObject({ name: 'Ana' });
    sessionStore.getState().signOut();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ user: null, token: null, loading: false });
  });
});
