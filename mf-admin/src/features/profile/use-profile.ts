import { useCurrentUser, useProfileQuery } from '@lectern/shared-sdk';

/** The admin's own profile. A saved change reaches it through the shared profile mutation (ProfileDetailsForm). */
export function useProfile() {
  const profile = useProfileQuery();
  const sessionUser = useCurrentUser();
  return {
    loading: profile.isPending,
    // The signed-in user is shown if the profile cannot be read: the page stays usable, without a toast.
    user: profile.data ?? sessionUser,
  };
}
