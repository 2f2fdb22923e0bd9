import { useCallback } from 'react';
import {
  attempt,
  notify,
  paths,
  useAllCourses,
  useApproveCourse,
  useCourse,
  useCourseEnrollments,
  useDeleteCourse,
  useNavigate,
  usePriceChanges,
  useStats,
  type CourseDetail,
  type CoursePriceChange,
  type Enrollment,
  type Id,
} from '@lectern/shared-sdk';
import { listOrEmpty, recordStatus } from '../../shared/admin-reads';

/** The course list with its two figures. Spec section 8: admin list loads fail silently to empty lists. */
export function useAdminCourses() {
  const all = useAllCourses();
  const stats = useStats();
  const courses = listOrEmpty(all.data?.courses);
  const summed = courses.reduce((sum, course) => sum + course.students, 0);
  return {
    loading: all.isPending || stats.isPending,
    courses,
    totalCourses: Math.max(all.data?.totalAll ?? 0, courses.length),
    totalEnrollments: stats.data?.Enrollments ?? stats.data?.enrollments ?? summed,
  };
}

interface AdminCourseDetail {
  loading: boolean;
  /** Null when there is no such course, or it could not be read. */
  course: CourseDetail | null;
  enrollments: Enrollment[];
  priceChanges: CoursePriceChange[];
  approve: (course: CourseDetail) => Promise<void>;
  remove: (course: CourseDetail) => Promise<void>;
}

/**
 * One course with its enrolled students and price history, and the admin's two changes to it. A change resolves
 * once every list showing the course has been read again, so the page shows the course as it now is.
 */
export function useCourseDetail(id: Id | null): AdminCourseDetail {
  const navigate = useNavigate();
  const course = useCourse(id, { failure: 'Failed to fetch course data' });
  const enrollments = useCourseEnrollments(id);
  // The history is extra: the page shows the course without it when it cannot be read.
  const priceChanges = usePriceChanges(id);
  const { mutateAsync: approveCourse } = useApproveCourse();
  const { mutateAsync: deleteCourse } = useDeleteCourse();

  const approve = useCallback(
    async (subject: CourseDetail) => {
      await attempt(approveCourse(subject.id), () => notify.success('Course approved!', 'The course is now available for enrollment.'));
    },
    [approveCourse],
  );

  const remove = useCallback(
    async (subject: CourseDetail) => {
      await attempt(deleteCourse(subject.id), () => {
        notify.success('Course deleted', `"${subject.title}" and all its content were removed.`);
        void navigate(paths.admin.courses());
      });
    },
    [deleteCourse, navigate],
  );

  // Without its enrolments the page is not shown either.
  const { missing, loading } = recordStatus(id, course, [enrollments], [priceChanges]);
  return {
    loading,
    course: missing ? null : (course.data ?? null),
    enrollments: enrollments.data ?? [],
    priceChanges: priceChanges.data ?? [],
    approve,
    remove,
  };
}
