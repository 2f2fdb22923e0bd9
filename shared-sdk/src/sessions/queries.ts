import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import { useChange, useRead, type ChangeOptions, type ReadOptions } from '../core/hooks';
import { accountKeys } from '../users/queries';
import type { Session, SignOutOthersResponse } from './schemas';

export const sessionsQuery = (api: LecternApi) => queryOptions({ queryKey: accountKeys.sessions, queryFn: () => api.listSessions() });

export const useSessions = (options?: ReadOptions) => useRead(sessionsQuery, options);

/** The device list after a sign-out is the cached one less the devices signed out: nothing to read again. */
const useSessionsChange = <TData, TVariables>(
  call: ChangeOptions<TData, TVariables>['call'],
  keep: (session: Session, variables: TVariables) => boolean,
) =>
  useChange({
    call,
    onSuccess: (queryClient, _answer, variables) =>
      queryClient.setQueryData<Session[]>(accountKeys.sessions, (list) => list?.filter((session) => keep(session, variables))),
  });

export const useSignOutSession = () =>
  useSessionsChange(
    (api, id: Id) => api.signOutSession(id),
    (session, id) => session.id !== id,
  );
export const useSignOutOtherSessions = () =>
  // TanStack's mutate() takes no argument only when its variables are `void`.
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
  useSessionsChange<SignOutOthersResponse, void>(
    (api) => api.signOutOtherSessions(),
    (session) => session.current,
  );
