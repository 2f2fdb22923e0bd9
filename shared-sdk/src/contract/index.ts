import { authCalls } from './auth';
import type { Call } from './call';
import { cartCalls } from './cart';
import { certificatesCalls } from './certificates';
import { coursesCalls } from './courses';
import { enrollmentsCalls } from './enrollments';
import { insightsCalls } from './insights';
import { modulesCalls } from './modules';
import { reviewsCalls } from './reviews';
import { sessionsCalls } from './sessions';
import { statsCalls } from './stats';
import { usersCalls } from './users';
import { videosCalls } from './videos';
import { wishlistCalls } from './wishlist';

/**
 * Every call of the contract, by domain: the spec's call tables as code. The API registers a route for each and
 * nothing else but its health check and documentation (api/src/contract/calls.test.ts); the SDK's endpoint
 * functions make them.
 */
export const contract = {
  auth: authCalls,
  users: usersCalls,
  sessions: sessionsCalls,
  stats: statsCalls,
  courses: coursesCalls,
  modules: modulesCalls,
  videos: videosCalls,
  enrollments: enrollmentsCalls,
  reviews: reviewsCalls,
  cart: cartCalls,
  wishlist: wishlistCalls,
  certificates: certificatesCalls,
  insights: insightsCalls,
} as const;

/** Each call with its domain and name (`cart.addToCart`), for checks that go over them all. */
export function everyCall(): { name: string; call: Call }[] {
  return Object.entries(contract).flatMap(([domain, calls]) =>
    Object.entries(calls).map(([name, call]) => ({ name: `${domain}.${name}`, call: call as Call })),
  );
}
