import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { earningsCalls } from '@lectern/shared-sdk/earnings/calls';
import type { Payouts } from '@lectern/shared-sdk/earnings/schemas';
import { conflict, serviceUnavailable } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-schemas';
import { centsToDollars } from '../courses/courses.mapper';
import { PaymentProviderError } from '../payments/payment-provider';
import { accountIdempotencyKey, payoutAccountsRepository } from '../payouts/payout-accounts';
import { payoutFigures, settleAfter } from '../payouts/payouts';
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

export const payoutsText = {
  paymentsOff: 'Payouts need payments to be on: PAYMENTS is none, so no money moves',
  alreadyEnabled: 'Your payout account is connected already',
  providerDown: 'Stripe could not be reached: try again in a moment',
} as const;

/** The educator's payout status and figures, in dollars. */
async function payoutsOf(app: FastifyInstance, educatorId: number): Promise<Payouts> {
  const provider = app.payments;
  if (!provider) return { status: 'off', paidOut: 0, waiting: 0 };
  const [account, figures] = await Promise.all([payoutAccountsRepository(app.db).find(educatorId), payoutFigures(app.db, educatorId)]);
  const status = !account || account.provider !== provider.mode ? 'not_connected' : account.status;
  return { status, paidOut: centsToDollars(figures.paidOutCents), waiting: centsToDollars(figures.waitingCents) };
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
      const [totals, months, courses, payouts] = await Promise.all([
        earnings.totals(educatorId),
        earnings.byMonth(educatorId),
        earnings.byCourse(educatorId),
        payoutsOf(app, educatorId),
      ]);
      return { earnings: { totals, months, courses, platformFeePercent, payouts } };
    },
  });

  app.route({
    ...educators(earningsCalls.startPayoutOnboarding, {
      summary: "Connect the educator's payout account (Stripe Connect Express): answers the onboarding address to send them to",
      description:
        'Creates the connected account the first time (any number of presses at once create one), then a fresh onboarding ' +
        "link that comes back to the Earnings page. Stripe's `account.updated` enables payouts, and what the educator earned " +
        'so far is transferred. With PAYMENTS=test the account is enabled at once and the address is the Earnings page. ' +
        'Without payments (PAYMENTS=none), or once payouts are enabled, it answers 409; when Stripe cannot be reached, 503.',
      errors: [409, 503],
    }),
    handler: async (request) => {
      const provider = app.payments;
      if (!provider) throw conflict(payoutsText.paymentsOff);
      const educator = currentUser(request);
      const accounts = payoutAccountsRepository(app.db);
      let row = await accounts.openFor(educator.id, provider.mode, app.now().toISOString());
      if (row.status === 'enabled') throw conflict(payoutsText.alreadyEnabled);
      const earningsPage = `${app.env.publicAppUrl}/educator/earnings`;
      try {
        if (row.account_id === null) {
          const { accountId } = await provider.createConnectedAccount({ email: educator.email, idempotencyKey: accountIdempotencyKey(row) });
          row = await accounts.attach(row, accountId, app.now().toISOString());
        }
        const accountId = row.account_id ?? '';
        if (provider.mode === 'test') {
          // No one to check the educator's details: the test account can receive payouts at once.
          await accounts.setEnabled('test', accountId, true, app.now().toISOString());
          await settleAfter(app, request.log, { educatorId: educator.id });
          return { url: `${earningsPage}?payouts=return` };
        }
        const link = await provider.createOnboardingLink({
          accountId,
          refreshUrl: `${earningsPage}?payouts=refresh`,
          returnUrl: `${earningsPage}?payouts=return`,
        });
        return { url: link.url };
      } catch (error) {
        if (error instanceof PaymentProviderError) throw serviceUnavailable(payoutsText.providerDown, error);
        throw error;
      }
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
