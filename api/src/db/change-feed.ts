import { performance } from 'node:perf_hooks';
import { Client, type ClientConfig } from 'pg';

/** The channel migration 0009's triggers notify on; the payload is the schema of the table that changed. */
export const PUBLIC_DATA_CHANNEL = 'lectern_public_data';

/**
 * The channel of new notifications (issue 39): the notification bus sends `<schema>:<user id>,<user id>…` inside the
 * transaction that made them, so PostgreSQL delivers it at commit, to every instance's listening connection.
 */
export const NOTIFICATIONS_CHANNEL = 'lectern_notifications';

/** Whose notifications changed, as heard on NOTIFICATIONS_CHANNEL; `all` after the feed listens again (some may be lost). */
export type NotificationsHeard = (userIds: readonly number[] | 'all') => void;

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
 * - A cached read first asks the listening connection `select 1` (`revision`; reads waiting meanwhile share one), so
 *   a notification still on its way cannot be overtaken: a write committed through any instance is read on the next
 *   request through any other, at the cost of one round trip on a connection nothing else uses.
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
  private pingInFlight: Promise<boolean> | undefined;
  private nextPing: Promise<boolean> | undefined;
  private schema: string | undefined;
  private readonly boundMs: number;
  private readonly syncDeadlineMs: number;
  private readonly notificationListeners = new Set<NotificationsHeard>();

  constructor(private readonly options: ChangeFeedOptions) {
    this.boundMs = options.boundMs ?? DEFAULT_STALE_BOUND_MS;
    this.syncDeadlineMs = Math.min(250, Math.floor(this.boundMs / 4));
  }

  /** The revision as last heard; undefined while a change made elsewhere might go unheard. */
  readonly current = (): string | undefined => (performance.now() - this.aliveAt <= this.boundMs ? String(this.epoch) : undefined);

  /**
   * The revision to key a cached read on, once every change committed anywhere before it was asked has been heard
   * (one round trip on the listening connection, shared by every read waiting meanwhile): a client that wrote
   * through another instance reads its write here on its next request. Undefined when the feed cannot vouch.
   */
  readonly revision = async (): Promise<string | undefined> => {
    if (this.current() === undefined) return undefined;
    // A listening connection that hangs must not hold reads up for the whole bound: past this they read the database.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, this.syncDeadlineMs, false)));
    const heard = await Promise.race([this.sync(), late]);
    clearTimeout(timer);
    return heard ? this.current() : undefined;
  };

  /** A change this instance committed. */
  readonly changed = (): void => {
    this.epoch += 1;
  };

  /**
   * Hears NOTIFICATIONS_CHANNEL's payloads of this instance's schema, on the same listening connection (one per
   * instance, not one more). After a reconnect it is told `all`: what was sent meanwhile went unheard.
   */
  onNotifications(listener: NotificationsHeard): () => void {
    this.notificationListeners.add(listener);
    return () => void this.notificationListeners.delete(listener);
  }

  private heardNotifications(payload: string | undefined): void {
    const separator = payload?.lastIndexOf(':') ?? -1;
    if (payload === undefined || separator < 0 || payload.slice(0, separator) !== this.schema) return;
    const userIds = payload
      .slice(separator + 1)
      .split(',')
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0);
    for (const listener of this.notificationListeners) listener(userIds);
  }

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
      else if (message.channel === NOTIFICATIONS_CHANNEL) this.heardNotifications(message.payload);
    });
    try {
      await client.connect();
      // Where this instance's tables are: the triggers send the schema of the table that changed.
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      this.schema = rows[0]?.schema;
      await client.query(`listen ${PUBLIC_DATA_CHANNEL}`);
      await client.query(`listen ${NOTIFICATIONS_CHANNEL}`);
    } catch (error) {
      this.lose(client, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (this.stopped || client !== this.client) return;
    // Whatever changed while nobody listened was not heard: nothing cached before now is served again.
    this.epoch += 1;
    this.aliveAt = performance.now();
    this.retryMs = 250;
    if (this.listenedBefore) {
      this.options.onRestored?.();
      for (const listener of this.notificationListeners) listener('all');
    }
    this.listenedBefore = true;
    // A heartbeat is a sync nobody waits on; one still unanswered is what the bound is waiting on.
    this.heartbeat = setInterval(() => void this.sync(), Math.max(50, Math.floor(this.boundMs / 4)));
    this.heartbeat.unref();
  }

  /**
   * Resolves true once a `select 1` sent after this call has answered on the listening connection. PostgreSQL sends
   * a listener the notifications already committed before it answers a query, and pg emits them before it resolves
   * the query, so by then every change committed before the call has moved the revision. At most one is in flight:
   * calls made meanwhile share the next one, sent when it answers.
   */
  private sync(): Promise<boolean> {
    if (this.nextPing) return this.nextPing;
    if (!this.pingInFlight) return this.ping();
    this.nextPing = this.pingInFlight.then(() => {
      this.nextPing = undefined;
      return this.ping();
    });
    return this.nextPing;
  }

  private ping(): Promise<boolean> {
    const client = this.client;
    if (!client) return Promise.resolve(false);
    const asked = performance.now();
    const answered = client.query('select 1').then(
      () => {
        // Proof as of when it was asked: anything committed before then has been delivered by now.
        if (client === this.client) this.aliveAt = Math.max(this.aliveAt, asked);
        return client === this.client;
      },
      (error: unknown) => {
        this.lose(client, error instanceof Error ? error : new Error(String(error)));
        return false;
      },
    );
    const inFlight = answered.finally(() => {
      if (this.pingInFlight === inFlight) this.pingInFlight = undefined;
    });
    this.pingInFlight = inFlight;
    return inFlight;
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
