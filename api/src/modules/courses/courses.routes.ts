import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coursesCalls } from '@lectern/shared-sdk/courses/calls';
import {
  catalogueHeaders,
  courseListSchema,
  courseResponseSchema,
  courseSuggestionsSchema,
  defaultCoursePageSize,
} from '@lectern/shared-sdk/courses/schemas';
import { notFound } from '../../lib/http-errors';
import { paginationHeaders, paginationResponseHeaders } from '../../lib/pagination';
import { ResponseCache, sendSerialized } from '../../lib/response-cache';
import { routeOptions } from '../../lib/route-schemas';
import { callerOptional, currentUser, requireRole, signedIn } from '../../plugins/auth';
import { coursesRepository } from './courses.repository';
import { notFoundMessages } from '../../lib/not-found';

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const courses = coursesRepository(app.db);
  // The catalogue and course pages are most of the API's traffic and change rarely: their serialized bodies are
  // kept until the next write (see ResponseCache). What an admin or a pending course's educator sees is not kept.
  const publicBodies = new ResponseCache(app.dataRevision);
  const tags = ['courses'];
  const publicRead = routeOptions(tags, callerOptional(app));
  const educatorOnly = routeOptions(tags, signedIn(app, requireRole('educator')));

  app.route({
    ...publicRead(coursesCalls.listCourses, {
      summary: 'The catalogue: approved courses (admins: all), searchable, sorted and paginated',
      description:
        `A bare array of one page (${defaultCoursePageSize} courses unless \`limit\` says otherwise). X-Total-Count gives the matches over all ` +
        'pages, Link the first, prev, next and last pages, X-Unfiltered-Count every course visible before search and filters.',
      responseHeaders: {
        200: {
          ...paginationResponseHeaders,
          'X-Unfiltered-Count': { description: 'Courses visible to the caller before search and filters', schema: { type: 'integer' } },
        },
      },
    }),
    handler: async (request, reply) => {
      const { q, category, length, rating, sort = 'popular', price = 'all', page = 1, limit = defaultCoursePageSize } = request.query;
      const includePending = request.user?.role === 'admin';
      const key = JSON.stringify(['list', includePending, q, category, length, rating, sort, price, page, limit]);
      const response = await publicBodies.get(key, async () => {
        const result = await courses.list({ q, category, length, rating, sort, price, page, limit, includePending });
        const links = {
          url: `${app.env.publicApiUrl}${coursesCalls.listCourses.path}`,
          query: { q, category, length, rating, sort, price },
          page,
          limit,
          total: result.total,
        };
        return {
          body: courseListSchema.parse(result.courses),
          headers: { ...paginationHeaders(links), [catalogueHeaders.unfilteredCount]: String(result.totalAll) },
          shareable: !includePending,
        };
      });
      return sendSerialized(request, reply, response);
    },
  });

  app.route({
    ...publicRead(coursesCalls.suggestCourses, {
      summary: "Suggestions for the header's search box: approved courses and categories matching the text",
      description:
        'Up to `limit` (6 unless it says otherwise) approved courses whose title, description or educator matches `q`, titles ' +
        'starting with it first; and the categories whose names contain it, with their approved courses counted.',
    }),
    handler: async (request, reply) => {
      const { q, limit = 6 } = request.query;
      const response = await publicBodies.get(JSON.stringify(['suggest', q.toLowerCase(), limit]), async () => ({
        body: courseSuggestionsSchema.parse(await courses.suggestions(q, limit)),
        shareable: true,
      }));
      return sendSerialized(request, reply, response);
    },
  });

  app.route({
    ...educatorOnly(coursesCalls.listMyCourses, { summary: "The signed-in educator's courses, pending ones included, newest first, as {courses}" }),
    handler: async (request) => ({ courses: await courses.listByEducator(currentUser(request).id) }),
  });

  app.route({
    ...publicRead(coursesCalls.getCourse, { summary: 'A course with its modules and videos, in order', errors: [404] }),
    handler: async (request, reply) => {
      const { id } = request.params;
      // Its learners, its educator and admins get the lesson addresses, and read it while it is under review (a title
      // edit must not hide a bought course). Everyone else gets titles and durations (and the free previews' and a free
      // course's addresses: nothing is sold there, and the original client's player reads them here), and a pending
      // course does not exist for them: the same 404 as no course.
      const insider = await courses.isInsider(id, request.user);
      // Its educator and admins also read why it was last sent back (an insider who is not a student is one of them).
      const reviewer = insider && request.user?.role !== 'student';
      const response = await publicBodies.get(JSON.stringify(['detail', id, insider, reviewer]), async () => {
        const summary = await courses.findSummary(id);
        if (!summary || (summary.is_approved === 0 && !insider)) throw notFound(notFoundMessages.course);
        const course = await courses.findDetail(summary, { lessonUrls: insider || summary.price_cents === 0 }, reviewer);
        // An approved course's two versions are each the same for everyone who may see them.
        return { body: courseResponseSchema.parse({ course }), shareable: summary.is_approved === 1 };
      });
      return sendSerialized(request, reply, response);
    },
  });
};
