import type { Id } from '../core/schemas';
import { call } from '../core/http';
import { cartCalls } from './calls';

export const addToCart = (courseId: Id) => call(cartCalls.addToCart, { json: { courseId } });
/** `expectedTotal`: the total the cart showed; a price changed since is refused (409) instead of charged. */
export const checkout = (expectedTotal?: number) => call(cartCalls.checkout, expectedTotal === undefined ? {} : { json: { expectedTotal } });
