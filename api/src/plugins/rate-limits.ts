import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock';
import { MemoryRateLimitStore, type RateLimitStore } from '../lib/rate-limiter';
import { RedisRateLimitStore } from '../lib/redis-rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The counters every rate limit uses: Redis when REDIS_URL is set (one limit across instances), else memory. */
    rateLimitStore: RateLimitStore;
  }
}

export interface RateLimitsPluginOptions {
  redisUrl: string | null;
  now: Clock;
}

const rateLimitsPlugin: FastifyPluginAsync<RateLimitsPluginOptions> = async (app, { redisUrl, now }) => {
  const memory = new MemoryRateLimitStore(now);
  const store: RateLimitStore = redisUrl
    ? new RedisRateLimitStore(redisUrl, memory, {
        onUnavailable: (error) => app.log.warn({ err: error }, 'Redis is not answering: rate limits are counted per instance until it is back'),
      })
    : memory;
  app.decorate('rateLimitStore', store);
  app.addHook('onClose', async () => store.close());
};

export const rateLimits = fp(rateLimitsPlugin, { name: 'rate-limits' });
