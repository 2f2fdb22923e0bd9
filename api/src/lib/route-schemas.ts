import { messageResponseSchema } from '@lectern/shared-sdk/schemas/common';

/** `{ message }` response schemas for the error statuses a route documents. */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof messageResponseSchema } {
  const entries = codes.map((code) => [code, messageResponseSchema] as const);
  return Object.fromEntries(entries) as { [Code in Codes[number]]: typeof messageResponseSchema };
}

/** OpenAPI: the route takes the bearer token. */
export const bearerAuth = [{ bearerAuth: [] }];
