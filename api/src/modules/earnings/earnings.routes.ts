import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { earningsCalls } from '@lectern/shared-sdk/earnings/calls';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireRole, signedIn } from '../../plugins/auth';
import { earningsCsv } from './earnings-csv';
import { earningsRepository } from './earnings.repository';

/** A file answer: not the JSON the route's schemas describe (those are its refusals'), so it is sent as bytes. */
function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(Buffer.from(csv, 'utf8'));
}

export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const earnings = earningsRepository(app.db);
  const educators = routeOptions(['earnings'], signedIn(app, requireRole('educator')));
  const admins = routeOptions(['earnings'], signedIn(app, requireRole('admin')));
  const platformFeePercent = app.env.payments.platformFeePercent;

  app.route({
    ...educators(earningsCalls.getMyEarnings, {
      summary: "The educator's earnings: totals, by month and by course",
      description: "Sums of the educator's own ledger entries only (a sale per paid course line, a refund against it); never another educator's.",
    }),
    handler: async (request) => {
      const educatorId = currentUser(request).id;
      const [totals, months, courses] = await Promise.all([earnings.totals(educatorId), earnings.byMonth(educatorId), earnings.byCourse(educatorId)]);
      return { earnings: { totals, months, courses, platformFeePercent } };
    },
  });

  app.route({
    ...educators(earningsCalls.myEarningsCsv, {
      summary: "The educator's ledger as a CSV file: each sale and refund with its fees and net",
      description: '200 is text/csv, sent as an attachment.',
    }),
    handler: async (request, reply) => {
      return sendCsv(reply, 'lectern-earnings.csv', earningsCsv(await earnings.statement(currentUser(request).id)));
    },
  });

  app.route({
    ...admins(earningsCalls.getRevenue, { summary: "The platform's revenue: every sale's gross, coupons, fees and the educators' share, by month" }),
    handler: async () => {
      const [totals, months] = await Promise.all([earnings.totals(null), earnings.byMonth(null)]);
      return { revenue: { totals, months, platformFeePercent } };
    },
  });
};
