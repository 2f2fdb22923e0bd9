import { useMyCourses, type Course } from '@lectern/shared-sdk';

interface EducatorCourses {
  loading: boolean;
  courses: Course[];
}

/**
 * The educator's own courses as the dashboard and My Courses show them: one cached request for both, and one
 * failure title. A list that cannot be read toasts and shows as empty.
 */
export function useEducatorCourses(): EducatorCourses {
  const courses = useMyCourses({ failure: 'Failed to fetch courses.' });
  return { loading: courses.isPending, courses: courses.data ?? [] };
}
