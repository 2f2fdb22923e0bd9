import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INSIGHT_WEEKS_DEFAULT, STOPPED_AFTER_DAYS, WATCHED_THROUGH_SHARE } from '@lectern/shared-sdk/insights/domain';
import { insightsCalls } from '@lectern/shared-sdk/insights/calls';
import { idFields } from '@lectern/shared-sdk/core/schemas';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireRole, signedIn } from '../../plugins/auth';
import { loadManagedCourse } from '../courses/course-access';
import { reviewsRepository } from '../reviews/reviews.repository';
import { insightsRepository, toCourseSummary } from './insights.repository';
import { spanOf } from './weeks';

/**
 * What an educator learns from their courses: one course's weeks, funnel, lessons and ratings (its educator, or an
 * admin), and all their courses together for the dashboard. Reads: an inactive educator still sees their own.
 */
export const insightsEducatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const insights = insightsRepository(app.db);
  const reviews = reviewsRepository(app.db);
  const tags = ['insights'];
  const educatorOrAdmin = routeOptions(tags, signedIn(app, requireRole('educator', 'admin')));
  const educatorOnly = routeOptions(tags, signedIn(app, requireRole('educator')));

  app.route({
    ...educatorOrAdmin(insightsCalls.getCourseInsights, {
      summary: "A course's enrolments and sales per week, completion funnel, per-lesson drop-off, quizzes and ratings",
      description:
        `Its educator or an admin; another educator gets what they get for the course's other owner-only routes. Weeks ` +
        `are ISO weeks (Monday, UTC), oldest first, ending with the current one (${INSIGHT_WEEKS_DEFAULT} unless ` +
        '`weeks` says otherwise). Per lesson, in course order: `reached` counts enrolments that played or marked it; ' +
        `\`watchedThrough\` those that really played ${WATCHED_THROUGH_SHARE * 100} % of its length (a lesson marked ` +
        `watched without playing does not count); \`stopped\` the unfinished enrolments whose last activity (a play or a ` +
        `mark) was this lesson, ${STOPPED_AFTER_DAYS} days ago or more. Per quiz, in course order: its pass rate, the ` +
        'attempts those who passed needed, and its hardest questions at first attempts, from counters kept as attempts ' +
        'are graded.',
      errors: [404],
    }),
    handler: async (request) => {
      const course = await loadManagedCourse(app.db, request.params.courseId, currentUser(request), { allowAdmin: true });
      const now = app.now();
      const span = spanOf(now, request.query.weeks ?? INSIGHT_WEEKS_DEFAULT);
      const scope = { courseId: course.id };
      const [weeks, funnels, totals, ratings, quizzes] = await Promise.all([
        insights.courseWeeks(scope, span),
        insights.funnels(scope, now),
        insights.salesTotals(scope),
        reviews.summary(course.id),
        insights.quizzes(course.id),
      ]);
      const sold = totals.get(course.id) ?? { revenueCents: 0, sales: 0 };
      return {
        course: { ...idFields(course.id), title: course.title, isApproved: course.is_approved === 1 },
        generatedAt: now.toISOString(),
        stoppedAfterDays: STOPPED_AFTER_DAYS,
        weeks,
        funnel: funnels.total,
        lessons: await insights.lessons(course.id, funnels.stoppedAt),
        quizzes,
        ratings,
        totals: { enrollments: funnels.total.enrolled, ...sold },
      };
    },
  });

  app.route({
    ...educatorOnly(insightsCalls.getEducatorInsights, {
      summary: "The signed-in educator's courses together: enrolments and sales per week, the funnel, and each course's figures",
      description: 'Every course of theirs, pending ones included, newest first; the average rating counts visible ratings only.',
    }),
    handler: async (request) => {
      const educatorId = currentUser(request).id;
      const now = app.now();
      const span = spanOf(now, request.query.weeks ?? INSIGHT_WEEKS_DEFAULT);
      const scope = { educatorId };
      const [courses, weeks, funnels, totals] = await Promise.all([
        insights.educatorCourses(educatorId),
        insights.courseWeeks(scope, span),
        insights.funnels(scope, now),
        insights.salesTotals(scope),
      ]);
      return {
        generatedAt: now.toISOString(),
        weeks,
        funnel: funnels.total,
        courses: courses.map((course) => toCourseSummary(course, funnels.byCourse.get(course.id), totals.get(course.id)?.revenueCents ?? 0)),
      };
    },
  });
};
