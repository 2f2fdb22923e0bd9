import { serviceUnavailable } from './http-errors';

export interface WorkQueueOptions {
  /** Tasks that run at once. */
  concurrency: number;
  /** Tasks that may wait for a turn; one more is refused. */
  maxWaiting: number;
  /** Tasks (running or waiting) one key (a client address) may have; one more is refused. */
  maxPerKey: number;
  /** The message of the 503 a refused task gets. */
  busyMessage: string;
}

/**
 * A small queue for expensive work (argon2 hashes, ~65 ms of CPU each): a bounded number run at once, a bounded
 * number wait, and no one client holds more than a few places, so a flood from one address cannot starve everyone
 * else's sign-in. Over a bound, the task is refused at once with a 503 instead of piling up.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly perKey = new Map<string, number>();

  constructor(private readonly options: WorkQueueOptions) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const held = this.perKey.get(key) ?? 0;
    const mustWait = this.running >= this.options.concurrency;
    if (held >= this.options.maxPerKey || (mustWait && this.waiting.length >= this.options.maxWaiting)) {
      throw serviceUnavailable(this.options.busyMessage);
    }
    this.perKey.set(key, held + 1);
    try {
      // A finishing task hands its place straight to the next waiter, so `running` never exceeds the bound.
      if (mustWait) await new Promise<void>((resolve) => this.waiting.push(resolve));
      else this.running += 1;
      try {
        return await task();
      } finally {
        const next = this.waiting.shift();
        if (next) next();
        else this.running -= 1;
      }
    } finally {
      const left = (this.perKey.get(key) ?? 1) - 1;
      if (left === 0) this.perKey.delete(key);
      else this.perKey.set(key, left);
    }
  }
}
