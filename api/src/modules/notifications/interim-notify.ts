import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { NotificationEvent, Notify } from './notify';
import './notify-decoration';

/**
 * INTERIM `app.notify`, only until the outbox's implementation (preferences, mail, digests) is merged and replaces
 * this file: it writes each event's in-app row (`in_app` 1, whatever the person's preferences), skips an event the
 * person was already told of (same `key`), and wakes the recipients' open streams once the transaction commits. It
 * mails nothing.
 */
export function interimNotify(app: Pick<FastifyInstance, 'now' | 'notificationBus'>): Notify {
  return async (db, events) => {
    const list: readonly NotificationEvent[] = Array.isArray(events) ? events : [events as NotificationEvent];
    if (list.length === 0) return;
    const at = app.now().toISOString();
    const told: number[] = [];
    for (const event of list) {
      const inserted = await db
        .insertInto('notifications')
        .values({
          user_id: event.userId,
          kind: event.kind,
          key: event.key,
          title: event.title,
          body: event.body,
          link: event.link,
          in_app: 1,
          created_at: at,
          read_at: null,
          digest_at: null,
          digested_at: null,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) told.push(event.userId);
    }
    if (told.length > 0) await app.notificationBus.published(db, [...new Set(told)]);
  };
}

const interimNotifyPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('notify', interimNotify(app));
};

export const interimNotifyDecoration = fp(interimNotifyPlugin, { name: 'notify', dependencies: ['notification-bus'] });
