import { sessionStore } from '@lectern/shared-sdk';
import { buildUser } from '@lectern/shared-sdk/testing';
import { followRenderSession } from './render-session';

const maya = buildUser({ id: 1, name: 'Maya', role: 'student' });
const liam = buildUser({ id: 2, name: 'Liam', role: 'student' });
let sent: string[];
let stop: () => void = () => undefined;

beforeEach(() => {
  sent = [];
  window.localStorage.clear();
  sessionStore.setState({ user: null, token: null, loading: true });
  global.fetch = jest.fn(async (address: RequestInfo | URL, init?: RequestInit) => {
    sent.push(`${init?.method} ${String(address)}${init?.body ? ` ${init.body as string}` : ''}`);
    return new Response(null, { status: 204 });
  }) as typeof fetch;
});
afterEach(() => stop());

test("signing in sets the render session with the person's token; signing out, or a 401, ends it", () => {
  stop = followRenderSession(sessionStore, null);
  sessionStore.getState().setLoading(false);
  expect(sent).toEqual([]);
  sessionStore.getState().signIn(maya, 'token-maya');
  expect(sent).toEqual(['PUT /session {"token":"token-maya"}']);
  sessionStore.getState().setUser({ ...maya, name: 'Maya P.' });
  expect(sent).toHaveLength(1);
  sessionStore.getState().signOut();
  expect(sent.at(-1)).toBe('DELETE /session');
});

test('a page the server rendered for the person holding the token sends nothing', () => {
  window.localStorage.setItem('token', 'token-maya');
  window.localStorage.setItem('lms_user', JSON.stringify(maya));
  sessionStore.setState({ user: maya, token: 'token-maya', loading: false });
  stop = followRenderSession(sessionStore, maya);
  sessionStore.getState().restore();
  sessionStore.getState().setUser(maya);
  expect(sent).toEqual([]);
  // Another person signs in on this page: the cookie follows.
  sessionStore.getState().signIn(liam, 'token-liam');
  expect(sent).toEqual(['PUT /session {"token":"token-liam"}']);
});

test('a page the server rendered for someone whose token this browser no longer holds ends the render session', () => {
  sessionStore.setState({ user: maya, token: null, loading: false });
  stop = followRenderSession(sessionStore, maya);
  sessionStore.getState().signOut();
  expect(sent).toEqual(['DELETE /session']);
});

test('a page rendered in the browser sets the session restored at start-up once it is known, and ends none it does not know of', () => {
  stop = followRenderSession(sessionStore, undefined);
  sessionStore.setState({ user: maya, token: 'token-maya' });
  expect(sent).toEqual([]);
  sessionStore.getState().setLoading(false);
  expect(sent).toEqual(['PUT /session {"token":"token-maya"}']);

  stop();
  sent = [];
  sessionStore.setState({ user: null, token: null, loading: true });
  stop = followRenderSession(sessionStore, undefined);
  sessionStore.getState().setLoading(false);
  expect(sent).toEqual([]);
});
