import { sources, type ConformanceCase } from '../case';
import { under } from '../spec-reader';

/** Earnings are sums over the payments ledger; this suite runs the spec's checkout, which moves no money: all zero. */
export const earningsCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: "GET /api/educator/earnings -> {earnings: {totals, months, courses, payouts}}: the educator's own sales and payouts",
    route: 'GET /api/educator/earnings',
    call: async ({ educator }) => ({ method: 'GET', url: '/api/educator/earnings', token: educator.token }),
    check: ({ body }) =>
      expect(under('earnings')(body)).toMatchObject({
        totals: { sales: 0, net: 0 },
        months: [],
        courses: [],
        payouts: { status: 'off', paidOut: 0, waiting: 0 },
      }),
  },
  {
    source: sources.extension,
    row: 'POST /api/educator/payouts/onboarding -> {url}: where to connect a payout account; 409 while payments are off',
    route: 'POST /api/educator/payouts/onboarding',
    status: 409,
    call: async ({ educator }) => ({ method: 'POST', url: '/api/educator/payouts/onboarding', token: educator.token }),
    check: ({ body }) => expect(under('message')(body)).toBe('Payouts need payments to be on: PAYMENTS is none, so no money moves'),
  },
  {
    source: sources.extension,
    row: "GET /api/educator/earnings/csv -> text/csv: the educator's ledger",
    route: 'GET /api/educator/earnings/csv',
    call: async ({ educator }) => ({ method: 'GET', url: '/api/educator/earnings/csv', token: educator.token }),
    check: ({ body, headers }) => {
      expect(headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(String(body)).toBe('Date,Order,Course,Type,Gross,Coupon,Platform fee,Payment fee,Net\r\n');
    },
  },
  {
    source: sources.extension,
    row: "GET /api/admin/revenue -> {revenue: {totals, months}}: the platform's sales, fees and the educators' share",
    route: 'GET /api/admin/revenue',
    call: async ({ admin }) => ({ method: 'GET', url: '/api/admin/revenue', token: admin.token }),
    check: ({ body }) => expect(under('revenue')(body)).toMatchObject({ totals: { sales: 0 }, platformFeePercent: 20 }),
  },
];
