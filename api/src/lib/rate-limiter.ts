import type { Clock } from './clock';

/** Where fixed-window counters live: this process's memory, or Redis shared by every API instance. */
export interface RateLimitStore {
  /** Counts one more event for `key`, opening a window of `windowMs` when none is open. */
  hit(key: string, windowMs: number): Promise<void>;
  /** The open window of `key`: its count and the milliseconds until it closes; null when none is open. */
  peek(key: string): Promise<{ count: number; closesInMs: number } | null>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Counters in this process's memory: enough for one API instance. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; closesAt: number }>();

  constructor(private readonly now: Clock) {}

  async hit(key: string, windowMs: number): Promise<void> {
    const window = this.open(key);
    if (window) {
      window.count += 1;
      return;
    }
    if (this.windows.size >= 10_000) this.sweep();
    this.windows.set(key, { count: 1, closesAt: this.nowMs() + windowMs });
  }

  async peek(key: string): Promise<{ count: number; closesInMs: number } | null> {
    const window = this.open(key);
    return window ? { count: window.count, closesInMs: window.closesAt - this.nowMs() } : null;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private open(key: string) {
    const window = this.windows.get(key);
    return window && window.closesAt > this.nowMs() ? window : undefined;
  }

  private sweep() {
    const now = this.nowMs();
    for (const [key, window] of this.windows) if (window.closesAt <= now) this.windows.delete(key);
  }

  private nowMs() {
    return this.now().getTime();
  }
}

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** One named limit (say, failed sign-ins per account) over a store shared by all limits. */
export class RateLimiter {
  constructor(
    private readonly name: string,
    private readonly rule: RateLimit,
    private readonly store: RateLimitStore,
  ) {}

  /** Seconds until `key` may act again, or 0 when it is within its budget. */
  async retryAfterSeconds(key: string): Promise<number> {
    const window = await this.store.peek(this.storeKey(key));
    return window && window.count >= this.rule.limit ? Math.max(1, Math.ceil(window.closesInMs / 1000)) : 0;
  }

  hit(key: string): Promise<void> {
    return this.store.hit(this.storeKey(key), this.rule.windowSeconds * 1000);
  }

  reset(key: string): Promise<void> {
    return this.store.reset(this.storeKey(key));
  }

  private storeKey(key: string) {
    return `${this.name}:${key.toLowerCase()}`;
  }
}
