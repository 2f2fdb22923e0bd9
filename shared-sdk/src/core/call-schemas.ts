import type { callSchemas } from './all-schemas';
/** Every domain's schema map, by domain (core/all-schemas.ts): types only here, the module itself loads lazily. */
export type CallSchemaMaps = typeof callSchemas;

let schemas: Promise<CallSchemaMaps> | undefined;

/**
 * The calls' schemas, loaded when first needed (in a browser, a chunk of their own with zod): a page starts without
 * building or even fetching them, and a server-rendered page, which carries its data, may never need them. The API
 * client loads them with the first request. A failed load is tried again by the next caller.
 */
export function loadCallSchemas(): Promise<CallSchemaMaps> {
  schemas ??= import('./all-schemas')
    .then((module) => module.callSchemas)
    .catch((error: unknown) => {
      schemas = undefined;
      throw error;
    });
  return schemas;
}
