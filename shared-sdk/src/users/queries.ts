import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import type { ChangePasswordInput, DeleteAccountInput, UpdateProfileInput, User } from './schemas';
import { sessionStore } from '../session/session-store';
import { useChange, useRead, type ReadOptions } from '../core/hooks';
import { queryRoots } from '../core/invalidation';

/** What every signed-in person reads of their own account: the profile and the devices signed in (sessions/). */
export const accountKeys = {
  all: [queryRoots.account] as const,
  profile: [queryRoots.account, 'profile'] as const,
  sessions: [queryRoots.account, 'sessions'] as const,
};

export const profileQuery = (api: LecternApi) => queryOptions({ queryKey: accountKeys.profile, queryFn: async () => (await api.getProfile()).user });

export const useProfileQuery = (options?: ReadOptions) => useRead(profileQuery, options);

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

/** The server ends every other session of the account with the old password: the device list is read again. */
export const useChangePassword = () =>
  useChange({
    call: (api, input: ChangePasswordInput) => api.changePassword(input),
    onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });

/**
 * Deletes the signed-in person's account. The server has ended every session with it: the caller then leaves the
 * page and signs this browser out (DeleteAccountSection), so no signed-in page is left showing to a signed-out person.
 */
export const useDeleteAccount = () => useChange({ call: (api, input: DeleteAccountInput) => api.deleteAccount(input) });
