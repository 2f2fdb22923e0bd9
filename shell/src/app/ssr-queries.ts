import type { DehydratedState } from '@tanstack/react-query';

/**
 * A server-rendered page carries its data as TanStack Query's dehydrated state, which stamps each query with the
 * time it was read. Those stamps would make every render of the same data a different document: no two answers
 * would share an ETag, and no cache could answer "not modified". The server writes 0 instead, and the browser
 * reads the page's data as fresh from when the page arrived, which is what it would have been without a cache in
 * between (a shared cache keeps a page a few seconds: see the shell's page caching).
 */
export function timelessQueries(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  };
}

/** The server's timeless state, stamped with the time the page arrived (`now`). */
export function queriesAsOf(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: now,
      state: { ...query.state, dataUpdatedAt: query.state.dataUpdatedAt || now },
    })),
  };
}
