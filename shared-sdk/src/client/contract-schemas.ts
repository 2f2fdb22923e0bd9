export type ContractSchemas = typeof import('../schemas');

let schemas: Promise<ContractSchemas> | undefined;

/**
 * The contract's schemas, loaded when first needed (in a browser, a chunk of their own with zod): a page starts
 * without building or even fetching them, and a server-rendered page, which carries its data, may never need them.
 * The API client loads them with the first request; a form that checks a rule of the contract (the new password's)
 * loads them when it is submitted. A failed load is tried again by the next caller.
 */
export function loadContractSchemas(): Promise<ContractSchemas> {
  schemas ??= import('../schemas').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
}
