import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../client/http';

/** A refusal (4xx) will not change by asking again; a network failure or a 5xx may, once. */
const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * The one QueryClient of a page (the shell makes it, on the server one per request): data a page was rendered
 * with stays fresh for a minute, so hydration and a quick return to a page fetch nothing again.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Tests turn retries off: a refused call should show its failure at once, and be counted once.
      queries: { staleTime: 60_000, retry: retry ? retryOnce : false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
