import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@lectern/shared-sdk/schemas/common';
import {
  courseListQuerySchema,
  courseListResponseSchema,
  courseResponseSchema,
  coursesResponseSchema,
  pendingCoursesQuerySchema,
} from '@lectern/shared-sdk/schemas/courses';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { currentUser, requireRole } from '../../plugins/auth';
import { coursesRepository, type CourseSummaryRow } from './courses.repository';

const defaultPageSize = 50;

/** A pending course exists only for its educator and the admins; everyone else gets the same 404 as for no course. */
const canSee = (course: CourseSummaryRow, user: UserRow | null) =>
  course.is_approved === 1 || user?.role === 'admin' || user?.id === course.educator_id;

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const courses = coursesRepository(app.db);
  const tags = ['courses'];

  app.get(
    '',
    {
      onRequest: [app.authenticateOptional],
      schema: {
        tags,
        summary: 'The catalogue: approved courses (admins: all), searchable, sorted and paginated',
        querystring: courseListQuerySchema,
        response: { 200: courseListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { q, category, sort = 'popular', price = 'all', page = 1, limit = defaultPageSize } = request.query;
      const result = await courses.list({ q, category, sort, price, page, limit, includePending: request.user?.role === 'admin' });
      return { ...result, page, limit };
    },
  );

  app.get(
    '/my',
    {
      onRequest: [app.authenticate, requireRole('educator')],
      schema: {
        tags,
        summary: "The signed-in educator's courses, pending ones included, newest first",
        security: bearerAuth,
        response: { 200: coursesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ courses: await courses.listByEducator(currentUser(request).id) }),
  );

  app.get(
    '/admin/pending',
    {
      onRequest: [app.authenticate, requireRole('admin')],
      schema: {
        tags,
        summary: 'Courses waiting for approval, oldest first',
        security: bearerAuth,
        querystring: pendingCoursesQuerySchema,
        response: { 200: coursesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ courses: await courses.listPending(request.query.limit) }),
  );

  app.get(
    '/:id',
    {
      onRequest: [app.authenticateOptional],
      schema: {
        tags,
        summary: 'A course with its modules and videos, in order',
        params: idParamsSchema,
        response: { 200: courseResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const summary = await courses.findSummary(request.params.id);
      if (!summary || !canSee(summary, request.user)) throw notFound('Course not found');
      return { course: await courses.findDetail(summary) };
    },
  );
};
