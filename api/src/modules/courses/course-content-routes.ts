import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z, ZodType } from 'zod';
import type { Call, ShapesOf } from '@lectern/shared-sdk/core/call';
import type { Database, UserRow } from '../../db/schema';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireActiveEducator, requireRole, signedIn } from '../../plugins/auth';

/** What a call's body is, as its schema parses it. */
type BodyOf<C extends Call> = ShapesOf<C> extends { body: infer Body extends ZodType } ? z.output<Body> : never;
/** What a call answers when it succeeds, as its schema parses it. */
type AnswerOf<C extends Call> = ShapesOf<C> extends { responses: infer Responses } ? z.output<NonNullable<Responses[keyof Responses] & ZodType>> : never;

/** What the routes of one kind of course content ask of its repository; every call checks the caller manages the course. */
export interface CourseContentRepository<Item, NewItem, Changes, List = Item[]> {
  create(input: NewItem, user: UserRow, now: string): Promise<Item>;
  find(id: number, user: UserRow): Promise<Item>;
  update(id: number, user: UserRow, input: Changes, now: string): Promise<Item>;
  remove(id: number, user: UserRow, now: string): Promise<void>;
  /** Only for content that hangs directly off the course (modules). */
  listForCourse?(courseId: number, user: UserRow): Promise<List>;
}

/**
 * The API calls of one kind of content (modules/calls.ts, videos/calls.ts). Adding, reading and editing an item
 * answer the same shape (`{ module }`, `{ video }`: `toAnswer`'s); the handlers read the path's `id`.
 */
export interface CourseContentCalls {
  create: Call & { method: 'POST' };
  find: Call & { method: 'GET'; path: `${string}/:id` };
  update: Call & { method: 'PATCH'; path: `${string}/:id` };
  remove: Call & { method: 'DELETE'; path: `${string}/:id` };
}

/** A kind of course content (a module, a video): its calls, its repository and what its routes say. */
export interface CourseContentKind<Item, Calls extends CourseContentCalls, List extends Call = never> {
  tag: string;
  calls: Calls;
  repository: (
    db: Kysely<Database>,
    options: { lock: boolean },
  ) => CourseContentRepository<Item, BodyOf<Calls['create']>, BodyOf<Calls['update']>, AnswerOf<List>>;
  toAnswer: (item: Item) => AnswerOf<Calls['find']>;
  summaries: { create: string; find: string; update: string; remove: string };
  /** The message of a deletion: 'Module deleted', … */
  removed: string;
  /** The course's items, for content listed by course. */
  list?: { call: List & { method: 'GET'; path: `${string}/:courseId` }; summary: string };
}

/**
 * The route generic of a content route: the path's ids, if it has any. Fastify cannot resolve the shapes of a call
 * whose schema names are the factory's type parameters (they stay deferred conditional types, which no request or
 * answer satisfies), so the handlers name their params here; the kind's own types check what they read and answer
 * (`repository`, `toAnswer`).
 */
interface ContentRoute<Params extends string | undefined> {
  Params: Params extends string ? Record<Params, number> : unknown;
}

/**
 * A request body the route's schema has validated. Fastify types it as `[Body] extends [undefined] ? unknown : Body`,
 * which TypeScript cannot reduce for a type parameter; the contents' body schemas are objects, never undefined.
 */
const validatedBody = <Body>(body: unknown) => body as Body;

/**
 * The routes of one kind of course content: add it, read it, edit it, delete it. The course's (active) educator
 * writes; the educator and admins read.
 */
export function courseContentRoutes<Item, Calls extends CourseContentCalls, List extends Call = never>(
  kind: CourseContentKind<Item, Calls, List>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const content = kind.repository(app.db, { lock: app.env.database.kind === 'postgres' });
    const { calls, summaries } = kind;
    const tags = [kind.tag];
    const readers = routeOptions(tags, signedIn(app, requireRole('educator', 'admin')));
    const writers = routeOptions(tags, signedIn(app, requireActiveEducator));
    const now = () => app.now().toISOString();

    app.route<ContentRoute<undefined>>({
      ...writers(calls.create, { summary: summaries.create, errors: [404] }),
      handler: async (request, reply) => {
        const item = await content.create(validatedBody<BodyOf<Calls['create']>>(request.body), currentUser(request), now());
        return reply.code(201).send(kind.toAnswer(item));
      },
    });

    const { list } = kind;
    const listForCourse = content.listForCourse;
    if (list && listForCourse) {
      app.route<ContentRoute<'courseId'>>({
        ...readers(list.call, { summary: list.summary, errors: [404] }),
        handler: (request) => listForCourse(request.params.courseId, currentUser(request)),
      });
    }

    app.route<ContentRoute<'id'>>({
      ...readers(calls.find, { summary: summaries.find, errors: [404] }),
      handler: async (request) => kind.toAnswer(await content.find(request.params.id, currentUser(request))),
    });

    app.route<ContentRoute<'id'>>({
      ...writers(calls.update, { summary: summaries.update, errors: [404] }),
      handler: async (request) => {
        const item = await content.update(request.params.id, currentUser(request), validatedBody<BodyOf<Calls['update']>>(request.body), now());
        return kind.toAnswer(item);
      },
    });

    app.route<ContentRoute<'id'>>({
      ...writers(calls.remove, { summary: summaries.remove, errors: [404] }),
      handler: async (request) => {
        await content.remove(request.params.id, currentUser(request), now());
        return { message: kind.removed };
      },
    });
  };
}
