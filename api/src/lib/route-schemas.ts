import type { FastifySchema } from 'fastify';
import type { ZodType } from 'zod';
import type { Call, NamedSchema, SchemaName } from '@lectern/shared-sdk/contract/call';
import * as contractSchemas from '@lectern/shared-sdk/schemas';
import { messageResponseSchema } from '@lectern/shared-sdk/schemas/common';
import type { RequestGuard } from '../plugins/auth';

/** `{ message }` response schemas for the error statuses a route documents. */
function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof messageResponseSchema } {
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
  | (Docs extends { params: ZodType } | { querystring: ZodType } | { body: ZodType } ? 400 : never)
  | (SignedIn extends true ? 401 | 403 : never);

type ErrorCodes<Docs extends RouteDocs, SignedIn extends boolean> =
  | (Docs['errors'] extends readonly (infer Code extends number)[] ? Code : never)
  | RuleCodes<Docs, SignedIn>;

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

/** What the server says of a call of the contract beside its shapes: the words of its documentation and its refusals. */
export type CallDocs = Pick<RouteDocs, 'summary' | 'description' | 'errors' | 'errorShapes' | 'responseHeaders'>;

type Shape<Key extends string, Name> = Name extends SchemaName ? { [K in Key]: NamedSchema<Name> } : unknown;

/** A call's shapes as the contract names them, with the server's docs: what `routeOptions` documents. */
export type CallRouteDocs<C extends Call, Docs extends CallDocs> = Docs &
  Shape<'params', C['params']> &
  Shape<'querystring', C['query']> &
  Shape<'body', C['body']> & { response: { [Status in keyof C['responses']]-?: NamedSchema<NonNullable<C['responses'][Status]>> } };

function callShapes(call: Call) {
  const named = (name: SchemaName | undefined): ZodType | undefined => (name === undefined ? undefined : contractSchemas[name]);
  const response = Object.entries(call.responses).map(([status, name]) => [status, named(name)]);
  return {
    ...(call.params && { params: named(call.params) }),
    ...(call.query && { querystring: named(call.query) }),
    ...(call.body && { body: named(call.body) }),
    response: Object.fromEntries(response) as Record<number, ZodType>,
  };
}

/**
 * Route options for the routes of one tag behind one access rule. The rule is also the documentation: a guarded
 * route takes the bearer token and answers 401 and 403, and a route with params, a query or a body answers 400 when
 * they are invalid, so each route lists only its summary, its schemas and its own refusals.
 *
 * Given a call of the contract (shared-sdk/src/contract), the options are the whole route but its handler: the
 * method, the path and the shapes come from the call, the words and refusals from the docs beside it.
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
