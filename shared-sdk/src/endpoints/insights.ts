import type { Id } from '../schemas/common';
import { request } from '../client/http';

const span = (weeks?: number) => (weeks === undefined ? {} : { searchParams: { weeks } });

/** The course's figures: its educator or an admin. */
export const getCourseInsights = (courseId: Id, weeks?: number) =>
  request('get', `/api/courses/${courseId}/insights`, (s) => s.courseInsightsSchema, span(weeks));
/** The signed-in educator's courses together, for their dashboard. */
export const getEducatorInsights = (weeks?: number) => request('get', '/api/users/educator/insights', (s) => s.educatorInsightsSchema, span(weeks));
/** The platform's weeks and this month's top courses: admins. */
export const getPlatformTrends = (weeks?: number) => request('get', '/api/stats/trends', (s) => s.platformTrendsSchema, span(weeks));
