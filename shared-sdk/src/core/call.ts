import type { ZodType } from 'zod';
import type { CallSchemaMaps } from './call-schemas';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One row of the spec's call tables, declared once for both sides: the API registers its route from it and the SDK
 * calls it through it, so the two cannot disagree about a path or a method.
 *
 * A call carries no zod: a browser page that calls the API carries its domain's calls.ts without it. Its shapes are
 * in its domain's schema map (`<domain>/schemas.ts`, checked against the calls by `CallSchemas`), which the API
 * imports and the browser's client loads with the first request (core/call-schemas.ts). What only the server says
 * of a call (its summary, its refusals, who may make it) stays beside its handler.
 */
export interface Call {
  /** The domain whose calls.ts declares it, and its name there: where its schemas are found. */
  readonly domain: string;
  readonly name: string;
  readonly method: CallMethod;
  /** The whole path, with `:name` for each path parameter. */
  readonly path: `/${string}`;
}

/** A call as a domain's table writes it; `defineCalls` adds its domain and name. */
export type CallRow = Pick<Call, 'method' | 'path'>;

/** The success statuses a call may answer with: 200 and 201 for most; a redirect for a browser navigation. */
export type SuccessStatus = 200 | 201 | 302;

/** A call's shapes: its path's parameters, its query, its body and its answers that are not errors, by status. */
export interface CallShapes {
  readonly params?: ZodType;
  readonly query?: ZodType;
  readonly body?: ZodType;
  readonly responses: Partial<Record<SuccessStatus, ZodType>>;
}

/** A domain's calls, each keyed by the SDK function that makes it; the literal types are kept for both sides. */
export function defineCalls<const Domain extends string, const Rows extends Record<string, CallRow>>(
  domain: Domain,
  rows: Rows,
): { readonly [Name in keyof Rows & string]: Rows[Name] & { readonly domain: Domain; readonly name: Name } } {
  return Object.fromEntries(Object.entries(rows).map(([name, row]) => [name, { domain, name, ...row }])) as never;
}

/** The names of a path's parameters: `/api/courses/:id/approve` → `'id'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<C extends Pick<Call, 'path'>> = Record<PathParamNames<C['path']>, string | number>;

/**
 * What a domain's schema map must be: shapes for each of its calls and for nothing else, with a params schema
 * exactly when the path has parameters. `<domain>Schemas = {…} satisfies CallSchemas<typeof <domain>Calls>`.
 */
export type CallSchemas<Calls extends Record<string, Pick<Call, 'path'>>> = {
  readonly [Name in keyof Calls]: CallShapes &
    (PathParamNames<Calls[Name]['path']> extends never ? { readonly params?: never } : { readonly params: ZodType });
};

/** The shapes of a call, from its domain's schema map (types only: nothing of zod is loaded by naming them). */
export type ShapesOf<C extends Call> = C['domain'] extends keyof CallSchemaMaps
  ? C['name'] extends keyof CallSchemaMaps[C['domain']]
    ? CallSchemaMaps[C['domain']][C['name']]
    : never
  : never;

/** The path with its parameters filled in, each encoded. */
export function fillPath<C extends Pick<Call, 'method' | 'path'>>(call: C, params: PathParams<C>): string {
  const values = params as Record<string, string | number>;
  return call.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TypeError(`${call.method} ${call.path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}
