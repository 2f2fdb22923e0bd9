import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Role, User } from '../schemas/users';

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

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export function useCurrentUser(): User | null {
  return useStore(sessionStore, (state) => state.user);
}

export function currentRole(): Role | null {
  return sessionStore.getState().user?.role ?? null;
}
