import { errorMessage, notify, type LecternApi, type sessionStore as SessionStoreInstance } from '@lectern/shared-sdk';

type SessionStore = typeof SessionStoreInstance;

interface StartSessionOptions {
  api: Pick<LecternApi, 'getMe'>;
  store: SessionStore;
  /** The address query at start-up, e.g. '?token=…' after the Google sign-in redirect. */
  search: string;
  /** Replaces the address query without adding a history entry. */
  replaceSearch: (search: string) => void;
}

export const TOKEN_QUERY_PARAM = 'token';

/**
 * Spec section 4: a token in the address query wins (the user is fetched and the query cleaned); otherwise the
 * stored user is used at once and refreshed in the background. `loading` stays true until the user is known.
 */
export async function startSession({ api, store, search, replaceSearch }: StartSessionOptions): Promise<void> {
  store.getState().restore();
  const params = new URLSearchParams(search);
  const queryToken = params.get(TOKEN_QUERY_PARAM);

  if (queryToken) {
    params.delete(TOKEN_QUERY_PARAM);
    const rest = params.toString();
    replaceSearch(rest ? `?${rest}` : '');
    store.setState({ token: queryToken });
    try {
      const { user } = await api.getMe();
      store.getState().signIn(user, queryToken);
    } catch (error) {
      store.getState().signOut();
      notify.error('Login failed', errorMessage(error, 'Please check your credentials and try again.'));
    }
    store.getState().setLoading(false);
    return;
  }

  const storedToken = store.getState().token;
  store.getState().setLoading(false);
  if (!storedToken) return;
  try {
    const { user } = await api.getMe();
    // A sign-out or another sign-in while this was in flight wins over the stale answer.
    if (store.getState().token === storedToken) store.getState().setUser(user);
  } catch {
    // A 401 has already signed the user out in the client; anything else keeps the stored user.
  }
}
