import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { NOTIFICATIONS_CHANNEL, type ChangeFeed } from '../../db/change-feed';
import type { CommitSignal } from '../../db/commit-signal';
import type { Database } from '../../db/schema';

/**
 * Wakes the open notification streams of the people a transaction told something, once it commits, on every API
 * instance. A wake-up carries no notification: the stream re-reads its person's newer ones, so a spurious wake-up
 * costs one small read and a lost one only waits for the next.
 */
export interface NotificationBus {
  /** Inside the transaction that made notifications for these people (or after, outside one). */
  published(db: Kysely<Database>, userIds: readonly number[]): Promise<void>;
  /** Calls `wake` whenever the person may have new notifications; returns the unsubscribe. */
  subscribe(userId: number, wake: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationBus: NotificationBus;
  }
}

/** NOTIFY payloads are at most 8000 bytes: ids go in chunks that stay well below it. */
const IDS_PER_PAYLOAD = 500;

/**
 * After the listening connection comes back every stream must read again (what was sent meanwhile went unheard):
 * they are woken this many at a time, this far apart, so 2,000 streams re-read over about two seconds instead of
 * all at once through a pool of ten connections, where most would miss their deadline.
 */
export const CATCH_UP_BATCH = 100;
export const CATCH_UP_SPACING_MS = 100;

export interface BusSignals {
  changeFeed?: ChangeFeed | undefined;
  commits?: CommitSignal | undefined;
}

/**
 * - PostgreSQL: `pg_notify` on NOTIFICATIONS_CHANNEL inside the transaction, which PostgreSQL delivers at commit (and
 *   never after a rollback) to every instance's listening connection, this one's included: the change feed's
 *   (db/change-feed.ts), which hands the payloads here.
 * - SQLite (one process): the ids wait in memory until the transaction ends (db/commit-signal.ts), then wake.
 */
export function createNotificationBus({ changeFeed, commits }: BusSignals): NotificationBus & { close(): void } {
  const listeners = new Map<number, Set<() => void>>();
  const catchUps = new Set<NodeJS.Timeout>();
  const wakeNow = (userIds: readonly number[]) => {
    for (const userId of userIds) for (const listener of listeners.get(userId) ?? []) listener();
  };
  const wake = (userIds: readonly number[] | 'all') => {
    if (userIds !== 'all') return wakeNow(userIds);
    const everyone = [...listeners.keys()];
    for (let start = 0; start < everyone.length; start += CATCH_UP_BATCH) {
      const batch = everyone.slice(start, start + CATCH_UP_BATCH);
      const timer = setTimeout(
        () => {
          catchUps.delete(timer);
          wakeNow(batch);
        },
        (start / CATCH_UP_BATCH) * CATCH_UP_SPACING_MS,
      );
      timer.unref();
      catchUps.add(timer);
    }
  };
  const pending = new Set<number>();
  const stops: (() => void)[] = [];
  if (changeFeed) stops.push(changeFeed.onNotifications(wake));
  if (commits) {
    stops.push(
      commits.listen(() => {
        if (pending.size === 0) return;
        const woken = [...pending];
        pending.clear();
        wake(woken);
      }),
    );
  }
  return {
    async published(db, userIds) {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return;
      if (changeFeed) {
        for (let start = 0; start < ids.length; start += IDS_PER_PAYLOAD) {
          const chunk = ids.slice(start, start + IDS_PER_PAYLOAD).join(',');
          await sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, current_schema() || ':' || ${chunk}::text)`.execute(db);
        }
        return;
      }
      if (db.isTransaction) for (const id of ids) pending.add(id);
      else wake(ids);
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    close() {
      for (const stop of stops) stop();
      for (const timer of catchUps) clearTimeout(timer);
      catchUps.clear();
      listeners.clear();
    },
  };
}

const notificationBusPlugin: FastifyPluginAsync = async (app) => {
  const bus = createNotificationBus(app.databaseSignals);
  app.decorate('notificationBus', bus);
  app.addHook('onClose', async () => bus.close());
};

export const notificationBus = fp(notificationBusPlugin, { name: 'notification-bus', dependencies: ['database'] });
