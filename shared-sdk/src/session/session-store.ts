import { useCallback, useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type { Role, User } from '../users/schemas';

/** The spec's local-storage items. */
export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'lms_user';

export interface SessionState {
  user: User | null;
  token: string | null;
  /** True until start-up has restored (or failed to restore) the session. */
  loading: boolean;
  signIn: (user: User, token: string) => void;
  setUser: (user: User) => void;
  signOut: () => void;
  setLoading: (loading: boolean) => void;
  /**
   * Reads the session this browser kept (the spec's local-storage items). The store starts signed out, on the
   * server and in the browser alike, so the browser's first render matches a server-rendered page; the shell
   * restores the session right after.
   */
  restore: () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readStoredSession(): Pick<SessionState, 'user' | 'token'> {
  const store = storage();
  const token = store?.getItem(TOKEN_STORAGE_KEY) ?? null;
  const rawUser = store?.getItem(USER_STORAGE_KEY) ?? null;
  if (!token || !rawUser) return { user: null, token: null };
  try {
    return { user: JSON.parse(rawUser) as User, token };
  } catch {
    return { user: null, token: null };
  }
}

function writeStoredSession(user: User | null, token: string | null): void {
  const store = storage();
  if (!store) return;
  if (user && token) {
    store.setItem(TOKEN_STORAGE_KEY, token);
    store.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } else {
    store.removeItem(TOKEN_STORAGE_KEY);
    store.removeItem(USER_STORAGE_KEY);
  }
}

/** Created once at module top level: shell and remotes share it through the federation singleton. */
export const sessionStore = createStore<SessionState>()((set, get) => ({
  user: null,
  token: null,
  loading: true,
  signIn: (user, token) => {
    writeStoredSession(user, token);
    set({ user, token, loading: false });
  },
  setUser: (user) => {
    writeStoredSession(user, get().token);
    set({ user });
  },
  signOut: () => {
    writeStoredSession(null, null);
    set({ user: null, token: null, loading: false });
  },
  setLoading: (loading) => set({ loading }),
  restore: () => set(readStoredSession()),
}));

/**
 * The session as components read it. Unlike zustand's own hook, a server render and the hydration that follows read the
 * store as it is, not as it was created: the shell's server renders a signed-in person's page with the store holding
 * them for the length of one synchronous render, and the browser sets the same person before it hydrates that HTML
 * (see the shell's render session), so both sides render the same tree. A page rendered signed out starts signed out
 * on both sides, as before.
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const read = useCallback(() => selector(sessionStore.getState()), [selector]);
  return useSyncExternalStore(sessionStore.subscribe, read, read);
}

const selectUser = (state: SessionState) => state.user;

export function useCurrentUser(): User | null {
  return useSession(selectUser);
}

export function currentRole(): Role | null {
  return sessionStore.getState().user?.role ?? null;
}
