import { checkoutResponseSchema } from '@lectern/shared-sdk/cart/schemas';
import type { UserRow } from '../../db/schema';
import { insertCourse, insertUser } from '../../testing/fixtures';
import { queuedMail, seenBy } from '../../testing/notifications';
import { describeEachDatabase, type TestHarness } from '../../testing/test-app';

/** Two educators' courses in one student's cart. */
async function shop(t: TestHarness, prices: { grace: number[]; hopper: number[] }) {
  const grace = await insertUser(t.db, { role: 'educator', name: 'Grace' });
  const hopper = await insertUser(t.db, { role: 'educator', name: 'Hopper' });
  const ada = await insertUser(t.db, { name: 'Ada Student' });
  const token = await t.tokenFor(ada);
  const course = async (educator: UserRow, title: string, priceCents: number) => {
    const made = await insertCourse(t.db, { educatorId: educator.id, title, priceCents });
    expect((await t.post('/api/cart', { courseId: made.id }, token)).status).toBe(201);
    return made.id;
  };
  const graceCourses = [];
  for (const [index, cents] of prices.grace.entries()) graceCourses.push(await course(grace, `Loops ${index + 1}`, cents));
  const hopperCourses = [];
  for (const [index, cents] of prices.hopper.entries()) hopperCourses.push(await course(hopper, `Rust & you ${index + 1}`, cents));
  return { grace, hopper, ada, token, graceCourses, hopperCourses };
}

describeEachDatabase(
  'who hears of a sale paid on the test checkout',
  (t) => {
    const checkout = async (token: string) => checkoutResponseSchema.parse((await t.request('POST', '/api/cart/checkout', { token })).body);
    const pay = (token: string, checkoutUrl: string | undefined) =>
      t.request('POST', `/api/payments/test/sessions/${checkoutUrl?.split('/').at(-1) ?? ''}/pay`, { token });

    it('tells each educator of their courses sold and the student of their receipt once the payment is confirmed, once', async () => {
      const { grace, hopper, ada, token, graceCourses, hopperCourses } = await shop(t, { grace: [4999, 1950], hopper: [1000] });
      const [loops1 = 0, loops2 = 0] = graceCourses;
      const [rust1 = 0] = hopperCourses;
      const bystander = await insertUser(t.db);
      const admin = await insertUser(t.db, { role: 'admin' });

      const answer = await checkout(token);
      // Nothing is sold until it is paid.
      expect(await seenBy(t, grace)).toEqual([]);
      expect(await seenBy(t, ada)).toEqual([]);

      expect((await pay(token, answer.checkoutUrl)).status).toBe(200);
      expect((await pay(token, answer.checkoutUrl)).status).toBe(200);
      const bought = (courseId: number, title: string) => ({
        kind: 'new_enrollment',
        title: 'A student bought your course',
        body: `Ada Student bought “${title}”.`,
        link: `/educator/courses/${courseId}`,
      });
      expect(await seenBy(t, grace)).toEqual(expect.arrayContaining([bought(loops1, 'Loops 1'), bought(loops2, 'Loops 2')]));
      expect(await seenBy(t, grace)).toHaveLength(2);
      expect(await seenBy(t, hopper)).toEqual([bought(rust1, 'Rust & you 1')]);
      expect(await seenBy(t, ada)).toEqual([
        {
          kind: 'receipt',
          title: `Your receipt for order #${answer.orderId}`,
          body: 'You paid $79.49 for “Loops 1”, “Loops 2” and “Rust & you 1”.',
          link: `/student/purchases/${answer.orderId}/receipt`,
        },
      ]);
      expect(await seenBy(t, bystander)).toEqual([]);
      expect(await seenBy(t, admin)).toEqual([]);
      // A receipt mails at once; a sale goes into the educator's daily digest, not a mail of its own.
      expect(await queuedMail(t.db, ada.id)).toEqual(['receipt']);
      expect(await queuedMail(t.db, grace.id)).toEqual([]);
    });

    it('tells of a course that became free in the cart as an enrolment at checkout, and of the paid one once it is paid', async () => {
      const { grace, ada, token, graceCourses } = await shop(t, { grace: [1500, 2500], hopper: [] });
      const [nowFree = 0, paid = 0] = graceCourses;
      await t.db.updateTable('courses').set({ price_cents: 0 }).where('id', '=', nowFree).execute();

      const answer = await checkout(token);
      expect(answer.enrolledCourseIds).toEqual([nowFree]);
      expect(await seenBy(t, grace)).toEqual([
        {
          kind: 'new_enrollment',
          title: 'A student enrolled in your course',
          body: 'Ada Student enrolled in “Loops 1”.',
          link: `/educator/courses/${nowFree}`,
        },
      ]);
      expect(await seenBy(t, ada)).toEqual([]);

      expect((await pay(token, answer.checkoutUrl)).status).toBe(200);
      expect((await seenBy(t, grace))[0]).toEqual({
        kind: 'new_enrollment',
        title: 'A student bought your course',
        body: 'Ada Student bought “Loops 2”.',
        link: `/educator/courses/${paid}`,
      });
      expect(await seenBy(t, ada)).toEqual([expect.objectContaining({ kind: 'receipt', body: 'You paid $25.00 for “Loops 2”.' })]);
    });

    it('sends no receipt for a checkout with nothing left to pay, and tells the educator of the enrolment', async () => {
      const { grace, ada, token, graceCourses } = await shop(t, { grace: [1500], hopper: [] });
      const [course = 0] = graceCourses;
      await t.db.updateTable('courses').set({ price_cents: 0 }).where('id', '=', course).execute();

      const answer = await checkout(token);
      expect(answer.total).toBe(0);
      expect(await seenBy(t, grace)).toEqual([
        {
          kind: 'new_enrollment',
          title: 'A student enrolled in your course',
          body: 'Ada Student enrolled in “Loops 1”.',
          link: `/educator/courses/${course}`,
        },
      ]);
      expect(await seenBy(t, ada)).toEqual([]);
      expect(await queuedMail(t.db, ada.id)).toEqual([]);
    });
  },
  { env: { PAYMENTS: 'test', PUBLIC_APP_URL: 'http://localhost:3000' } },
);

describeEachDatabase('who hears of a sale without payments (PAYMENTS=none, the spec)', (t) => {
  it('tells the educator of the sale and the student of the receipt, in the checkout itself', async () => {
    const { grace, hopper, ada, token, graceCourses } = await shop(t, { grace: [1200], hopper: [] });
    const [course = 0] = graceCourses;
    const answer = checkoutResponseSchema.parse((await t.request('POST', '/api/cart/checkout', { token })).body);
    expect(await seenBy(t, grace)).toEqual([
      { kind: 'new_enrollment', title: 'A student bought your course', body: 'Ada Student bought “Loops 1”.', link: `/educator/courses/${course}` },
    ]);
    expect(await seenBy(t, ada)).toEqual([
      {
        kind: 'receipt',
        title: `Your receipt for order #${answer.orderId}`,
        body: 'You paid $12.00 for “Loops 1”.',
        link: `/student/purchases/${answer.orderId}/receipt`,
      },
    ]);
    expect(await seenBy(t, hopper)).toEqual([]);
    expect(await queuedMail(t.db, ada.id)).toEqual(['receipt']);
  });
});
