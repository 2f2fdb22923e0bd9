import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import { adminKeys } from '../users/admin';
import { useRead, useReadById, type ReadOptions } from '../core/hooks';
import { teachingKeys } from '../courses/teaching';

/**
 * Figures the API computes from enrolments, watch reports, ratings and orders. They live under the teaching and
 * admin roots, so every change to course data (an enrolment, a rating, an approval) marks them stale with the rest.
 */
export const insightKeys = {
  course: (courseId: Id, weeks?: number) => [...teachingKeys.all, 'insights', courseId, weeks ?? null] as const,
  educator: (weeks?: number) => [...teachingKeys.all, 'insights', 'mine', weeks ?? null] as const,
  platform: (weeks?: number) => [...adminKeys.all, 'trends', weeks ?? null] as const,
};

export const courseInsightsQuery = (api: LecternApi, courseId: Id, weeks?: number) =>
  queryOptions({ queryKey: insightKeys.course(courseId, weeks), queryFn: () => api.getCourseInsights(courseId, weeks) });
export const educatorInsightsQuery = (api: LecternApi, weeks?: number) =>
  queryOptions({ queryKey: insightKeys.educator(weeks), queryFn: () => api.getEducatorInsights(weeks) });
export const platformTrendsQuery = (api: LecternApi, weeks?: number) =>
  queryOptions({ queryKey: insightKeys.platform(weeks), queryFn: () => api.getPlatformTrends(weeks) });

export const useCourseInsights = (courseId: Id | null, weeks?: number, options?: ReadOptions) =>
  useReadById((api, id) => courseInsightsQuery(api, id, weeks), courseId, options);
export const useEducatorInsights = (weeks?: number, options?: ReadOptions) => useRead((api) => educatorInsightsQuery(api, weeks), options);
export const usePlatformTrends = (weeks?: number, options?: ReadOptions) => useRead((api) => platformTrendsQuery(api, weeks), options);
