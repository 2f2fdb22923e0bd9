import type { Clock } from './clock';

export interface RateLimiterOptions {
  limit: number;
  windowSeconds: number;
  now: Clock;
}

/**
 * Fixed-window counters kept in memory: enough for one API process. Several instances behind a load
 * balancer would share them through Redis (ARCHITECTURE.md 8).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetsAt: number }>();

  constructor(private readonly options: RateLimiterOptions) {}

  /** Seconds until `key` may act again, or 0 when it is within its budget. */
  retryAfterSeconds(key: string): number {
    const window = this.current(key);
    return window && window.count >= this.options.limit ? Math.ceil((window.resetsAt - this.nowMs()) / 1000) : 0;
  }

  hit(key: string): void {
    const window = this.current(key);
    if (window) {
      window.count += 1;
      return;
    }
    if (this.windows.size >= 10_000) this.sweep();
    this.windows.set(key, { count: 1, resetsAt: this.nowMs() + this.options.windowSeconds * 1000 });
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const window = this.windows.get(key);
    return window && window.resetsAt > this.nowMs() ? window : undefined;
  }

  private sweep() {
    const now = this.nowMs();
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
  }

  private nowMs() {
    return this.options.now().getTime();
  }
}
