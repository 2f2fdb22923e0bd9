import { parseId, useCourse, useMyEnrollment, type CourseDetail, type Enrollment } from '@lectern/shared-sdk';

export type LearningState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'not-enrolled'; courseId: number }
  | { status: 'error' }
  | { status: 'ready'; course: CourseDetail; enrollment: Enrollment };

const failure = 'Failed to fetch course or enrollment.';

/**
 * The course with its modules and the student's enrolment in it: what the learning and video pages share. Both
 * are cached, so moving between a course's videos reads nothing again, and a change (progress, rating) that the
 * server answers replaces the cached enrolment.
 */
export function useLearning(rawCourseId: string | undefined): LearningState {
  const courseId = parseId(rawCourseId);
  const course = useCourse(courseId, { failure });
  const enrollment = useMyEnrollment(courseId, { failure });

  if (courseId === null || course.data === null) return { status: 'not-found' };
  if (course.isError || enrollment.isError) return { status: 'error' };
  if (course.data === undefined || enrollment.data === undefined) return { status: 'loading' };
  if (enrollment.data === null) return { status: 'not-enrolled', courseId };
  return { status: 'ready', course: course.data, enrollment: enrollment.data };
}
