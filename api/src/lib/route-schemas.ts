import type { FastifySchema } from 'fastify';
import type { ZodType } from 'zod';
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
  schema: Omit<Docs, 'errors' | 'response'> & {
    tags: string[];
    security?: typeof bearerAuth;
    response: (Docs['response'] extends object ? Docs['response'] : unknown) & {
      [Code in ErrorCodes<Docs, SignedIn>]: typeof messageResponseSchema;
    };
  };
}

/**
 * Route options for the routes of one tag behind one access rule. The rule is also the documentation: a guarded
 * route takes the bearer token and answers 401 and 403, and a route with params, a query or a body answers 400 when
 * they are invalid, so each route lists only its summary, its schemas and its own refusals.
 */
export function routeOptions<Access extends RouteAccess>(tags: string[], access: Access) {
  return <const Docs extends RouteDocs>(docs: Docs): RouteOptions<Docs, Access['signedIn']> => {
    const { errors = [], response, ...schema } = docs;
    const hasInput = docs.params !== undefined || docs.querystring !== undefined || docs.body !== undefined;
    const codes = [...(hasInput ? [400] : []), ...(access.signedIn ? [401, 403] : []), ...errors];
    return {
      ...(access.onRequest.length > 0 && { onRequest: access.onRequest }),
      schema: {
        tags,
        ...(access.signedIn && { security: bearerAuth }),
        ...schema,
        response: { ...response, ...errorResponses(...codes) },
      },
    } as RouteOptions<Docs, Access['signedIn']>;
  };
}
