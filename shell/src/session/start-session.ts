import {
  destinationAfterSignIn,
  errorMessage,
  homeOrNext,
  type IntentContext,
  notify,
  paths,
  routes,
  takeKeptNextPage,
  type LecternApi,
  type User,
  type sessionStore as SessionStoreInstance,
} from '@lectern/shared-sdk';

type SessionStore = typeof SessionStoreInstance;

interface StartSessionOptions {
  api: Pick<LecternApi, 'getMe' | 'exchangeGoogleHandoff' | 'logout' | 'addToCart' | 'enroll' | 'saveCourse'>;
  store: SessionStore;
  /** The cache the signed-in person's lists live in: read again once a kept intent is done. */
  queryClient: IntentContext['queryClient'];
  /** The address at start-up. */
  location: { pathname: string; search: string; hash?: string };
  /** Goes to an address of the app without adding a history entry. */
  replace: (to: string) => void;
  /**
   * Asked when a Google sign-in would replace a different signed-in person: true to continue as `next`, false to
   * stay as `current`.
   */
  confirmSwitch: (current: User, next: User) => Promise<boolean>;
  /**
   * The person the server rendered this page for, set in the store before hydration (see bootstrap.tsx): the API
   * answered for them a moment ago, so they are not asked for again. Null or undefined: no one.
   */
  serverUser?: User | null;
}

/**
 * Restores the session at start-up: the stored user is used at once and refreshed in the background. The one way in
 * from an address is the Google sign-in callback page, which this app asked for: its single-use code is taken out of
 * the address at once and exchanged by a POST (the browser's sign-in cookie goes along, so a code from someone else's
 * link is refused). A session token in an address is never read. `loading` stays true until the user is known.
 */
export async function startSession(options: StartSessionOptions): Promise<void> {
  const { store, location, serverUser } = options;
  if (serverUser) {
    dropTokenFromAddress(options);
    // Rendered for someone whose token this browser no longer holds (its storage was cleared): nobody can act as them.
    if (store.getState().token) store.getState().setUser(serverUser);
    else store.getState().signOut();
    store.getState().setLoading(false);
    return;
  }
  store.getState().restore();
  if (location.pathname === routes.googleSignInCallback) {
    await finishGoogleSignIn(options, new URLSearchParams(location.search).get('code'));
    store.getState().setLoading(false);
    return;
  }

  dropTokenFromAddress(options);
  const storedToken = store.getState().token;
  store.getState().setLoading(false);
  if (!storedToken) return;
  await refreshStoredUser(options, storedToken);
}

/**
 * A `?token=` (the spec's Google form, or a link someone made) is not used, and not left in the address either,
 * where history and screenshots would keep it.
 */
function dropTokenFromAddress({ location, replace }: StartSessionOptions): void {
  const params = new URLSearchParams(location.search);
  if (!params.has('token')) return;
  params.delete('token');
  const rest = params.toString();
  replace(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash ?? ''}`);
}

/** The stored user as the server knows it now; false when its session has ended (a 401 has signed it out). */
async function refreshStoredUser({ api, store }: StartSessionOptions, storedToken: string): Promise<boolean> {
  try {
    const { user } = await api.getMe();
    // A sign-out or another sign-in while this was in flight wins over the stale answer.
    if (store.getState().token === storedToken) store.getState().setUser(user);
  } catch {
    // A 401 has already signed the user out in the client; anything else keeps the stored user.
  }
  return store.getState().token === storedToken;
}

async function finishGoogleSignIn(options: StartSessionOptions, code: string | null): Promise<void> {
  const { api, store, replace, confirmSwitch } = options;
  // Out of the address (and the history entry) before anything else: the code is nobody's business.
  replace(paths.googleSignInCallback());
  // The page the sign-in page was asked to open, kept in this tab while the browser was at Google.
  const next = takeKeptNextPage();
  const homeOfStored = () => {
    const current = store.getState().user;
    return current ? paths.roleHome(current.role) : paths.login(next);
  };
  if (!code) {
    replace(homeOfStored());
    return;
  }

  let signedIn: { user: User; token: string };
  try {
    signedIn = await api.exchangeGoogleHandoff({ code });
  } catch (error) {
    notify.error('Google sign-in did not complete', errorMessage(error, 'Please sign in again.'));
    replace(homeOfStored());
    return;
  }

  const storedToken = store.getState().token;
  const current = storedToken && (await refreshStoredUser(options, storedToken)) ? store.getState().user : null;
  if (current && current.id !== signedIn.user.id && !(await confirmSwitch(current, signedIn.user))) {
    // Staying: the session the exchange opened ends at once, so nobody holds it.
    void api.logout(signedIn.token).catch(() => undefined);
    replace(paths.roleHome(current.role));
    return;
  }
  store.getState().signIn(signedIn.user, signedIn.token);
  // What a visitor was doing when Google sign-in began is done for them, and they go back where they were, or on to
  // the page they asked for when they were sent to sign in.
  replace(await destinationAfterSignIn({ api, queryClient: options.queryClient }, signedIn.user, homeOrNext(signedIn.user.role, next)));
}
