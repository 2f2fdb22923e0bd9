import { performance } from 'node:perf_hooks';
import { Client, type ClientConfig } from 'pg';

/** The channel migration 0009's triggers notify on; the payload is the schema of the table that changed. */
export const PUBLIC_DATA_CHANNEL = 'lectern_public_data';

export interface ChangeFeedOptions {
  /** How to open the listening connection: the pool's settings (address, search_path). */
  connection: ClientConfig;
  /**
   * The longest a cached read may be served without proof that the feed is alive: past it, reads go to the database
   * until the feed answers again. The feed proves itself every `bound / 4`.
   */
  boundMs?: number;
  onLost?: (error: Error) => void;
  onRestored?: () => void;
}

export const DEFAULT_STALE_BOUND_MS = 2000;

/**
 * Which revision of the public data this API instance knows, on PostgreSQL, where other instances (and any other
 * client of the database) write too.
 *
 * - Every commit that touches a public table notifies the channel (migration 0009's statement triggers), and each
 *   instance listens on a connection of its own: a change made anywhere moves the revision here as soon as
 *   PostgreSQL delivers the notification (well under a millisecond on one host; see `npm run bench`).
 * - A change this instance commits moves it at once (`changed`, called by the change-tracking driver after COMMIT),
 *   so a client that wrote through this instance reads its write here on the very next request.
 * - The listening connection is asked `select 1` every `bound / 4`. A notification is delivered before any answer
 *   the server sends after it, so an answered heartbeat proves that every change committed before it has been seen.
 *   When no heartbeat has answered within the bound (the connection dropped, or hangs without saying so), `current`
 *   is undefined and cached reads are not served: every read goes to the database, never stale past the bound. The
 *   feed reconnects on its own and starts a new revision, since changes made meanwhile were not heard.
 */
export class ChangeFeed {
  private epoch = 0;
  private aliveAt = Number.NEGATIVE_INFINITY;
  private client: Client | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private retryMs = 250;
  private stopped = false;
  private listenedBefore = false;
  private beating = false;
  private schema: string | undefined;
  private readonly boundMs: number;

  constructor(private readonly options: ChangeFeedOptions) {
    this.boundMs = options.boundMs ?? DEFAULT_STALE_BOUND_MS;
  }

  /** The revision to key cached reads on; undefined while a change made elsewhere might go unheard. */
  readonly current = (): string | undefined => (performance.now() - this.aliveAt <= this.boundMs ? String(this.epoch) : undefined);

  /** A change this instance committed. */
  readonly changed = (): void => {
    this.epoch += 1;
  };

  /** Starts listening; resolves once it listens, or once the first attempt failed (it keeps retrying). */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnect);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({
      ...this.options.connection,
      application_name: 'lectern-change-feed',
      keepAlive: true,
      // A heartbeat that the server never answers must fail rather than wait for TCP to notice.
      query_timeout: this.boundMs,
    });
    client.on('error', (error) => this.lose(client, error));
    client.on('end', () => this.lose(client, new Error('the listening connection closed')));
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === PUBLIC_DATA_CHANNEL && message.payload === this.schema) this.epoch += 1;
    });
    try {
      await client.connect();
      // Where this instance's tables are: the triggers send the schema of the table that changed.
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      this.schema = rows[0]?.schema;
      await client.query(`listen ${PUBLIC_DATA_CHANNEL}`);
    } catch (error) {
      this.lose(client, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (this.stopped || client !== this.client) return;
    // Whatever changed while nobody listened was not heard: nothing cached before now is served again.
    this.epoch += 1;
    this.aliveAt = performance.now();
    this.retryMs = 250;
    if (this.listenedBefore) this.options.onRestored?.();
    this.listenedBefore = true;
    this.heartbeat = setInterval(() => void this.beat(client), Math.max(50, Math.floor(this.boundMs / 4)));
    this.heartbeat.unref();
  }

  private async beat(client: Client): Promise<void> {
    // One heartbeat at a time: one that has not answered yet is what the bound is waiting on.
    if (this.beating) return;
    this.beating = true;
    const asked = performance.now();
    try {
      await client.query('select 1');
      // Proof as of when it was asked: anything committed before then has been delivered by now.
      if (client === this.client) this.aliveAt = Math.max(this.aliveAt, asked);
    } catch (error) {
      this.lose(client, error instanceof Error ? error : new Error(String(error)));
    } finally {
      this.beating = false;
    }
  }

  private lose(client: Client, error: Error): void {
    client.removeAllListeners('notification');
    // Each connection is given up once: 'error', 'end' and a failed query may all report the same loss.
    if (client !== this.client) return;
    this.client = undefined;
    clearInterval(this.heartbeat);
    this.aliveAt = Number.NEGATIVE_INFINITY;
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.options.onLost?.(error);
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      void this.connect();
    }, this.retryMs);
    this.reconnect.unref();
    this.retryMs = Math.min(this.retryMs * 2, 5000);
  }
}
