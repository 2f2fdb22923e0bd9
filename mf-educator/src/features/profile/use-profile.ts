import { useMyCourses, useProfileQuery, type Course, type User } from '@lectern/shared-sdk';

type ProfileState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; user: User; courses: Course[] };

const failure = 'Failed to fetch profile or courses.';

/**
 * The educator's profile and courses, shown together once both are read; 'failed' when either cannot be (the page
 * says so). A saved profile replaces the cached one (useUpdateProfile), so the header follows it.
 */
export function useProfile(): ProfileState {
  const profile = useProfileQuery({ failure });
  const courses = useMyCourses({ failure });
  if (profile.isLoadingError || courses.isLoadingError) return { status: 'failed' };
  if (!profile.data || !courses.data) return { status: 'loading' };
  return { status: 'ready', user: profile.data, courses: courses.data };
}
