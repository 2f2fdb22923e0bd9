export type * from './core/schemas';
export type * from './users/schemas';
export type * from './auth/schemas';
export type * from './videos/schemas';
export type * from './modules/schemas';
export type * from './courses/schemas';
export type * from './enrollments/schemas';
export type * from './cart/schemas';
export type * from './payments/schemas';
export type * from './earnings/schemas';
export type * from './telemetry/schemas';
export * from './telemetry/limits';
export type * from './refunds/schemas';
export type * from './coupons/schemas';
export type * from './wishlist/schemas';
export type * from './certificates/schemas';
export type * from './reviews/schemas';
export type * from './quizzes/schemas';
export type * from './questions/schemas';
export type * from './notifications/schemas';
export type * from './insights/schemas';
export type * from './stats/schemas';
export type * from './sessions/schemas';
export type * from './pages/schemas';
export type * from './uploads/schemas';
// Types only: the schemas themselves load with the first request (core/call-schemas.ts), and a form that checks a
// rule of the API loads its schema the same way (ui/change-password-form.tsx). What screens read without parsing
// (categories, sorts, roles, sign-in errors) lives in zod-free modules.
export * from './courses/catalogue';
export * from './auth/google-sign-in';
export * from './users/roles';
export * from './core/duration';
export * from './certificates/domain';
export * from './reviews/domain';
export * from './quizzes/domain';
export * from './questions/domain';
export * from './notifications/domain';
export * from './pages/domain';
export * from './uploads/domain';
export * from './insights/domain';
export * from './coupons/domain';
export * from './videos/youtube';
export * from './core/money';
export * from './core/format';
export * from './core/ids';
export {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  configureAnswerObserver,
  configureApi,
  type ObservedAnswer,
  configureTokenSource,
  apiBaseUrl,
  errorMessage,
  call,
} from './core/http';
export type { ApiConfig, CallOptions, CallAnswer, RefusalDetails } from './core/http';
export { loadCallSchemas, type CallSchemaMaps } from './core/call-schemas';
export { ApiProvider, useApi, httpApi } from './core/api-context';
export type { LecternApi } from './core/api-context';
export * from './session/session-store';
export * from './session/intent';
export * from './session/next-page';
export * from './routing/paths';
export * from './routing/next-path';
export * from './routing/areas';
export * from './routing/router';
export * from './routing/go-to';
export * from './federation/area-contract';
export type { AreaBuild, BuildInfo } from './federation/release';
export { lazyUnlessLoaded } from './federation/lazy-unless-loaded';
export { PageHydrated, whenPageHydrated } from './federation/page-hydrated';
export * from './toasts/toast-store';
export { notifyFailure, DEFAULT_FAILURE_TEXT, type FailureToast } from './toasts/notify-failure';
export { createQueryClient, type LecternQueryMeta } from './core/query-client';
export { queryRoots, invalidateCourseData, forgetPersonalData, followSession } from './core/invalidation';
export { attempt, useChange, useRead, useReadById, type ChangeOptions, type ReadOptions } from './core/hooks';
export * from './courses/queries';
export * from './stats/queries';
export * from './enrollments/queries';
export * from './cart/queries';
export * from './payments/queries';
export * from './payments/receipt';
export * from './earnings/queries';
export * from './telemetry/queries';
export * from './refunds/queries';
export * from './coupons/queries';
export * from './wishlist/queries';
export * from './certificates/queries';
export * from './courses/teaching';
export * from './modules/queries';
export * from './videos/queries';
export * from './users/admin';
export * from './courses/admin';
export * from './enrollments/admin';
export * from './stats/versions';
export * from './users/queries';
export * from './sessions/queries';
export * from './insights/queries';
export * from './reviews/queries';
export * from './quizzes/queries';
export * from './questions/queries';
export * from './notifications/queries';
export { createSseParser, type SseEvent, type NotificationStreamOptions } from './notifications/live';
export { useNotificationStream } from './notifications/use-notification-stream';
export * from './pages/queries';
export * from './uploads/queries';
