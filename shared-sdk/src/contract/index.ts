import { cartCalls } from './cart';
import type { Call } from './call';

/**
 * Every call of the contract, by domain: the spec's call tables as code. The API registers a route for each and
 * nothing else but its health checks and documentation (api/src/contract/calls.test.ts); the SDK's endpoint
 * functions make them.
 */
export const contract = {
  cart: cartCalls,
} as const;

/** Each call with its domain and name (`cart.addToCart`), for checks that go over them all. */
export function everyCall(): { name: string; call: Call }[] {
  return Object.entries(contract).flatMap(([domain, calls]) =>
    Object.entries(calls).map(([name, call]) => ({ name: `${domain}.${name}`, call: call as Call })),
  );
}
