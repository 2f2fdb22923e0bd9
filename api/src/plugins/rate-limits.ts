import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';
import { Limit, type RateLimit } from '../lib/rate-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** A rate limit under `name`, counted where every API instance sees the same count (see the plugin). */
    rateLimit: (name: string, rule: RateLimit) => Limit;
  }
}

export interface RateLimitsPluginOptions {
  redisUrl: string | null;
  /** The PostgreSQL pool when the API runs on PostgreSQL: the counters then live in its `rate_limits` table. */
  pool: Pool | undefined;
}

/** How long one Redis command may take before the count falls back to this instance's memory. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How often an idle connection to Redis is asked whether it still answers (see the watchdog below). */
export const REDIS_PING_EVERY_MS = 1000;

/**
 * Where the counters live, with rate-limiter-flexible's atomic stores: Redis when REDIS_URL is set (shared by every
 * instance; while Redis does not answer, each instance counts in memory, and says so in the log); else the
 * PostgreSQL database the instances share; else this process's memory (one instance, SQLite).
 *
 * "Does not answer" covers a Redis that refuses connections and one that stalls: accepts them, or keeps one open,
 * and never replies (a hung server, a network that silently drops packets). Every command has a deadline, so a count
 * waiting on a silent Redis is made in memory after half a second; and a watchdog pings the connection every second
 * and, when a ping goes unanswered, drops the connection for a new one. Until the new one answers its ready check,
 * the store is "not ready" and every count goes to memory at once: from the stall, sign-ins wait at most about a
 * second and a half, and only the first ones. The reconnection (with ioredis's back-off) brings the shared counters
 * back by itself once Redis answers again.
 */
const rateLimitsPlugin: FastifyPluginAsync<RateLimitsPluginOptions> = async (app, { redisUrl, pool }) => {
  let redis: Redis | undefined;
  if (redisUrl) {
    redis = new Redis(redisUrl, {
      // Fail fast instead of queueing while disconnected: a sign-in must not wait for Redis to come back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      // Every command, the ready check's INFO included: a silent Redis fails a command instead of holding it.
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      // On shutdown, a socket that never connected is destroyed after this long instead of ioredis's 2 s.
      disconnectTimeout: 200,
    });
    let reported = false;
    redis.on('error', (error: Error) => {
      if (reported) return;
      reported = true;
      app.log.warn({ err: error }, 'Redis is not answering: rate limits are counted per instance until it is back');
    });
    redis.on('ready', () => {
      reported = false;
    });
    // The watchdog: a connection whose ping goes unanswered is replaced (its commands would only time out one by one).
    let pinging = false;
    const watchdog = setInterval(() => {
      const client = redis;
      if (!client || pinging || client.status !== 'ready') return;
      pinging = true;
      client
        .ping()
        .catch(() => {
          if (client.status !== 'ready') return;
          app.log.warn('Redis stopped answering: rate limits are counted per instance until it is back');
          client.disconnect(true);
        })
        .finally(() => {
          pinging = false;
        });
    }, REDIS_PING_EVERY_MS);
    watchdog.unref();
    app.addHook('onClose', async () => clearInterval(watchdog));
    // Start counting in Redis from the first request: until it is ready, limits would fall back to this instance.
    const client = redis;
    await new Promise<void>((resolve) => {
      if (client.status === 'ready') return resolve();
      const timer = setTimeout(resolve, 2000);
      timer.unref();
      client.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
      client.once('error', () => resolve());
    });
  }

  const limit = (name: string, rule: RateLimit): Limit => {
    const options = { keyPrefix: name, points: rule.limit, duration: rule.windowSeconds };
    if (redis) {
      return new Limit(
        new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(options) }),
      );
    }
    if (pool)
      return new Limit(new RateLimiterPostgres({ ...options, storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true }));
    return new Limit(new RateLimiterMemory(options));
  };

  app.decorate('rateLimit', limit);
  app.addHook('onClose', async () => {
    if (!redis) return;
    // QUIT lets Redis close the connection after pending replies; without one, just stop reconnecting.
    if (redis.status === 'ready') await redis.quit().catch(() => redis?.disconnect());
    else redis.disconnect();
  });
};

export const rateLimits = fp(rateLimitsPlugin, { name: 'rate-limits' });
