import { earningsSchemas } from '@lectern/shared-sdk/earnings/schemas';
import { checkoutResponseSchema } from '@lectern/shared-sdk/cart/schemas';
import { insertCourse, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf } from '../../testing/test-app';
import { csvField } from './earnings-csv';

const earningsOf = (body: unknown) => earningsSchemas.getMyEarnings.responses[200].parse(body).earnings;
const revenueOf = (body: unknown) => earningsSchemas.getRevenue.responses[200].parse(body).revenue;

describeEachDatabase(
  'educator earnings and platform revenue (the test payment mode)',
  (t) => {
    /** A student buys the courses through the test checkout, paying on its page. */
    async function buy(courseIds: number[]) {
      const student = await insertUser(t.db);
      const token = await t.tokenFor(student);
      for (const courseId of courseIds) await t.post('/api/cart', { courseId }, token);
      const answer = checkoutResponseSchema.parse((await t.request('POST', '/api/cart/checkout', { token })).body);
      const sessionId = answer.checkoutUrl?.split('/').at(-1) ?? '';
      expect((await t.request('POST', `/api/payments/test/sessions/${sessionId}/pay`, { token })).status).toBe(200);
    }

    it("shows each educator their own sales only, split into the platform's fee and their net, by month and by course", async () => {
      const ada = await insertUser(t.db, { role: 'educator' });
      const grace = await insertUser(t.db, { role: 'educator' });
      const web = await insertCourse(t.db, { educatorId: ada.id, title: 'Web', priceCents: 5000 });
      const data = await insertCourse(t.db, { educatorId: ada.id, title: '=HYPERLINK("x")', priceCents: 2000 });
      const ml = await insertCourse(t.db, { educatorId: grace.id, title: 'ML', priceCents: 10000 });
      await buy([web.id, ml.id]);
      t.clock.advanceSeconds(40 * 24 * 3600);
      await buy([web.id, data.id]);

      const adaToken = await t.tokenFor(ada);
      const mine = earningsOf((await t.get('/api/educator/earnings', adaToken)).body);
      expect(mine.totals).toEqual({ sales: 3, refunds: 0, gross: 120, coupons: 0, platformFees: 24, paymentFees: 0, net: 96 });
      expect(mine.platformFeePercent).toBe(20);
      expect(mine.months.map((month) => [month.sales, month.net])).toEqual([
        [2, 56],
        [1, 40],
      ]);
      expect(mine.courses.map((course) => [course.title, course.sales, course.net])).toEqual([
        ['Web', 2, 80],
        ['=HYPERLINK("x")', 1, 16],
      ]);
      const theirs = earningsOf((await t.get('/api/educator/earnings', await t.tokenFor(grace))).body);
      expect(theirs.courses.map((course) => course.title)).toEqual(['ML']);
      expect(theirs.totals).toMatchObject({ sales: 1, gross: 100, net: 80 });

      const revenue = revenueOf((await t.get('/api/admin/revenue', await t.tokenFor(await insertUser(t.db, { role: 'admin' })))).body);
      expect(revenue.totals).toEqual({ sales: 4, refunds: 0, gross: 220, coupons: 0, platformFees: 44, paymentFees: 0, net: 176 });

      const csv = await t.get('/api/educator/earnings/csv', adaToken);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="lectern-earnings.csv"');
      const lines = String(csv.body).trimEnd().split('\r\n');
      expect(lines[0]).toBe('Date,Order,Course,Type,Gross,Coupon,Platform fee,Payment fee,Net');
      expect(lines).toHaveLength(4);
      expect(lines[3]).toMatch(/^\d{4}-\d{2}-\d{2},\d+,"'=HYPERLINK\(""x""\)",Sale,20\.00,0\.00,4\.00,0\.00,16\.00$/);
    });

    it("counts a coupon against the course's gross: the platform's fee and the educator's net are on what was paid", async () => {
      const educator = await insertUser(t.db, { role: 'educator' });
      const token = await t.tokenFor(educator);
      const course = await insertCourse(t.db, { educatorId: educator.id, title: 'Couponed', priceCents: 5000 });
      const created = await t.post('/api/educator/coupons', { code: 'QUARTER', kind: 'percent', percentOff: 25, courseId: course.id }, token);
      expect(created.status).toBe(201);
      const student = await insertUser(t.db);
      const studentToken = await t.tokenFor(student);
      await t.post('/api/cart', { courseId: course.id }, studentToken);
      expect((await t.request('PUT', '/api/cart/coupon', { token: studentToken, body: { code: 'quarter' } })).status).toBe(200);
      const answer = checkoutResponseSchema.parse((await t.request('POST', '/api/cart/checkout', { token: studentToken })).body);
      expect(answer.total).toBe(37.5);
      const sessionId = answer.checkoutUrl?.split('/').at(-1) ?? '';
      expect((await t.request('POST', `/api/payments/test/sessions/${sessionId}/pay`, { token: studentToken })).status).toBe(200);

      const mine = earningsOf((await t.get('/api/educator/earnings', token)).body);
      expect(mine.totals).toEqual({ sales: 1, refunds: 0, gross: 50, coupons: 12.5, platformFees: 7.5, paymentFees: 0, net: 30 });
    });

    it('keeps earnings to educators and revenue to admins', async () => {
      const student = await t.tokenFor(await insertUser(t.db));
      const educator = await t.tokenFor(await insertUser(t.db, { role: 'educator' }));
      expect((await t.get('/api/educator/earnings', student)).status).toBe(403);
      expect((await t.get('/api/educator/earnings/csv', student)).status).toBe(403);
      expect((await t.get('/api/admin/revenue', educator)).status).toBe(403);
      expect((await t.get('/api/educator/earnings')).status).toBe(401);
      // An educator with no sales sees zeros, not an error.
      expect(earningsOf((await t.get('/api/educator/earnings', educator)).body)).toMatchObject({
        totals: { sales: 0, net: 0 },
        months: [],
        courses: [],
      });
    });

    it('connects a test payout account at once and pays out what accrued; a refunded line is taken back', async () => {
      const educator = await insertUser(t.db, { role: 'educator' });
      const token = await t.tokenFor(educator);
      const course = await insertCourse(t.db, { educatorId: educator.id, priceCents: 2500 });
      await buy([course.id]);
      expect(earningsOf((await t.get('/api/educator/earnings', token)).body).payouts).toEqual({ status: 'not_connected', paidOut: 0, waiting: 20 });

      const started = await t.request('POST', '/api/educator/payouts/onboarding', { token });
      expect(started.status).toBe(200);
      expect(earningsSchemas.startPayoutOnboarding.responses[200].parse(started.body).url).toBe(
        'http://localhost:3000/educator/earnings?payouts=return',
      );
      expect(earningsOf((await t.get('/api/educator/earnings', token)).body).payouts).toEqual({ status: 'enabled', paidOut: 20, waiting: 0 });
      expect(messageOf(await t.request('POST', '/api/educator/payouts/onboarding', { token }))).toBe('Your payout account is connected already');

      // A second sale is paid out as it is made; its refund (nothing watched: at once) takes the transfer back.
      const student = await insertUser(t.db);
      const studentToken = await t.tokenFor(student);
      await t.post('/api/cart', { courseId: course.id }, studentToken);
      const answer = checkoutResponseSchema.parse((await t.request('POST', '/api/cart/checkout', { token: studentToken })).body);
      await t.request('POST', `/api/payments/test/sessions/${answer.checkoutUrl?.split('/').at(-1) ?? ''}/pay`, { token: studentToken });
      expect(earningsOf((await t.get('/api/educator/earnings', token)).body).payouts).toMatchObject({ paidOut: 40 });
      expect((await t.post(`/api/orders/${answer.orderId}/refunds`, { courseId: course.id }, studentToken)).status).toBe(201);
      expect(earningsOf((await t.get('/api/educator/earnings', token)).body).payouts).toEqual({ status: 'enabled', paidOut: 20, waiting: 0 });
      const transfers = await t.db.selectFrom('payout_transfers').select('status').where('educator_id', '=', educator.id).orderBy('id').execute();
      expect(transfers.map((row) => row.status)).toEqual(['sent', 'reversed']);
    });
  },
  { env: { PAYMENTS: 'test', PUBLIC_APP_URL: 'http://localhost:3000' } },
);

describeEachDatabase('payouts without payments (PAYMENTS=none, the spec)', (t) => {
  it('are off: the Earnings answer says so, and connecting an account is refused with a reason', async () => {
    const token = await t.tokenFor(await insertUser(t.db, { role: 'educator' }));
    expect(earningsOf((await t.get('/api/educator/earnings', token)).body).payouts).toEqual({ status: 'off', paidOut: 0, waiting: 0 });
    const refused = await t.request('POST', '/api/educator/payouts/onboarding', { token });
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe('Payouts need payments to be on: PAYMENTS is none, so no money moves');
    expect(await t.db.selectFrom('payout_accounts').selectAll().execute()).toEqual([]);
  });
});

describe('a CSV field', () => {
  it('is quoted when it holds a comma, a quote or a line break, and never starts a formula', () => {
    expect(csvField('Plain')).toBe('Plain');
    expect(csvField('A, B')).toBe('"A, B"');
    expect(csvField('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-3')).toBe("'-3");
    expect(csvField(12.5)).toBe('12.50');
    expect(csvField(-12.5)).toBe('-12.50');
  });
});
