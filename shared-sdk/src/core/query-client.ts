import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';
import { notifyFailure, type FailureToast } from '../toasts/notify-failure';

/**
 * What a query or mutation may say about itself: `failure` is the toast its failure raises (once per failed
 * fetch, however many screens read it). Without it the screen shows the failure itself (an empty list, a
 * not-found page), as the spec asks of the admin lists.
 */
export interface LecternQueryMeta extends Record<string, unknown> {
  failure?: string | FailureToast;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: LecternQueryMeta;
    mutationMeta: LecternQueryMeta;
  }
}

/** A refusal (4xx) will not change by asking again; a network failure or a 5xx may, once. */
const retryOnce = (failures: number, error: unknown) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * The one QueryClient of a page (the shell makes it, on the server one per request): data a page was rendered
 * with stays fresh for a minute, so hydration and a quick return to a page fetch nothing again. Failures reach
 * toasts here, by the one policy of `notifyFailure`, from the `failure` a query or mutation names.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.failure) notifyFailure(query.meta.failure, error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.failure) notifyFailure(mutation.meta.failure, error);
      },
    }),
    defaultOptions: {
      // Tests turn retries off: a refused call should show its failure at once, and be counted once.
      queries: { staleTime: 60_000, retry: retry ? retryOnce : false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
