import type { Notify } from './notify';

/**
 * `app.notify`: what every event site calls, inside the transaction of its change (see notify.ts). Declared here so
 * the event sites compile against the signature; the plugin that decorates it is interim-notify.ts until the
 * outbox's implementation (preferences, mail, digests) replaces it.
 */
declare module 'fastify' {
  interface FastifyInstance {
    notify: Notify;
  }
}

export type { Notify };
