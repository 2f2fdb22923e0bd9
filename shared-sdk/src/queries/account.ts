import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../client/api-context';
import type { Id } from '../schemas/common';
import type { Session } from '../schemas/sessions';
import type { ChangePasswordInput, UpdateProfileInput, User } from '../schemas/users';
import { sessionStore } from '../session/session-store';
import { useChange, useRead, type ChangeOptions, type ReadOptions } from './hooks';
import { queryRoots } from './invalidation';

/** What every signed-in person reads of their own account: the profile and the devices signed in. */
export const accountKeys = {
  all: [queryRoots.account] as const,
  profile: [queryRoots.account, 'profile'] as const,
  sessions: [queryRoots.account, 'sessions'] as const,
};

export const profileQuery = (api: LecternApi) =>
  queryOptions({ queryKey: accountKeys.profile, queryFn: async () => (await api.getProfile()).user });
export const sessionsQuery = (api: LecternApi) => queryOptions({ queryKey: accountKeys.sessions, queryFn: () => api.listSessions() });

export const useProfileQuery = (options?: ReadOptions) => useRead(profileQuery, options);
export const useSessions = (options?: ReadOptions) => useRead(sessionsQuery, options);

/** The saved profile is the truth on every screen: the cached profile and the signed-in user (the header's name). */
export const useUpdateProfile = () =>
  useChange({
    call: async (api, input: UpdateProfileInput) => (await api.updateProfile(input)).user,
    failure: 'Failed to update profile',
    onSuccess: (queryClient, user: User) => {
      queryClient.setQueryData(accountKeys.profile, user);
      if (sessionStore.getState().user?.id === user.id) sessionStore.getState().setUser(user);
    },
  });

/** The device list after a sign-out is the cached one less the devices signed out: nothing to read again. */
const useSessionsChange = <TData, TVariables>(call: ChangeOptions<TData, TVariables>['call'], keep: (session: Session, variables: TVariables) => boolean) =>
  useChange({
    call,
    onSuccess: (queryClient, _answer, variables) =>
      queryClient.setQueryData<Session[]>(accountKeys.sessions, (list) => list?.filter((session) => keep(session, variables))),
  });

export const useSignOutSession = () => useSessionsChange((api, id: Id) => api.signOutSession(id), (session, id) => session.id !== id);
export const useSignOutOtherSessions = () => useSessionsChange((api, _none: void) => api.signOutOtherSessions(), (session) => session.current);

/** The server ends every other session of the account with the old password: the device list is read again. */
export const useChangePassword = () =>
  useChange({
    call: (api, input: ChangePasswordInput) => api.changePassword(input),
    onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
