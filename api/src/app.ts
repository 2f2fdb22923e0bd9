import Fastify, { LogController, type FastifyPluginAsync, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { seedDemoData, seedFirstAdmin } from './db/seed';
import { systemClock, type Clock } from './lib/clock';
import { caching } from './lib/http-cache';
import { authRoutes } from './modules/auth/auth.routes';
import { googleRoutes } from './modules/auth/auth.google.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { cartCouponRoutes } from './modules/coupons/cart-coupon.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { certificatesRoutes } from './modules/certificates/certificates.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { quizzesRoutes } from './modules/quizzes/quizzes.routes';
import { questionsRoutes } from './modules/questions/questions.routes';
import { notifications } from './modules/notifications/notifications.plugin';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe.routes';
import { notificationBus } from './modules/notifications/notification-bus';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { notificationStream } from './modules/notifications/notifications.stream';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { lessonWatchRoutes } from './modules/enrollments/lesson-watch.routes';
import { coursesAdminRoutes } from './modules/courses/courses.admin.routes';
import { courseAuthoringRoutes } from './modules/courses/courses.authoring.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { earningsRoutes } from './modules/earnings/earnings.routes';
import { enrollmentsAdminRoutes } from './modules/enrollments/enrollments.admin.routes';
import { enrollmentsRoutes } from './modules/enrollments/enrollments.routes';
import { healthRoutes } from './modules/health/health.routes';
import { insightsAdminRoutes } from './modules/insights/insights.admin.routes';
import { insightsEducatorRoutes } from './modules/insights/insights.educator.routes';
import { modulesRoutes } from './modules/modules/modules.routes';
import { pagesRoutes } from './modules/pages/pages.routes';
import type { PaymentProvider } from './modules/payments/payment-provider';
import { createPaymentProvider } from './modules/payments/payment-providers';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { payoutSweep } from './modules/payouts/payout-sweep';
import { telemetryRoutes } from './modules/telemetry/telemetry.routes';
import { canaryWatch } from './modules/releases/canary-watch';
import { releasesRoutes } from './modules/releases/releases.routes';
import { refundsRoutes } from './modules/refunds/refunds.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { adminUsersRoutes } from './modules/users/users.admin.routes';
import { educatorStudentsRoutes } from './modules/users/users.educator.routes';
import { profileRoutes } from './modules/users/users.profile.routes';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { videosRoutes } from './modules/videos/videos.routes';
import { auth } from './plugins/auth';
import { database } from './plugins/database';
import { docs } from './plugins/docs';
import { errors, frameworkErrors } from './plugins/errors';
import { mail } from './plugins/mail';
import { rateLimits } from './plugins/rate-limits';
import { security } from './plugins/security';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    /** The current time; injectable so tests can cross expiry times and cooldowns. */
    now: Clock;
    /** How checkout takes money: the provider PAYMENTS names, or null for none (the spec's checkout). */
    payments: PaymentProvider | null;
    /** Every route the app registers (method and URL pattern), for the tests that must cover them all. */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
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

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * One log line per request, written when it is answered and readable as it stands ('GET /api/courses 200 in 4 ms'),
 * with the method, address, status and time also as fields for whoever reads the JSON. Fastify's default is two
 * lines (received, completed) whose words are in their fields only.
 */
class RequestLineLog extends LogController {
  override incomingRequest(): void {}

  /** The answered 404 gets its line like any other request. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = Math.round(reply.elapsedTime);
    const fields = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime };
    const line = `${request.method} ${request.url} ${reply.statusCode} in ${responseTime} ms`;
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }
}

/** Builds the API (database migrated, seeded when configured and empty) without listening: tests use app.inject. */
export async function buildApp({ env, now = systemClock, logger, extraRoutes = [] }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.logLevel },
    logController: new RequestLineLog(),
    bodyLimit: bodyLimitBytes,
    // A request must arrive whole within 30 s (its headers within 10 s, below): a client that stops half-way does
    // not hold its connection, nor a shutdown, for longer. Idle connections close when the server does.
    requestTimeout: 30_000,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    // A number of hops becomes Fastify's function form: trust the nearest `n` proxies.
    trustProxy: typeof env.trustProxy === 'number' ? trustHops(env.trustProxy) : env.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = 10_000;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON only: anything else is answered 415 instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  app.decorate('env', env);
  app.decorate('now', now);
  app.decorate('payments', createPaymentProvider(env));
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });

  try {
    await app.register(errors, { bodyLimitBytes });
    await app.register(security, { corsOrigins: env.corsOrigins });
    await app.register(caching);
    if (env.apiDocs) await app.register(docs);
    await app.register(database, { config: env.database });
    if (env.seed === 'demo') await seedDemoData(app.db, { env, now });
    else await seedFirstAdmin(app.db, { env, now });
    await app.register(mail, { transport: env.mailTransport, smtpUrl: env.smtpUrl, from: env.mailFrom });
    await app.register(auth, { secret: env.jwtSecret, ttl: env.jwtTtl, now });
    // The live stream's bus, then app.notify for the event sites (it wakes the bus for each in-app notification it
    // writes) and the outbox's sender (started when the server listens).
    await app.register(notificationBus);
    await app.register(notifications);
    await app.register(rateLimits, { redisUrl: env.redisUrl, pool: app.pgPool });

    // Each plugin registers its API calls (shared-sdk/src/<domain>/calls.ts) at their whole paths; the order here
    // is the OpenAPI document's.
    const routePlugins = [
      healthRoutes,
      authRoutes,
      googleRoutes,
      statsRoutes,
      coursesRoutes,
      enrollmentsRoutes,
      lessonWatchRoutes,
      cartRoutes,
      cartCouponRoutes,
      couponsRoutes,
      paymentsRoutes,
      refundsRoutes,
      wishlistRoutes,
      certificatesRoutes,
      reviewsRoutes,
      questionsRoutes,
      notificationsRoutes,
      notificationStream,
      unsubscribeRoutes,
      pagesRoutes,
      profileRoutes,
      uploadsRoutes,
      sessionsRoutes,
      coursesAdminRoutes,
      adminUsersRoutes,
      enrollmentsAdminRoutes,
      courseAuthoringRoutes,
      modulesRoutes,
      videosRoutes,
      quizzesRoutes,
      educatorStudentsRoutes,
      insightsEducatorRoutes,
      insightsAdminRoutes,
      earningsRoutes,
      telemetryRoutes,
      releasesRoutes,
    ];
    for (const routes of [...routePlugins, ...extraRoutes]) await app.register(routes);
    await app.register(payoutSweep);
    await app.register(canaryWatch);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
