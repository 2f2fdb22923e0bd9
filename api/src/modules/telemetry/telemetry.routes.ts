import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { telemetryCalls } from '@lectern/shared-sdk/telemetry/calls';
import { TELEMETRY_BATCH_LIMIT, TELEMETRY_BODY_LIMIT_BYTES } from '@lectern/shared-sdk/telemetry/limits';
import { clientAddressOf } from '../../lib/client-address';
import { AddressLimit } from '../../lib/rate-limits';
import { routeOptions } from '../../lib/route-schemas';
import { anyone } from '../../plugins/auth';
import { telemetryRepository } from './telemetry.repository';

/** Old minutes are pruned at most this often per instance. */
const PRUNE_EVERY_MS = 3600_000;

export const telemetryText = {
  tooMany: (wait: string) => `Too many telemetry reports from this address: try again in ${wait}`,
} as const;

/** Browsers' reports of each area's release: counted per minute, never kept as events. */
export const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  const telemetry = telemetryRepository(app.db);
  const perAddress = app.env.rateLimits.telemetryPerIp;
  const limit = new AddressLimit(app.rateLimit, 'telemetry-ip', perAddress);
  let prunedAt = 0;

  app.route({
    ...routeOptions(['telemetry'], anyone)(telemetryCalls.sendTelemetry, {
      summary: "A browser's reports of the areas it ran: page loads, errors, load failures and Web Vitals, per area and release",
      description:
        `No token and no personal data: pages are route patterns (\`/courses/:id\`), never addresses. At most ${TELEMETRY_BATCH_LIMIT} ` +
        `reports (else 400) in ${TELEMETRY_BODY_LIMIT_BYTES / 1024} KB (else 413); ${perAddress.limit} batches in ` +
        `${perAddress.windowSeconds} s per client address (RATE_LIMIT_TELEMETRY_IP; else 429). Reports are added to per-minute ` +
        'counters at once and not kept.',
      errors: [413, 429],
    }),
    bodyLimit: TELEMETRY_BODY_LIMIT_BYTES,
    handler: async (request, reply) => {
      await limit.take(clientAddressOf(request), telemetryText.tooMany);
      const now = app.now();
      await telemetry.record(request.body.reports, now);
      if (now.getTime() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = now.getTime();
        await telemetry.prune(now);
      }
      return reply.send({ accepted: request.body.reports.length });
    },
  });
};
