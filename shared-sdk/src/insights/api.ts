import type { Id } from '../core/schemas';
import { call } from '../core/http';
import { insightsCalls } from './calls';

const span = (weeks?: number) => (weeks === undefined ? {} : { searchParams: { weeks } });

/** The course's figures: its educator or an admin. */
export const getCourseInsights = (courseId: Id, weeks?: number) => call(insightsCalls.getCourseInsights, { params: { courseId }, ...span(weeks) });
/** The signed-in educator's courses together, for their dashboard. */
export const getEducatorInsights = (weeks?: number) => call(insightsCalls.getEducatorInsights, span(weeks));
/** The platform's weeks and this month's top courses: admins. */
export const getPlatformTrends = (weeks?: number) => call(insightsCalls.getPlatformTrends, span(weeks));
