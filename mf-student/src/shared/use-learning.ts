import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage, notify, useApi, type CourseDetail, type Enrollment } from '@lectern/shared-sdk';

export type LearningState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'not-enrolled'; courseId: number }
  | { status: 'error' }
  | { status: 'ready'; course: CourseDetail; enrollment: Enrollment };

export function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The course with its modules and the student's enrolment in it: what the learning and video pages share. */
export function useLearning(rawCourseId: string | undefined) {
  const api = useApi();
  const courseId = parseId(rawCourseId);
  const [state, setState] = useState<LearningState>({ status: 'loading' });

  useEffect(() => {
    if (courseId === null) {
      setState({ status: 'not-found' });
      return undefined;
    }
    let current = true;
    setState((previous) => (previous.status === 'ready' && previous.course.id === courseId ? previous : { status: 'loading' }));
    const enrollment = api.getMyEnrollment(courseId).then(
      (response) => response.enrollment,
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      },
    );
    Promise.all([api.getCourse(courseId), enrollment])
      .then(([{ course }, mine]) => {
        if (current) setState(mine ? { status: 'ready', course, enrollment: mine } : { status: 'not-enrolled', courseId });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) {
          setState({ status: 'not-found' });
          return;
        }
        notify.error('Failed to fetch course or enrollment.', errorMessage(error, 'Please try again.'));
        setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [api, courseId]);

  /** Server answers (progress, rating) replace the enrolment in place. */
  const updateEnrollment = useCallback((enrollment: Enrollment) => {
    setState((previous) => (previous.status === 'ready' ? { ...previous, enrollment } : previous));
  }, []);

  return { state, updateEnrollment };
}
