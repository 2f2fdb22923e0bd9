import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useApi, type LecternApi } from './api-context';
import { notifyFailure, type FailureToast } from '../toasts/notify-failure';
import type { Id } from './schemas';

/** What a screen may say about a read: the toast its failure raises (none: the screen shows it), and when to read. */
export interface ReadOptions {
  failure?: string | FailureToast;
  enabled?: boolean;
  /** While another key loads (a longer span of weeks), keep showing the last answer instead of nothing. */
  keepPrevious?: boolean;
}

type Read<TData, TKey extends QueryKey> = UseQueryOptions<TData, Error, TData, TKey>;

/** A read of the API, as the screen wants it (see ReadOptions). */
export function useRead<TData, TKey extends QueryKey>(
  read: (api: LecternApi) => Read<TData, TKey>,
  { failure, enabled = true, keepPrevious = false }: ReadOptions = {},
) {
  return useQuery({ ...read(useApi()), enabled, meta: { failure }, ...(keepPrevious ? { placeholderData: keepPreviousData } : {}) });
}

/** A read of one thing by its id: idle while there is none (an address that names nothing asks nothing). */
export function useReadById<TData, TKey extends QueryKey>(
  read: (api: LecternApi, id: Id) => Read<TData, TKey>,
  id: Id | null,
  { enabled = true, ...options }: ReadOptions = {},
) {
  return useRead((api) => read(api, id ?? 0), { ...options, enabled: enabled && id !== null });
}

export interface ChangeOptions<TData, TVariables> {
  call: (api: LecternApi, variables: TVariables) => Promise<TData>;
  /** The toast a refusal raises; none when the screen words it (a title that depends on what was asked). */
  failure?: string | FailureToast;
  /** What the answer changes in the cache. Returning a promise keeps the change pending until the screens are read again. */
  onSuccess?: (queryClient: QueryClient, data: TData, variables: TVariables) => unknown;
  onError?: (queryClient: QueryClient) => unknown;
}

/** A change through the API, and what it makes stale: every mutation of the data layer is one of these. */
export function useChange<TData, TVariables>({ call, failure, onSuccess, onError }: ChangeOptions<TData, TVariables>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => call(api, variables),
    meta: { failure },
    ...(onSuccess ? { onSuccess: (data: TData, variables: TVariables) => onSuccess(queryClient, data, variables) } : {}),
    ...(onError ? { onError: () => onError(queryClient) } : {}),
  });
}

/**
 * A screen's change with its success said: resolves true once the change is done (and `done` has run), false when
 * it was refused. The refusal's toast is the change's own `failure`, or `failure` here when the screen words it
 * ('Failed to create module' or '… update …').
 */
export function attempt<T>(change: Promise<T>, done?: (result: T) => void, failure?: string | FailureToast): Promise<boolean> {
  return change.then(
    (result) => {
      done?.(result);
      return true;
    },
    (error: unknown) => {
      if (failure) notifyFailure(failure, error);
      return false;
    },
  );
}
