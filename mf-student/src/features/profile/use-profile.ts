import { isCompleted, sessionStore, useMyEnrollments, useProfileQuery } from '@lectern/shared-sdk';

export function useProfile() {
  const profile = useProfileQuery({ failure: 'Failed to fetch profile or courses.' });
  const mine = useMyEnrollments();
  // A profile that cannot be read falls back to the signed-in user as this browser knows them.
  const user = profile.isError ? sessionStore.getState().user : (profile.data ?? null);
  const enrollments = mine.data ?? [];
  return {
    user,
    enrollments,
    loading: profile.isPending || mine.isPending,
    completed: enrollments.filter(isCompleted).length,
  };
}
