import { tooManyRequests } from './http-errors';

export interface KeyedTurnsOptions {
  /** Tasks one key may have queued or running; one more is refused with a 429 at once. */
  maxPerKey: number;
  /** The message of that 429. */
  busyMessage: string;
  /** Seconds the 429 tells the client to wait. */
  retryAfterSeconds: number;
}

/**
 * One task at a time per key (an enrolment, say), in arrival order, inside this process. Writes that would queue on
 * one database row's lock wait here instead, holding no pool connection while they wait: 250 writes to one row then
 * take one connection in turn rather than all ten, and never run into the pool's connect deadline while everyone
 * else's requests go on. Rows still take their lock in the database, which keeps several API processes correct.
 */
export class KeyedTurns {
  private readonly tails = new Map<string, { done: Promise<void>; count: number }>();

  constructor(private readonly options: KeyedTurnsOptions) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    if (previous && previous.count >= this.options.maxPerKey) {
      throw tooManyRequests(this.options.busyMessage, this.options.retryAfterSeconds);
    }
    let finish = (): void => undefined;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const entry = { done, count: (previous?.count ?? 0) + 1 };
    this.tails.set(key, entry);
    try {
      await previous?.done;
      return await task();
    } finally {
      finish();
      // The last in line clears the key; a later arrival has already replaced it and counts from there.
      if (this.tails.get(key) === entry) this.tails.delete(key);
      else this.decrement(key);
    }
  }

  /** Keys with a task queued or running (for tests and metrics). */
  get size(): number {
    return this.tails.size;
  }

  private decrement(key: string) {
    const tail = this.tails.get(key);
    if (tail) tail.count -= 1;
  }
}
