import type { FastifySchema } from 'fastify';
import type { ZodType } from 'zod';
import type { Call, CallShapes, ShapesOf } from '@lectern/shared-sdk/core/call';
import { callSchemas } from '@lectern/shared-sdk/core/all-schemas';
import { messageResponseSchema } from '@lectern/shared-sdk/core/schemas';
import type { RequestGuard } from '../plugins/auth';

/** `{ message }` response schemas for the error statuses a route documents. */
function errorResponses<const Codes extends readonly number[]>(...codes: Codes): { [Code in Codes[number]]: typeof messageResponseSchema } {
  const entries = codes.map((code) => [code, messageResponseSchema] as const);
  return Object.fromEntries(entries) as { [Code in Codes[number]]: typeof messageResponseSchema };
}

/** OpenAPI: the route takes the bearer token. */
const bearerAuth = [{ bearerAuth: [] }];

/** Who may call a route (anyone, callerOptional, signedIn in plugins/auth): its onRequest hooks, and whether they turn away a caller who is not signed in. */
export interface RouteAccess {
  onRequest: RequestGuard[];
  signedIn: boolean;
}

/** What a route says of itself: the access rule and the documented statuses that follow from it are added. */
export interface RouteDocs {
  summary: string;
  description?: string;
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  /** The answers that are not errors, by status. */
  response?: Record<number, ZodType>;
  /** The route's own refusals (404, 409, …); 400 for invalid input and the guard's 401 and 403 need not be listed. */
  errors?: readonly number[];
  /** Refusals whose body says more than `{ message }` (a code, a challenge), by status: replaces their schema. */
  errorShapes?: Partial<Record<number, ZodType>>;
  responseHeaders?: FastifySchema['responseHeaders'];
}

/** The statuses every route with those docs can answer with, whatever its handler does. */
type RuleCodes<Docs extends RouteDocs, SignedIn extends boolean> =
  (Docs extends { params: ZodType } | { querystring: ZodType } | { body: ZodType } ? 400 : never) | (SignedIn extends true ? 401 | 403 : never);

type ErrorCodes<Docs extends RouteDocs, SignedIn extends boolean> =
  (Docs['errors'] extends readonly (infer Code extends number)[] ? Code : never) | RuleCodes<Docs, SignedIn>;

/** The options Fastify takes: the docs' own schemas keep their types, so requests and replies stay typed. */
export interface RouteOptions<Docs extends RouteDocs, SignedIn extends boolean> {
  onRequest?: RequestGuard[];
  schema: Omit<Docs, 'errors' | 'errorShapes' | 'response'> & {
    tags: string[];
    security?: typeof bearerAuth;
    response: (Docs['response'] extends object ? Docs['response'] : unknown) & {
      [Code in ErrorCodes<Docs, SignedIn>]: typeof messageResponseSchema;
    };
  };
}

/** What the server says of an API call beside its shapes: the words of its documentation and its refusals. */
export type CallDocs = Pick<RouteDocs, 'summary' | 'description' | 'errors' | 'errorShapes' | 'responseHeaders'>;

type Shape<Key extends string, Schema> = Schema extends ZodType ? { [K in Key]: Schema } : unknown;

/** A call's shapes as its domain's schema map gives them, with the server's docs: what `routeOptions` documents. */
export type CallRouteDocs<C extends Call, Docs extends CallDocs, Shapes = ShapesOf<C>> = Docs &
  Shape<'params', Shapes extends { params: infer Params } ? Params : undefined> &
  Shape<'querystring', Shapes extends { query: infer Query } ? Query : undefined> &
  Shape<'body', Shapes extends { body: infer Body } ? Body : undefined> & {
    response: Shapes extends { responses: infer Responses } ? { [Status in keyof Responses]-?: NonNullable<Responses[Status]> } : never;
  };

function callShapes(call: Call) {
  const shapes = (callSchemas as unknown as Record<string, Record<string, CallShapes | undefined>>)[call.domain]?.[call.name];
  if (shapes === undefined) throw new TypeError(`${call.method} ${call.path} has no schemas in ${call.domain}/schemas.ts`);
  return {
    ...(shapes.params && { params: shapes.params }),
    ...(shapes.query && { querystring: shapes.query }),
    ...(shapes.body && { body: shapes.body }),
    response: { ...shapes.responses } as Record<number, ZodType>,
  };
}

/**
 * Route options for the routes of one tag behind one access rule. The rule is also the documentation: a guarded
 * route takes the bearer token and answers 401 and 403, and a route with params, a query or a body answers 400 when
 * they are invalid, so each route lists only its summary, its schemas and its own refusals.
 *
 * Given an API call (shared-sdk/src/<domain>/calls.ts), the options are the whole route but its handler: the method
 * and the path come from the call, the shapes from its domain's schema map, the words and refusals from the docs.
 */
export function routeOptions<Access extends RouteAccess>(tags: string[], access: Access) {
  function options<const Docs extends RouteDocs>(docs: Docs): RouteOptions<Docs, Access['signedIn']>;
  function options<const C extends Call, const Docs extends CallDocs>(
    call: C,
    docs: Docs,
  ): RouteOptions<CallRouteDocs<C, Docs>, Access['signedIn']> & { method: C['method']; url: C['path'] };
  function options(first: RouteDocs | Call, callDocs?: CallDocs): unknown {
    if (callDocs === undefined) return documented(first as RouteDocs);
    const call = first as Call;
    return { method: call.method, url: call.path, ...documented({ ...callDocs, ...callShapes(call) }) };
  }
  function documented(docs: RouteDocs) {
    const { errors = [], errorShapes = {}, response, ...schema } = docs;
    const hasInput = docs.params !== undefined || docs.querystring !== undefined || docs.body !== undefined;
    const codes = [...(hasInput ? [400] : []), ...(access.signedIn ? [401, 403] : []), ...errors];
    return {
      ...(access.onRequest.length > 0 && { onRequest: access.onRequest }),
      schema: {
        tags,
        ...(access.signedIn && { security: bearerAuth }),
        ...schema,
        response: { ...response, ...errorResponses(...codes), ...errorShapes },
      },
    };
  }
  return options;
}
