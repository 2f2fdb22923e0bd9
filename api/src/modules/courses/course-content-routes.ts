import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { ZodType } from 'zod';
import { courseIdParamsSchema, idParamsSchema, messageResponseSchema } from '@lectern/shared-sdk/schemas/common';
import type { Database, UserRow } from '../../db/schema';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireActiveEducator, requireRole, signedIn } from '../../plugins/auth';

/** What the routes of one kind of course content ask of its repository; every call checks the caller manages the course. */
export interface CourseContentRepository<Item, NewItem, Changes> {
  create(input: NewItem, user: UserRow, now: string): Promise<Item>;
  find(id: number, user: UserRow): Promise<Item>;
  update(id: number, user: UserRow, input: Changes, now: string): Promise<Item>;
  remove(id: number, user: UserRow, now: string): Promise<void>;
  /** Only for content that hangs directly off the course (modules). */
  listForCourse?(courseId: number, user: UserRow): Promise<Item[]>;
}

/** A kind of course content (a module, a video): its schemas, its repository and what its routes say. */
export interface CourseContentKind<Item, NewItem extends object, Changes extends object, Answer> {
  tag: string;
  repository: (db: Kysely<Database>, options: { lock: boolean }) => CourseContentRepository<Item, NewItem, Changes>;
  createBody: ZodType<NewItem>;
  updateBody: ZodType<Changes>;
  /** The answer that carries one item: `{ module }`, `{ video }`. */
  answer: ZodType<Answer>;
  toAnswer: (item: Item) => Answer;
  summaries: { create: string; find: string; update: string; remove: string };
  /** The message of a deletion: 'Module deleted', … */
  removed: string;
  /** GET /course/:courseId, for content listed by course. */
  list?: { summary: string; response: ZodType<Item[]> };
}

/**
 * A request body the route's schema has validated. Through the factory's generic schemas Fastify types it as
 * `[Body] extends [undefined] ? unknown : Body`, which TypeScript cannot reduce for a type parameter; an object
 * schema's output is never undefined.
 */
const validatedBody = <Body extends object>(body: unknown) => body as Body;

/**
 * The routes of one kind of course content: add it, read it, edit it, delete it. The course's (active) educator
 * writes; the educator and admins read.
 */
export function courseContentRoutes<Item, NewItem extends object, Changes extends object, Answer>(
  kind: CourseContentKind<Item, NewItem, Changes, Answer>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const content = kind.repository(app.db, { lock: app.env.database.kind === 'postgres' });
    const tags = [kind.tag];
    const readers = routeOptions(tags, signedIn(app, requireRole('educator', 'admin')));
    const writers = routeOptions(tags, signedIn(app, requireActiveEducator));
    const now = () => app.now().toISOString();

    app.post(
      '',
      writers({ summary: kind.summaries.create, body: kind.createBody, response: { 201: kind.answer }, errors: [404] }),
      async (request, reply) => {
        const item = await content.create(validatedBody<NewItem>(request.body), currentUser(request), now());
        return reply.code(201).send(kind.toAnswer(item));
      },
    );

    const { list } = kind;
    const listForCourse = content.listForCourse;
    if (list && listForCourse) {
      app.get(
        '/course/:courseId',
        readers({ summary: list.summary, params: courseIdParamsSchema, response: { 200: list.response }, errors: [404] }),
        (request) => listForCourse(request.params.courseId, currentUser(request)),
      );
    }

    app.get(
      '/:id',
      readers({ summary: kind.summaries.find, params: idParamsSchema, response: { 200: kind.answer }, errors: [404] }),
      async (request) => kind.toAnswer(await content.find(request.params.id, currentUser(request))),
    );

    app.patch(
      '/:id',
      writers({
        summary: kind.summaries.update,
        params: idParamsSchema,
        body: kind.updateBody,
        response: { 200: kind.answer },
        errors: [404],
      }),
      async (request) => {
        const item = await content.update(request.params.id, currentUser(request), validatedBody<Changes>(request.body), now());
        return kind.toAnswer(item);
      },
    );

    app.delete(
      '/:id',
      writers({ summary: kind.summaries.remove, params: idParamsSchema, response: { 200: messageResponseSchema }, errors: [404] }),
      async (request) => {
        await content.remove(request.params.id, currentUser(request), now());
        return { message: kind.removed };
      },
    );
  };
}
