import { useCallback, useEffect, useState } from 'react';
import {
  ApiError,
  durationToMinutes,
  errorMessage,
  minutesToDuration,
  notify,
  useApi,
  useSession,
  type CourseDetail,
  type EnrollmentStatus,
} from '@lectern/shared-sdk';

export type CourseDetailState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; course: CourseDetail };

const notEnrolled: EnrollmentStatus = { enrolled: false, inCart: false };

function parseCourseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Total of the lesson durations; the course's own duration text when no lesson has one. */
export function totalDuration(course: CourseDetail): string {
  const minutes = course.modules.reduce(
    (sum, module) => sum + module.videos.reduce((inner, video) => inner + durationToMinutes(video.duration), 0),
    0,
  );
  return minutes > 0 ? minutesToDuration(minutes) : course.duration;
}

export function moduleDuration(videos: CourseDetail['modules'][number]['videos']): string {
  return minutesToDuration(videos.reduce((sum, video) => sum + durationToMinutes(video.duration), 0));
}

export function useCourseDetail(rawCourseId: string | undefined) {
  const api = useApi();
  const role = useSession((state) => state.user?.role ?? null);
  const courseId = parseCourseId(rawCourseId);
  const [state, setState] = useState<CourseDetailState>({ status: 'loading' });
  const [enrollment, setEnrollment] = useState<EnrollmentStatus>(notEnrolled);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (courseId === null) {
      setState({ status: 'not-found' });
      return undefined;
    }
    setState((previous) => (previous.status === 'ready' && previous.course.id === courseId ? previous : { status: 'loading' }));
    let current = true;
    api
      .getCourse(courseId)
      .then(({ course }) => current && setState({ status: 'ready', course }))
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) {
          setState({ status: 'not-found' });
          return;
        }
        notify.error('Failed to fetch course.', errorMessage(error, 'Please try again.'));
        setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [api, courseId, reloads]);

  useEffect(() => {
    if (courseId === null || role !== 'student') {
      setEnrollment(notEnrolled);
      return undefined;
    }
    let current = true;
    api
      .getEnrollmentStatus(courseId)
      .then((status) => current && setEnrollment(status))
      .catch(() => current && setEnrollment(notEnrolled));
    return () => {
      current = false;
    };
  }, [api, courseId, role]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const markInCart = useCallback(() => setEnrollment((status) => ({ ...status, inCart: true })), []);

  return { state, enrollment, reload, markInCart };
}
