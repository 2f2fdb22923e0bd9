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

/** What a rate limit offers its callers, whether it counts one key (Limit) or an address and its networks (AddressLimit). */
export interface Limiting {
  tryTake(key: string): Promise<number>;
  take(key: string, message: (wait: string) => string): Promise<void>;
  giveBack(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/**
 * One rate limit. A point is taken atomically *before* the work it guards (a password check, a code check, an
 * e-mail), so a burst sent at once gets no more through than the limit: check-then-count would let every request
 * of the burst pass the check before any of them counted.
 */
export class Limit implements Limiting {
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

/**
 * The networks an address key (see client-address.ts) counts in beyond itself, each with how many times the
 * address's own limit it may take. An IPv6 /64 is one subscriber's; but a site is given a /56 or a /48 (256 or
 * 65,536 of them), and could take each /64's share once per /64. So a /56 may take 4 times a /64's share and a /48
 * 16 times: a household or an office with several networks is not held back, and one site gets no more than 16
 * shares whatever it holds. An IPv4 address counts alone (a /24 may be a whole carrier's customers behind NAT).
 */
export function widerNetworks(key: string): Array<{ key: string; scale: number; prefix: 56 | 48 }> {
  const match = /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4})::\/64$/.exec(key);
  if (!match) return [];
  const [, a, b, c, d = '0'] = match;
  const site = (Number.parseInt(d, 16) & 0xff00).toString(16);
  return [
    { key: `${a}:${b}:${c}:${site}::/56`, scale: 4, prefix: 56 },
    { key: `${a}:${b}:${c}::/48`, scale: 16, prefix: 48 },
  ];
}

/**
 * A per-address limit: the address's own share, and for an IPv6 /64 its /56's and its /48's (widerNetworks). A point
 * is taken at every level or at none.
 */
export class AddressLimit implements Limiting {
  private readonly own: Limit;
  private readonly wider: Record<56 | 48, Limit>;

  constructor(rateLimit: (name: string, rule: RateLimit) => Limit, name: string, rule: RateLimit) {
    this.own = rateLimit(name, rule);
    this.wider = {
      56: rateLimit(`${name}/56`, { ...rule, limit: rule.limit * 4 }),
      48: rateLimit(`${name}/48`, { ...rule, limit: rule.limit * 16 }),
    };
  }

  private levels(key: string): Array<[Limit, string]> {
    return [[this.own, key], ...widerNetworks(key).map(({ key: network, prefix }): [Limit, string] => [this.wider[prefix], network])];
  }

  async tryTake(key: string): Promise<number> {
    const taken: Array<[Limit, string]> = [];
    for (const [limit, levelKey] of this.levels(key)) {
      const wait = await limit.tryTake(levelKey);
      if (wait > 0) {
        await Promise.all(taken.map(([done, doneKey]) => done.giveBack(doneKey)));
        return wait;
      }
      taken.push([limit, levelKey]);
    }
    return 0;
  }

  async take(key: string, message: (wait: string) => string): Promise<void> {
    const seconds = await this.tryTake(key);
    if (seconds > 0) throw tooManyRequests(message(waitText(seconds)), seconds);
  }

  async giveBack(key: string): Promise<void> {
    await Promise.all(this.levels(key).map(([limit, levelKey]) => limit.giveBack(levelKey)));
  }

  /** Forgets the address's own failures; its networks keep theirs (others in them may have failed too). */
  async clear(key: string): Promise<void> {
    await this.own.clear(key);
  }
}
