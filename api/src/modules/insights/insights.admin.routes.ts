import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INSIGHT_WEEKS_DEFAULT, TOP_COURSES_COUNT } from '@lectern/shared-sdk/insights/domain';
import { insightsCalls } from '@lectern/shared-sdk/insights/calls';
import { routeOptions } from '../../lib/route-schemas';
import { requireRole, signedIn } from '../../plugins/auth';
import { insightsRepository } from './insights.repository';
import { spanOf } from './weeks';

/** The platform's trends for the admin dashboard (under /api/stats, beside the dashboard's counters). */
export const insightsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const insights = insightsRepository(app.db);
  const adminOnly = routeOptions(['insights'], signedIn(app, requireRole('admin')));

  app.route({
    ...adminOnly(insightsCalls.getPlatformTrends, {
      summary: "The platform's new students, enrolments, revenue and courses waiting for review per week, and this month's top courses",
      description:
        `Weeks are ISO weeks (Monday, UTC), oldest first, ending with the current one (${INSIGHT_WEEKS_DEFAULT} unless ` +
        '`weeks` says otherwise). `pendingCourses` counts the courses waiting for review at the end of each week (now, ' +
        `for the current one). \`topCourses\`: the ${TOP_COURSES_COUNT} courses with the most enrolments made this ` +
        'calendar month (UTC), ties to the older course.',
    }),
    handler: async (request) => {
      const now = app.now();
      const span = spanOf(now, request.query.weeks ?? INSIGHT_WEEKS_DEFAULT);
      const [weeks, top] = await Promise.all([insights.platformWeeks(span), insights.topCourses(now, span.until)]);
      return { generatedAt: now.toISOString(), weeks, ...top };
    },
  });
};
