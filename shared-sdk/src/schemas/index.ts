// Every schema of the contract. In a browser this module is its own chunk, loaded with the first request (see
// client/http.ts): zod and the schemas stay off a page's start-up. Types come from the SDK's root as usual.
export * from './common';
export * from './users';
export * from './auth';
export * from './videos';
export * from './modules';
export * from './courses';
export * from './enrollments';
export * from './cart';
export * from './wishlist';
export * from './certificates';
export * from './reviews';
export * from './insights';
export * from './stats';
export * from './sessions';
