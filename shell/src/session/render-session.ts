import type { sessionStore as SessionStoreInstance, User } from '@lectern/shared-sdk';

type SessionStore = typeof SessionStoreInstance;

/** The shell's server's endpoint for the render session cookie (see shell/src/server/render-session.ts). */
const SESSION_ENDPOINT = '/session';

/** Stands for a cookie the server rendered with whose token this page does not hold (its local storage was cleared). */
const UNHELD = Symbol('a render session this page holds no token of');

/** Sets (a token) or ends (null) the render session; a failure only means the next page renders in the browser. */
function send(token: string | null): void {
  const request: RequestInit = token
    ? { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) }
    : { method: 'DELETE' };
  // keepalive: a sign-out followed at once by leaving the page still ends the render session.
  void fetch(SESSION_ENDPOINT, { ...request, credentials: 'same-origin', keepalive: true }).catch(() => undefined);
}

/**
 * Keeps the shell's render session cookie with the person the browser holds: set when someone signs in (or a session
 * the server did not render with is restored), ended when they sign out or the API answers 401. What the cookie holds
 * at start is what the page says: the server rendered it for someone (`serverUser`), for a visitor (null: it holds
 * none), or the browser renders it (undefined: it may hold anything, and only a session to set is sent).
 */
export function followRenderSession(store: SessionStore, serverUser: User | null | undefined): () => void {
  const stored = store.getState().token;
  let held: string | null | typeof UNHELD | undefined = serverUser ? (stored ?? UNHELD) : serverUser === null ? null : undefined;
  const sync = (token: string | null) => {
    if (token === held || (held === undefined && token === null)) return;
    held = token;
    send(token);
  };
  // Once the session is known: start-up's restore (loading) is not a change of person.
  if (!store.getState().loading) sync(store.getState().token);
  return store.subscribe((state) => {
    if (!state.loading) sync(state.token);
  });
}

/** The person the server rendered this page for (bootstrap.tsx sets it before hydrating), read by the start-up. */
let serverRendered: User | null | undefined;
export const setServerUser = (user: User | null | undefined) => {
  serverRendered = user;
};
export const serverUser = () => serverRendered;
