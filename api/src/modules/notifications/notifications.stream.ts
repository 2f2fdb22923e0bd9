import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { NOTIFICATION_STREAM_PATH } from '@lectern/shared-sdk/notifications/domain';
import { PRIVATE_CACHE_CONTROL } from '../../lib/http-cache';
import { tooManyRequests } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, signedIn } from '../../plugins/auth';
import { notificationsRepository, toNotification } from './notifications.repository';

/** Open streams one person may hold (a tab each); one more is refused with a 429. */
export const STREAMS_PER_PERSON = 5;
/** Open streams one API instance holds in all; beyond, a 429 (each holds a connection and a little memory). */
export const STREAMS_IN_ALL = 2000;
/** The most notifications one wake-up reads at a time (it reads on while there are more). */
const READ_BATCH = 50;
/** A read that failed (the database cut, its pool busy) is tried again after this, doubled each time up to the most. */
export const RETRY_FIRST_MS = 500;
export const RETRY_MOST_MS = 15_000;

export const streamText = {
  tooManyOfYours: `You have live notifications open in ${STREAMS_PER_PERSON} pages already: close one and try again`,
  tooMany: 'The server has too many live notification connections: try again in a minute',
} as const;

export interface NotificationStreamOptions {
  perPerson?: number;
  inAll?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live notification streams this instance holds open (tests read how many). */
    notificationStreams: { count(): number };
  }
}

/**
 * GET NOTIFICATION_STREAM_PATH: the signed-in person's notifications as they happen, as Server-Sent Events (see
 * shared-sdk notifications/domain.ts). It starts with `unread`, then waits on the notification bus: each wake-up
 * re-reads the person's notifications newer than the last one sent (and the unread count), so a spurious wake-up
 * costs one small read (the bus wakes every stream after its listening connection comes back, as what was sent
 * meanwhile went unheard). A client that sends Last-Event-ID (a reconnect) first gets what it missed.
 *
 * The heartbeat (NOTIFICATION_STREAM_HEARTBEAT) writes a comment line, so proxies keep a quiet stream open, and checks
 * the caller's token as any call would: a stream whose session ended (signed out, here or on another device, or a
 * student deactivated) ends, and the client's reconnect is refused. Streams also end when their client goes and when
 * the server closes (before it waits for requests in hand, which a stream would otherwise keep open for good).
 */
const notificationStreamPlugin: FastifyPluginAsync<NotificationStreamOptions> = async (app, options) => {
  const heartbeatMs = app.env.notificationStreamHeartbeatMs;
  const perPerson = options.perPerson ?? STREAMS_PER_PERSON;
  const inAll = options.inAll ?? STREAMS_IN_ALL;
  const notifications = notificationsRepository(app.db);
  const members = routeOptions(['notifications'], signedIn(app));
  /** Each open stream's end, by person. */
  const open = new Map<number, Set<() => void>>();
  let total = 0;
  let closing = false;

  app.decorate('notificationStreams', { count: () => total });
  app.addHook('preClose', async () => {
    closing = true;
    for (const streams of [...open.values()]) for (const end of [...streams]) end();
  });

  app.route({
    method: 'GET',
    url: NOTIFICATION_STREAM_PATH,
    ...members({
      summary: 'Your notifications live, as Server-Sent Events: `unread` first and on every change, `notification` for each new one',
      description:
        'text/event-stream; a comment line every 25 s, when the stream ends if its session has. Send the bearer token like any call (read it with fetch, not EventSource). ' +
        `At most ${STREAMS_PER_PERSON} open per person: one more is refused (429).`,
      errors: [429],
    }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const mine = open.get(user.id) ?? new Set<() => void>();
      if (closing || total >= inAll) throw tooManyRequests(streamText.tooMany, 60);
      if (mine.size >= perPerson) throw tooManyRequests(streamText.tooManyOfYours, 60);
      // The place is taken before the first await, so parallel requests cannot all pass the checks.
      let ended = false;
      let streaming = false;
      let stopListening = () => {};
      const timer: { heartbeat?: NodeJS.Timeout; retry?: NodeJS.Timeout } = {};
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(timer.heartbeat);
        clearTimeout(timer.retry);
        stopListening();
        mine.delete(end);
        if (mine.size === 0 && open.get(user.id) === mine) open.delete(user.id);
        total -= 1;
        if (streaming && !reply.raw.writableEnded) reply.raw.end();
      };
      mine.add(end);
      open.set(user.id, mine);
      total += 1;

      let lastId: number;
      let unread: number;
      try {
        lastId = await notifications.latestId(user.id);
        const resumeFrom = Number(request.headers['last-event-id']);
        if (Number.isSafeInteger(resumeFrom) && resumeFrom >= 0 && resumeFrom < lastId) lastId = resumeFrom;
        unread = await notifications.unread(user.id);
      } catch (error) {
        end();
        throw error;
      }

      reply.hijack();
      streaming = true;
      const raw = reply.raw;
      raw.on('close', end);
      raw.writeHead(200, {
        // What the hooks before the handler said (CORS) stays.
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': PRIVATE_CACHE_CONTROL,
        'x-accel-buffering': 'no',
      });
      const send = (text: string) => {
        if (!ended) raw.write(text);
      };
      send(`retry: 5000\nevent: unread\ndata: ${JSON.stringify({ unread })}\n\n`);

      let reading = false;
      let again = false;
      let retryMs = RETRY_FIRST_MS;
      const refresh = async () => {
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          do {
            again = false;
            let rows;
            do {
              rows = await notifications.newerThan(user.id, lastId, READ_BATCH);
              for (const row of rows) {
                send(`id: ${row.id}\nevent: notification\ndata: ${JSON.stringify(toNotification(row))}\n\n`);
                lastId = row.id;
              }
            } while (rows.length === READ_BATCH && !ended);
            const now = await notifications.unread(user.id);
            if (now !== unread) {
              unread = now;
              send(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
            }
          } while (again && !ended);
          retryMs = RETRY_FIRST_MS;
        } catch (error) {
          // Read again later, by itself (nothing else may wake it): after a while that doubles, with some jitter, so
          // the streams that failed together do not all come back at the same moment.
          request.log.warn({ err: error }, 'a notification stream could not read its notifications');
          clearTimeout(timer.retry);
          timer.retry = setTimeout(wake, retryMs / 2 + Math.random() * retryMs);
          timer.retry.unref();
          retryMs = Math.min(retryMs * 2, RETRY_MOST_MS);
        } finally {
          reading = false;
        }
      };
      function wake() {
        if (!ended) void refresh();
      }
      stopListening = app.notificationBus.subscribe(user.id, wake);
      const token = request.headers.authorization ?? '';
      const stillSignedIn = async () => {
        try {
          return (await app.authenticateToken(token)) === 'live';
        } catch (error) {
          // The database did not answer: the session gets the benefit of the doubt until the next heartbeat.
          request.log.warn({ err: error }, 'a notification stream could not check its session');
          return true;
        }
      };
      timer.heartbeat = setInterval(() => {
        send(': still here\n\n');
        void stillSignedIn().then((live) => {
          if (!live) end();
        });
      }, heartbeatMs);
      timer.heartbeat.unref();
      // Anything made between the first read and listening, or missed since Last-Event-ID.
      wake();
    },
  });
};

export const notificationStream = fp(notificationStreamPlugin, { name: 'notification-stream', dependencies: ['notification-bus'] });
