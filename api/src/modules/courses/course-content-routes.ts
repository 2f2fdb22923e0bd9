import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Call, NamedSchema, SchemaName } from '@lectern/shared-sdk/contract/call';
import type { Database, UserRow } from '../../db/schema';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireActiveEducator, requireRole, signedIn } from '../../plugins/auth';

/** What a route of the contract reads or answers as the named schema parses it. */
type Parsed<Name extends SchemaName> = z.output<NamedSchema<Name>>;

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
 * The contract's calls of one kind of content (contract/modules.ts, contract/videos.ts). Adding, reading and editing
 * an item answer the same shape (`Answer`: `{ module }`, `{ video }`); the handlers read the path's `id`.
 */
export interface CourseContentCalls<Answer extends SchemaName, NewItem extends SchemaName, Changes extends SchemaName> {
  create: Call & { method: 'POST'; body: NewItem; responses: { 201: Answer } };
  find: Call & { method: 'GET'; params: 'idParamsSchema'; responses: { 200: Answer } };
  update: Call & { method: 'PATCH'; params: 'idParamsSchema'; body: Changes; responses: { 200: Answer } };
  remove: Call & { method: 'DELETE'; params: 'idParamsSchema'; responses: { 200: 'messageResponseSchema' } };
}

/** A kind of course content (a module, a video): its calls, its repository and what its routes say. */
export interface CourseContentKind<
  Item,
  Answer extends SchemaName,
  NewItem extends SchemaName,
  Changes extends SchemaName,
  List extends SchemaName = never,
> {
  tag: string;
  calls: CourseContentCalls<Answer, NewItem, Changes>;
  repository: (db: Kysely<Database>, options: { lock: boolean }) => CourseContentRepository<Item, Parsed<NewItem>, Parsed<Changes>, Parsed<List>>;
  toAnswer: (item: Item) => Parsed<Answer>;
  summaries: { create: string; find: string; update: string; remove: string };
  /** The message of a deletion: 'Module deleted', … */
  removed: string;
  /** The course's items, for content listed by course. */
  list?: { call: Call & { method: 'GET'; params: 'courseIdParamsSchema'; responses: { 200: List } }; summary: string };
}

/**
 * The route generic of a content route: the path's ids, if it has any. Fastify cannot resolve the shapes of a call
 * whose schema names are the factory's type parameters (they stay deferred conditional types, which no request or
 * answer satisfies), so the handlers name their params here; the kind's own types check what they read and answer
 * (`repository`, `toAnswer`).
 */
interface ContentRoute<Params extends SchemaName | undefined> {
  Params: Params extends SchemaName ? Parsed<Params> : unknown;
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
export function courseContentRoutes<Item, Answer extends SchemaName, NewItem extends SchemaName, Changes extends SchemaName, List extends SchemaName = never>(
  kind: CourseContentKind<Item, Answer, NewItem, Changes, List>,
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
        const item = await content.create(validatedBody<Parsed<NewItem>>(request.body), currentUser(request), now());
        return reply.code(201).send(kind.toAnswer(item));
      },
    });

    const { list } = kind;
    const listForCourse = content.listForCourse;
    if (list && listForCourse) {
      app.route<ContentRoute<'courseIdParamsSchema'>>({
        ...readers(list.call, { summary: list.summary, errors: [404] }),
        handler: (request) => listForCourse(request.params.courseId, currentUser(request)),
      });
    }

    app.route<ContentRoute<'idParamsSchema'>>({
      ...readers(calls.find, { summary: summaries.find, errors: [404] }),
      handler: async (request) => kind.toAnswer(await content.find(request.params.id, currentUser(request))),
    });

    app.route<ContentRoute<'idParamsSchema'>>({
      ...writers(calls.update, { summary: summaries.update, errors: [404] }),
      handler: async (request) => {
        const item = await content.update(request.params.id, currentUser(request), validatedBody<Parsed<Changes>>(request.body), now());
        return kind.toAnswer(item);
      },
    });

    app.route<ContentRoute<'idParamsSchema'>>({
      ...writers(calls.remove, { summary: summaries.remove, errors: [404] }),
      handler: async (request) => {
        await content.remove(request.params.id, currentUser(request), now());
        return { message: kind.removed };
      },
    });
  };
}
