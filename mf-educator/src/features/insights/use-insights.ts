import { ApiError, errorMessage, parseId, useCourseInsights, type CourseInsights } from '@lectern/shared-sdk';
import { useWeeksParam } from '@lectern/shared-sdk/ui/weeks-toggle';

type InsightsState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  /** `refreshing`: another span is loading, the figures shown are the last span's. */
  | { status: 'ready'; insights: CourseInsights; refreshing: boolean };

/**
 * A refusal that means "no course of yours by that id": missing, someone else's (403 for an approved one, 404 for a
 * pending one, which the API does not admit exists) or a malformed id. The page says 'Course not found' for all three.
 */
const notYours = (error: unknown) => error instanceof ApiError && [400, 403, 404].includes(error.status);

/** The course's insights over the span the address names (?weeks=, 12 by default), and the span's setter. */
export function useInsights(rawCourseId: string | undefined) {
  const courseId = parseId(rawCourseId);
  const [weeks, setWeeks] = useWeeksParam();
  const read = useCourseInsights(courseId, weeks, { keepPrevious: true });

  let state: InsightsState;
  // A placeholder is the last span's answer: only worth showing while it is the same course.
  if (read.data && read.data.course.id === courseId) state = { status: 'ready', insights: read.data, refreshing: read.isPlaceholderData };
  else if (courseId === null || notYours(read.error)) state = { status: 'not-found' };
  else if (read.isError) state = { status: 'error', message: errorMessage(read.error, 'Failed to fetch course insights') };
  else state = { status: 'loading' };

  return { state, weeks, setWeeks };
}
