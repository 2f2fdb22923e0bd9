import { cartCalls } from '../cart/calls';
import { coursesCalls } from '../courses/calls';
import { sessionsCalls } from '../sessions/calls';
import { ApiError, call, configureApi, endpoints } from './http';
import { reviewsCalls } from '../reviews/calls';
import { sessionStore, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../session/session-store';
import { buildCart, buildUser } from '../testing/factories';

function respond(status: number, body: unknown) {
  return jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

/** Calls of each kind: a read with a query, a change by id, a change with a body that answers only 201. */
const calls = { readThing: coursesCalls.listPendingCourses, thingById: sessionsCalls.signOutSession, sendThing: cartCalls.addToCart };
const cartAnswer = { message: 'Added', cart: buildCart() };

describe('call', () => {
  const originalFetch = globalThis.fetch;

  beforeEach(() => {
    configureApi({ baseUrl: 'http://api.test' });
    sessionStore.getState().signOut();
  });

  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('sends the bearer token to the configured base URL and parses the answer', async () => {
    const fetchMock = respond(200, []);
    globalThis.fetch = fetchMock;
    sessionStore.getState().signIn(buildUser(), 'tok-123');

    await expect(call(calls.readThing, { searchParams: { q: 'rust', page: undefined } })).resolves.toEqual([]);

    const sent = fetchMock.mock.calls[0][0] as Request;
    expect(sent.method).toBe('GET');
    expect(sent.url).toBe('http://api.test/api/courses/admin/pending?q=rust');
    expect(sent.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it("sends the API its cookies only for a call that asks (the sign-in's device cookie, the Google hand-off), never by default", async () => {
    const fetchMock = jest.fn(
      async (_input: RequestInfo | URL) => new Response(JSON.stringify(cartAnswer), { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    globalThis.fetch = fetchMock;

    await call(calls.sendThing, { json: { courseId: 1 }, withCookies: true });
    await call(calls.sendThing, { json: { courseId: 1 } });

    expect((fetchMock.mock.calls[0]?.[0] as Request).credentials).toBe('include');
    expect((fetchMock.mock.calls[1]?.[0] as Request).credentials).toBe('same-origin');
  });

  it("fills the call's path parameters, encoded, and uses its method", async () => {
    const fetchMock = respond(200, { message: 'gone' });
    globalThis.fetch = fetchMock;

    await call(calls.thingById, { params: { id: 'a/b 7' } });

    const sent = fetchMock.mock.calls[0][0] as Request;
    expect(sent.method).toBe('DELETE');
    expect(sent.url).toBe('http://api.test/api/users/profile/sessions/a%2Fb%207');
  });

  it('sends the body as JSON and parses the answer by the schema its domain gives for its status', async () => {
    const sent: { method?: string; body?: unknown } = {};
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      Object.assign(sent, { method: request.method, body: await request.clone().json() });
      return new Response(JSON.stringify(cartAnswer), { status: 201, headers: { 'content-type': 'application/json' } });
    });

    await expect(call(calls.sendThing, { json: { courseId: 3 } })).resolves.toEqual(cartAnswer);

    expect(sent).toEqual({ method: 'POST', body: { courseId: 3 } });
  });

  it('refuses a success status the schemas do not give for the call', async () => {
    globalThis.fetch = respond(200, cartAnswer);
    await expect(call(calls.sendThing, { json: { courseId: 3 } })).rejects.toMatchObject({ status: 502 });
  });

  it('sends a token it is given instead of the session one (a log out ends the token being forgotten)', async () => {
    const fetchMock = respond(200, []);
    globalThis.fetch = fetchMock;
    sessionStore.getState().signIn(buildUser(), 'session-token');

    await call(calls.readThing, { token: 'ending-token' });

    expect((fetchMock.mock.calls[0][0] as Request).headers.get('Authorization')).toBe('Bearer ending-token');
  });

  it("turns a non-2xx answer into an ApiError carrying the server's message", async () => {
    globalThis.fetch = respond(409, { message: 'User already exists' });
    const error = await call(calls.sendThing, { json: { courseId: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'User already exists' });
  });

  it("keeps a refusal's code and the challenge of a request for work", async () => {
    const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: 'sig' };
    globalThis.fetch = respond(429, { message: 'Too many codes requested from your network.', code: 'proof_of_work_required', challenge });
    const error = await call(calls.sendThing, { json: { courseId: 1 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, message: 'Too many codes requested from your network.', details: { code: 'proof_of_work_required' } });
    expect((error as ApiError).proofOfWorkChallenge).toEqual(challenge);

    globalThis.fetch = respond(429, { message: 'Too many failed sign-in attempts. Try again in 5 minutes.' });
    const plain = await call(calls.sendThing, { json: { courseId: 1 } }).catch((e: unknown) => e);
    expect((plain as ApiError).proofOfWorkChallenge).toBeUndefined();
  });

  it('signs out when the server rejects the token', async () => {
    globalThis.fetch = respond(401, { message: 'Invalid or expired token' });
    sessionStore.getState().signIn(buildUser(), 'stale');
    await expect(call(calls.readThing)).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getState().user).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('reports an unreachable server as a network error', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call(calls.readThing)).rejects.toMatchObject({ status: 0, isNetworkError: true });
  });

  it('refuses an answer that does not match the schema', async () => {
    globalThis.fetch = respond(200, { message: 7 });
    await expect(call(calls.readThing)).rejects.toMatchObject({ status: 502 });
    globalThis.fetch = respond(200, 'not an object');
    await expect(call(calls.readThing)).rejects.toMatchObject({ status: 502 });
  });
});

describe('endpoints', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it("makes a call of the table a function: the path's values in their order, then a read's query or a change's body", async () => {
    configureApi({ baseUrl: 'http://api.test' });
    const sent: { method: string; url: string; body: unknown }[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      sent.push({ method: request.method, url: request.url, body: request.method === 'GET' ? null : await request.clone().json() });
      const reviews = { reviews: [], page: 1, limit: 10, total: 0, summary: { average: 0, count: 0, distribution: [] } };
      return new Response(JSON.stringify(request.method === 'GET' ? reviews : { message: 'ok' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const api = endpoints(reviewsCalls, ['listCourseReviews', 'setReviewVisibility']);

    await api.listCourseReviews(4, { page: 2 }).catch(() => undefined);
    await api.setReviewVisibility(9, { hidden: true }).catch(() => undefined);

    expect(sent).toEqual([
      { method: 'GET', url: 'http://api.test/api/courses/4/reviews?page=2', body: null },
      { method: 'PATCH', url: 'http://api.test/api/reviews/9/visibility', body: { hidden: true } },
    ]);
    expect(Object.keys(api)).toEqual(['listCourseReviews', 'setReviewVisibility']);
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
