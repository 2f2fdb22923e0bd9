import { HttpError, serviceUnavailable, tooManyRequests } from './http-errors';

export interface WorkQueueOptions {
  /** Tasks that run at once. */
  concurrency: number;
  /** Tasks that may wait for a turn; one more is refused with a 503 (the whole server is busy). */
  maxWaiting: number;
  /** Tasks (running or waiting) one key (a client address, an account) may have; one more is refused with a 429. */
  maxPerKey: number;
  /** The message of the 503 a task gets when the whole queue is full. */
  busyMessage: string;
  /** The message of the 429 a task gets when its client address or account already holds `maxPerKey` places. */
  keyBusyMessage?: string;
}

/** Seconds a refused task is told to wait: the queue drains in well under that (a hash is ~65 ms). */
export const workQueueRetryAfterSeconds = 2;

/** Whether an error is the queue's own refusal (429 for one key's overflow, 503 for the whole queue's). */
export const isWorkQueueRefusal = (error: unknown): error is WorkQueueRefusal => error instanceof WorkQueueRefusal;

export class WorkQueueRefusal extends HttpError {
  override name = 'WorkQueueRefusal';
}

/**
 * A small queue for expensive work (argon2 hashes, ~65 ms of CPU each): a bounded number run at once, a bounded
 * number wait, and no one key holds more than a few places. A task names every key it counts under (its client
 * address and, for a sign-in, the account), so neither a flood from one address nor one spread over many addresses
 * against one account can starve everyone else's sign-in. A key over its share is the client's own doing and gets a
 * 429; only a full waiting room (the whole server busy) is a 503. Both say when to try again, and neither waits.
 */
/** Places held for one task from before its other checks (rate limits) until it has run or was refused. */
export interface QueuePlace {
  /** Runs the task in its turn; a 503 when the whole queue is full at that moment. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the places back (once; later calls do nothing). */
  release(): void;
}

export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly perKey = new Map<string, number>();

  constructor(private readonly options: WorkQueueOptions) {}

  async run<T>(keys: string | readonly string[], task: () => Promise<T>): Promise<T> {
    const place = this.reserve(keys);
    try {
      return await place.run(task);
    } finally {
      place.release();
    }
  }

  /**
   * Takes a place under each key at once, or refuses at once (429 for a key over its share, 503 when the whole queue
   * is full). A sign-in takes its place before anything else, so a burst past its share costs the server nothing:
   * no rate-limit point is taken for it, none has to be given back.
   */
  reserve(keys: string | readonly string[]): QueuePlace {
    const held = [...new Set([keys].flat())];
    if (held.some((key) => (this.perKey.get(key) ?? 0) >= this.options.maxPerKey)) {
      const refusal = tooManyRequests(this.options.keyBusyMessage ?? this.options.busyMessage, workQueueRetryAfterSeconds);
      throw new WorkQueueRefusal(refusal.statusCode, refusal.message, refusal.headers);
    }
    this.assertRoom();
    for (const key of held) this.perKey.set(key, (this.perKey.get(key) ?? 0) + 1);
    let released = false;
    return {
      run: (task) => this.execute(task),
      release: () => {
        if (released) return;
        released = true;
        for (const key of held) {
          const left = (this.perKey.get(key) ?? 1) - 1;
          if (left === 0) this.perKey.delete(key);
          else this.perKey.set(key, left);
        }
      },
    };
  }

  private assertRoom(): void {
    if (this.running >= this.options.concurrency && this.waiting.length >= this.options.maxWaiting) {
      const refusal = serviceUnavailable(this.options.busyMessage);
      throw new WorkQueueRefusal(refusal.statusCode, refusal.message, { 'retry-after': String(workQueueRetryAfterSeconds) });
    }
  }

  private async execute<T>(task: () => Promise<T>): Promise<T> {
    this.assertRoom();
    // A finishing task hands its place straight to the next waiter, so `running` never exceeds the bound.
    if (this.running >= this.options.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
