import Fastify, { type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { seedDemoData } from './db/seed';
import { systemClock, type Clock } from './lib/clock';
import { authRoutes } from './modules/auth/auth.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { enrollmentsRoutes } from './modules/enrollments/enrollments.routes';
import { healthRoutes } from './modules/health/health.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { auth } from './plugins/auth';
import { database } from './plugins/database';
import { docs } from './plugins/docs';
import { errors } from './plugins/errors';
import { mail } from './plugins/mail';
import { security } from './plugins/security';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    /** The current time; injectable so tests can cross expiry times and cooldowns. */
    now: Clock;
  }
}

export interface BuildAppOptions {
  env: Env;
  now?: Clock;
  /** Defaults to pino at env.logLevel; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Extra route plugins registered after the API's own (the benchmark adds its empty baseline route). */
  extraRoutes?: FastifyPluginAsync[];
}

const bodyLimitBytes = 100 * 1024;

/** Builds the API (database migrated, seeded when configured and empty) without listening: tests use app.inject. */
export async function buildApp({ env, now = systemClock, logger, extraRoutes = [] }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.logLevel },
    bodyLimit: bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON only: anything else is answered 415 instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  app.decorate('env', env);
  app.decorate('now', now);

  try {
    await app.register(errors, { bodyLimitBytes });
    await app.register(security, { corsOrigins: env.corsOrigins });
    await app.register(docs);
    await app.register(database, { config: env.database });
    if (env.seed) await seedDemoData(app.db, { env, now });
    await app.register(mail, { smtpUrl: env.smtpUrl, from: env.mailFrom });
    await app.register(auth, { secret: env.jwtSecret, ttl: env.jwtTtl, now });

    await app.register(healthRoutes);
    await app.register(authRoutes, { prefix: '/api/auth' });
    await app.register(statsRoutes, { prefix: '/api/stats' });
    await app.register(coursesRoutes, { prefix: '/api/courses' });
    await app.register(enrollmentsRoutes, { prefix: '/api/enrollments' });
    for (const routes of extraRoutes) await app.register(routes);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
