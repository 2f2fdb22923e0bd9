export type * from './schemas/common';
export type * from './schemas/users';
export type * from './schemas/auth';
export type * from './schemas/videos';
export type * from './schemas/modules';
export type * from './schemas/courses';
export type * from './schemas/enrollments';
export type * from './schemas/cart';
export type * from './schemas/stats';
export type * from './schemas/sessions';
// Types only: the schemas themselves load with the first request (client/contract-schemas.ts), and a form that checks
// a rule of the contract loads them the same way (ui/change-password-form.tsx). What screens read without parsing
// (categories, sorts, roles, sign-in errors) lives in zod-free modules.
export * from './domain/catalogue';
export * from './domain/google-sign-in';
export * from './domain/roles';
export * from './domain/duration';
export * from './domain/youtube';
export * from './domain/money';
export * from './domain/format';
export { ApiError, NETWORK_ERROR_MESSAGE, configureApi, apiBaseUrl, errorMessage, request } from './client/http';
export type { ApiConfig, RequestOptions, SchemaPick } from './client/http';
export { loadContractSchemas, type ContractSchemas } from './client/contract-schemas';
export { ApiProvider, useApi, httpApi } from './client/api-context';
export type { LecternApi } from './client/api-context';
export * from './session/session-store';
export * from './routing/paths';
export * from './routing/router';
export * from './federation/contract';
export { lazyUnlessLoaded } from './federation/lazy-unless-loaded';
export * from './notifications/toast-store';
export { createQueryClient } from './queries/query-client';
export * from './queries/courses';
export * from './queries/stats';
export * from './queries/learning';
