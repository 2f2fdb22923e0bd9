import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limiter';

/** INCR and, on the first event of a window, its expiry: one atomic step, whatever instance runs it. */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

export interface RedisStoreEvents {
  /** Redis could not answer: the limit falls back to this instance's memory until it can. */
  onUnavailable: (error: Error) => void;
}

/**
 * Counters in Redis, so several API instances enforce one limit. If Redis does not answer, each call falls back to
 * the given in-memory store (limits per instance rather than none) and reports it once per outage.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  private failing = false;

  constructor(
    url: string,
    private readonly fallback: RateLimitStore,
    private readonly events: RedisStoreEvents,
    private readonly prefix = 'lectern:rate:',
  ) {
    this.redis = new Redis(url, {
      // Fail fast instead of queueing while disconnected: a sign-in must not wait for Redis to come back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      lazyConnect: false,
      // On shutdown, a socket that never connected is destroyed after this long instead of ioredis's 2 s.
      disconnectTimeout: 200,
    });
    // Connection errors are reported through the calls that fail; without a listener ioredis would print them.
    this.redis.on('error', () => undefined);
  }

  hit(key: string, windowMs: number): Promise<void> {
    return this.attempt(
      async () => {
        await this.redis.eval(hitScript, 1, this.prefix + key, String(windowMs));
      },
      () => this.fallback.hit(key, windowMs),
    );
  }

  peek(key: string): Promise<{ count: number; closesInMs: number } | null> {
    return this.attempt(
      async () => {
        const [count, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
        if (count === null || ttl <= 0) return null;
        return { count: Number(count), closesInMs: ttl };
      },
      () => this.fallback.peek(key),
    );
  }

  reset(key: string): Promise<void> {
    return this.attempt(
      async () => {
        await this.redis.del(this.prefix + key);
      },
      () => this.fallback.reset(key),
    );
  }

  async close(): Promise<void> {
    // QUIT lets Redis close the connection after pending replies; without one, just stop reconnecting.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
    await this.fallback.close();
  }

  private async attempt<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      const result = await shared();
      this.failing = false;
      return result;
    } catch (error) {
      if (!this.failing) this.events.onUnavailable(error instanceof Error ? error : new Error(String(error)));
      this.failing = true;
      return local();
    }
  }
}
