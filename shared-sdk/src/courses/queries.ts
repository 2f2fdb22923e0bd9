import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import type { CourseListQuery } from './schemas';
import { useReadById, type ReadOptions } from '../core/hooks';
import { queryRoots } from '../core/invalidation';
import { orNull } from '../core/or-null';

/** Query keys of the course reads: one home, so a server prefetch and a screen always name the same data. */
export const courseKeys = {
  all: [queryRoots.courses] as const,
  list: (query: CourseListQuery) => [queryRoots.courses, 'list', query] as const,
  detail: (id: Id) => [queryRoots.courses, 'detail', id] as const,
};

/** A catalogue page; `query` should be normalised (no empty values) so equal pages share one key. */
export const courseListQuery = (api: LecternApi, query: CourseListQuery) =>
  queryOptions({ queryKey: courseKeys.list(query), queryFn: () => api.listCourses(query) });

/** A course with its modules; null when there is no such course (a state a server render can carry). */
export const courseQuery = (api: LecternApi, id: Id) =>
  queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: () => orNull(async () => (await api.getCourse(id)).course),
  });

/** `keepPrevious`: while another page loads, the one on screen stays (a catalogue changing pages or filters). */
export function useCourseList(query: CourseListQuery, { keepPrevious = false, failure }: { keepPrevious?: boolean } & ReadOptions = {}) {
  return useQuery({
    ...courseListQuery(useApi(), query),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    meta: { failure },
  });
}

/** The course, or null when there is none. */
export const useCourse = (id: Id | null, options?: ReadOptions) => useReadById(courseQuery, id, options);

/** Suggestions start at this many characters: one letter matches half the catalogue and says nothing. */
export const SUGGESTION_MIN_LENGTH = 2;

/**
 * The header search's suggestions for `text` (already debounced by the caller); none below two characters. The
 * previous answer stays while the next loads, so the list does not flicker as one types.
 */
export function useCourseSuggestions(text: string) {
  const api = useApi();
  const q = text.trim();
  return useQuery({
    queryKey: [queryRoots.courses, 'suggestions', q] as const,
    queryFn: () => api.suggestCourses({ q, limit: 6 }),
    enabled: q.length >= SUGGESTION_MIN_LENGTH,
    placeholderData: keepPreviousData,
    // No failure toast: a suggestion that fails is no news, and the box still searches on Enter.
    staleTime: 60_000,
  });
}
