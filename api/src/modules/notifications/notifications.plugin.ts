import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import fp from 'fastify-plugin';
import type { Notify } from './notify';
import { createNotify, type PublishNotifications } from './notifier';
import { OutboxSender } from './outbox-sender';
import { unsubscribeTokens, type UnsubscribeTokens } from './unsubscribe-token';

export interface NotificationsService {
  /**
   * Replaces what is called inside each transaction that made in-app notifications, with their people's ids (the
   * notification bus's `published` unless a test watches it).
   */
  publishWith(publish: PublishNotifications): void;
  /** The signer of unsubscribe links (the unsubscribe routes read them). */
  tokens: UnsubscribeTokens;
  /** The outbox's sender: started when the server listens, stopped before it closes; tests may drive it by hand. */
  outbox: OutboxSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells people of an event, inside the event's transaction (notify.ts). */
    notify: Notify;
    notifications: NotificationsService;
  }
}

export interface NotificationsPluginOptions {
  /** Instead of the notification bus's `published` (tests). */
  publish?: PublishNotifications;
  /** Start the sender when the server listens (default); off, nothing sends until outbox.start is called. */
  sendOnListen?: boolean;
}

/** How long a closing instance waits for the mails it is sending before it gives the rest back. */
const STOP_WAIT_MS = 5000;
/** Mail queued inside a transaction is there once it commits: the sender is woken a moment later, not at once. */
const WAKE_DELAY_MS = 25;

/**
 * Notifications (issue 39): `app.notify` for the event sites, and the outbox's sender. The sender starts when the
 * server listens, so tests that only inject requests send nothing unless they start it; it stops claiming before the
 * server stops listening (preClose), so a successor on the same port never finds a live lease of its own host and port.
 */
export const notifications = fp<NotificationsPluginOptions>(
  async (app, options) => {
    // Each notification in the app wakes its person's open pages, through whichever instance they are connected to.
    let publish: PublishNotifications = options.publish ?? ((db, userIds) => app.notificationBus.published(db, userIds));
    const tokens = unsubscribeTokens(app.env.jwtSecret);
    const addresses = { appUrl: app.env.publicAppUrl, apiUrl: app.env.publicApiUrl };
    const outbox = new OutboxSender({
      db: app.db,
      dialect: app.env.database.kind,
      mailer: app.mailer,
      now: app.now,
      log: app.log,
      settings: app.env.mailOutbox,
      addresses,
      tokens,
      messageIdHost: new URL(app.env.publicAppUrl).hostname,
    });
    const notify = createNotify({
      now: app.now,
      canMail: () => app.mailer.canSend,
      addresses,
      tokens,
      publish: () => publish,
      queued: () => {
        if (outbox.started) setTimeout(() => outbox.wake(), WAKE_DELAY_MS).unref();
      },
    });
    app.decorate('notify', notify);
    app.decorate('notifications', {
      publishWith(next: PublishNotifications) {
        publish = next;
      },
      tokens,
      outbox,
    });

    if (options.sendOnListen !== false && app.mailer.canSend) {
      app.addHook('onListen', async () => {
        const address = app.server.address();
        const port = typeof address === 'object' && address ? address.port : app.env.port;
        const prefix = `${hostname()}:${port}#`;
        try {
          const freed = await outbox.releasePredecessor(prefix);
          if (freed > 0) app.log.info(`the outbox took back ${freed} mails a previous process on this port left unsent`);
        } catch (error) {
          app.log.warn({ err: error }, 'the outbox could not take back what a previous process left: it is sent once the leases run out');
        }
        outbox.start(`${prefix}${process.pid}.${randomBytes(3).toString('hex')}`);
      });
    }
    app.addHook('preClose', async () => outbox.stop(STOP_WAIT_MS));
  },
  { name: 'notifications', dependencies: ['database', 'mail', 'notification-bus'] },
);
