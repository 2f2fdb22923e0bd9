import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from './http-errors';

/** At most `limit` events in a window of `windowSeconds`. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** The limiter of one named rule, in whatever store the deployment uses (memory, Redis, PostgreSQL). */
export type LimiterFactory = (name: string, rule: RateLimit) => RateLimiterAbstract;

/** '45 seconds', '15 minutes': how long to wait, for the messages. */
export function waitText(seconds: number): string {
  return seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}`;
}

/**
 * Keys are e-mail addresses and client addresses: stored hashed, so the store (Redis, a table) holds no personal
 * data, and of a fixed length whatever the input.
 */
const storeKey = (key: string) => createHash('sha256').update(key.toLowerCase()).digest('base64url');

/**
 * One rate limit. A point is taken atomically *before* the work it guards (a password check, a code check, an
 * e-mail), so a burst sent at once gets no more through than the limit: check-then-count would let every request
 * of the burst pass the check before any of them counted.
 */
export class Limit {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  /** Takes a point for `key`: 0 when taken, else the seconds until one is free (none was taken). */
  async tryTake(key: string): Promise<number> {
    try {
      await this.limiter.consume(storeKey(key));
      return 0;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    }
  }

  /** Takes a point for `key`; over the limit, throws a 429 whose message says how long to wait. */
  async take(key: string, message: (wait: string) => string): Promise<void> {
    const seconds = await this.tryTake(key);
    if (seconds > 0) throw tooManyRequests(message(waitText(seconds)), seconds);
  }

  /** Gives the point back: the work succeeded, so it was not a failed attempt. */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(storeKey(key), 1);
  }

  /** Forgets every point of `key` (a right password ends a run of wrong ones). */
  async clear(key: string): Promise<void> {
    await this.limiter.delete(storeKey(key));
  }
}
