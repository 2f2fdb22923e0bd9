import { useCallback } from 'react';
import {
  durationToMinutes,
  minutesToDuration,
  parseId,
  paths,
  useCourse,
  useEnrollmentStatus,
  useSession,
  type CourseDetail,
  type EnrollmentStatus,
} from '@lectern/shared-sdk';

type CourseDetailState = { status: 'loading' } | { status: 'not-found' } | { status: 'error' } | { status: 'ready'; course: CourseDetail };

const notEnrolled: EnrollmentStatus = { enrolled: false, inCart: false, lastWatched: null };

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

/** `?reviews=N` names the page of reviews shown (the server renders that page too); anything else is the first. */
export function reviewsPageOf(search: URLSearchParams): number {
  const page = Number(search.get('reviews'));
  return Number.isInteger(page) && page > 1 && page <= 100000 ? page : 1;
}

export const reviewsPageHref = (courseId: number, page: number) =>
  page > 1 ? `${paths.courseDetail(courseId)}?reviews=${page}` : paths.courseDetail(courseId);

export function useCourseDetail(rawCourseId: string | undefined) {
  const role = useSession((state) => state.user?.role ?? null);
  const courseId = parseId(rawCourseId);
  const course = useCourse(courseId, { failure: 'Failed to fetch course.' });
  const status = useEnrollmentStatus(courseId, { enabled: role === 'student' });

  let state: CourseDetailState;
  if (courseId === null || course.data === null) state = { status: 'not-found' };
  else if (course.isError) state = { status: 'error' };
  else if (course.data === undefined) state = { status: 'loading' };
  else state = { status: 'ready', course: course.data };

  const { refetch } = course;
  const reload = useCallback(() => void refetch(), [refetch]);

  return { state, enrollment: role === 'student' ? (status.data ?? notEnrolled) : notEnrolled, reload };
}
