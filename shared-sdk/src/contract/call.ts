import type { ZodType } from 'zod';
import type { ContractSchemas } from '../client/contract-schemas';

/** The name of one of the contract's zod schemas (`'courseResponseSchema'`). */
export type SchemaName = { [Name in keyof ContractSchemas]: ContractSchemas[Name] extends ZodType ? Name : never }[keyof ContractSchemas];

/** The schema a name stands for. */
export type NamedSchema<Name> = Name extends SchemaName ? ContractSchemas[Name] : never;

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One row of the spec's call tables, declared once for both sides: the API registers its route from it and the SDK
 * calls it through it, so the two cannot disagree about a path, a method or a shape.
 *
 * Schemas are named, not imported: a browser page that calls the API carries this table without zod, and the
 * schemas load with the first request (client/contract-schemas.ts). What only the server says of a call (its summary,
 * its refusals, who may make it) stays beside its handler.
 */
export interface Call {
  readonly method: CallMethod;
  /** The whole path, with `:name` for each path parameter. */
  readonly path: `/${string}`;
  readonly params?: SchemaName;
  readonly query?: SchemaName;
  readonly body?: SchemaName;
  /** The answers that are not errors, by status: 200 and 201 for most; a redirect for a browser navigation. */
  readonly responses: Partial<Record<200 | 201 | 302, SchemaName>>;
}

/** A domain's calls, each keyed by the SDK function that makes it; the literal types are kept for both sides. */
export function defineCalls<const Calls extends Record<string, Call>>(calls: Calls): Calls {
  return calls;
}

/** The names of a path's parameters: `/api/courses/:id/approve` → `'id'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<C extends Call> = Record<PathParamNames<C['path']>, string | number>;

/** The path with its parameters filled in, each encoded. */
export function fillPath<C extends Call>(call: C, params: PathParams<C>): string {
  const values = params as Record<string, string | number>;
  return call.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TypeError(`${call.method} ${call.path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}
