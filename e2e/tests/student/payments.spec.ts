import type { Page } from '@playwright/test';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { expect, test } from '../../fixtures/test';
import { apiRequest, createCourse, createEducator, createStudent, myEnrollments, tokenOf, uniqueName } from '../../fixtures/api-client';
import { axeFindings } from '../../fixtures/axe';
import { usePaymentMode } from '../../fixtures/harness-client';
import { urls } from '../../fixtures/stack-config';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { CartPage, MyLearningPage } from '../../pages/student-pages';
import { ALSO_ON_POSTGRES } from '../../fixtures/databases';

const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/** Two new educators with a paid course each ($50.00 and $19.50). */
async function twoEducatorsWithCourses() {
  const educators = [await createEducator(), await createEducator()] as const;
  const courses = [
    await createCourse({ title: uniqueName('Paid Web'), price: 50, approved: true }, await tokenOf(educators[0])),
    await createCourse({ title: uniqueName('Paid Data'), price: 19.5, approved: true }, await tokenOf(educators[1])),
  ] as const;
  return { educators, courses };
}

/** A new student with both courses in their cart, signed in. */
async function shopper(page: Page, courses: readonly { id: number }[]) {
  const student = await createStudent();
  for (const course of courses) await apiRequest('POST', '/api/cart', { token: student.token, body: { courseId: course.id } });
  await new LoginPage(page).signInAs(student);
  return student;
}

/** Two educators' courses in a new student's cart, signed in as the student. */
async function shopperWithTwoEducators(page: Page) {
  const { educators, courses } = await twoEducatorsWithCourses();
  const student = await shopper(page, courses);
  return { student, educators, courses, total: dollars(50 + 19.5) };
}

/** Signs the person in the top bar out. */
async function signOut(page: Page) {
  const layout = new Layout(page);
  await layout.signedInBox.getByRole('button', { name: 'Logout' }).click();
  await expect(layout.signedInBox).toBeHidden();
}

/** Signs the person in the top bar out, and another in. */
async function switchTo(page: Page, person: { email: string; password: string }, role: 'educator' | 'student') {
  await signOut(page);
  if (role === 'educator') await new LoginPage(page).signInAs(person, 'educator');
  else await new LoginPage(page).signInAs(person);
}

/** The educator's Payouts section on their Earnings page. */
const payoutsOn = (page: Page) => page.getByRole('region', { name: 'Payouts' });

/** Each educator, signed in, finds their own sale on their Earnings page with what it earned them. */
async function expectEarnings(
  page: Page,
  sales: readonly { educator: { email: string; password: string }; title: string; net: string; paidOut?: string; waiting?: string }[],
) {
  for (const { educator, title, net, paidOut, waiting } of sales) {
    await switchTo(page, educator, 'educator');
    await page.goto(paths.educator.earnings());
    await expect(page.getByRole('group', { name: 'Your earnings' })).toContainText(net);
    const byCourse = page.getByRole('table', { name: 'By course' });
    await expect(byCourse.getByRole('row').filter({ hasText: title })).toContainText(net);
    await expect(byCourse.getByRole('row')).toHaveCount(2);
    if (paidOut !== undefined) await expect(payoutsOn(page).getByRole('group', { name: 'Paid out', exact: true })).toContainText(paidOut);
    if (waiting !== undefined) await expect(payoutsOn(page).getByRole('group', { name: 'Waiting to be paid out' })).toContainText(waiting);
  }
}

/** Back on our return page: it waits for the payment's confirmation, then thanks them and lists the courses. */
async function expectPaidAndEnrolled(page: Page, token: string, titles: readonly string[]) {
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Courses in this order' });
  for (const title of titles) await expect(lines.getByText(title, { exact: true })).toBeVisible();
  expect((await myEnrollments(token)).map((enrollment) => enrollment.courseId.title).sort()).toEqual([...titles].sort());

  await page.getByRole('link', { name: 'Go to My Learning' }).click();
  const myLearning = new MyLearningPage(page);
  for (const title of titles) await expect(myLearning.card(myLearning.current, title)).toBeVisible();
  await new CartPage(page).goto();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
}

test.describe('paying for courses', ALSO_ON_POSTGRES, () => {
  // Each test restarts the API in its payment mode; the suite's other specs expect the spec's checkout back.
  test.describe.configure({ mode: 'serial' });
  test.afterAll(() => usePaymentMode('none'));

  test('with the test checkout: Cancel keeps the cart, Pay enrols once the payment is confirmed', async ({ page, makeAxeBuilder }) => {
    await usePaymentMode('test');
    const { student, educators, courses, total } = await shopperWithTwoEducators(page);
    const cart = new CartPage(page);

    await cart.goto();
    await expect(cart.summaryLine('Total')).toContainText(total);
    await cart.checkout.click();
    await expect(page).toHaveURL(/\/checkout\/test\/tcs_\d+_[0-9a-f]+$/);
    await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Lectern' })).toBeVisible();
    await expect(page.getByText(`Receipt to ${student.email}`)).toBeVisible();
    expect(await axeFindings(makeAxeBuilder, 'the test checkout')).toEqual([]);

    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/cart\?checkout=cancelled$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Payment cancelled' })).toContainText('Nothing was charged');
    await expect(cart.items).toHaveCount(2);
    expect(await myEnrollments(student.token)).toEqual([]);

    await cart.checkout.click();
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
    expect(await axeFindings(makeAxeBuilder, 'the return page')).toEqual([]);
    await expectPaidAndEnrolled(
      page,
      student.token,
      courses.map((course) => course.title),
    );

    await page.goto(paths.student.purchases());
    const order = page.getByRole('article');
    await expect(order).toHaveCount(1);
    await expect(order).toContainText('Paid');
    await expect(order.getByRole('group', { name: 'Total' })).toContainText(total);

    // Not watched at all, so well inside the policy: refunded at once, and the course leaves My Learning.
    await order.getByRole('button', { name: `Request refund for ${courses[1].title}` }).click();
    await page.getByRole('dialog', { name: 'Request a refund?' }).getByRole('button', { name: 'Request refund' }).click();
    await expect(new Layout(page).toast('Refunded')).toBeVisible();
    await expect(order.getByText('Refunded', { exact: true })).toBeVisible();
    expect((await myEnrollments(student.token)).map((enrollment) => enrollment.courseId.title)).toEqual([courses[0].title]);

    // No card, no payment fee: each educator keeps 80 % of their course's price; the refunded one, nothing.
    await expectEarnings(page, [
      { educator: educators[1], title: courses[1].title, net: '$0.00', waiting: '$0.00' },
      { educator: educators[0], title: courses[0].title, net: '$40.00', paidOut: '$0.00', waiting: '$40.00' },
    ]);
    // Their earnings waited for a payout account; a test one is connected at once, and what waited is paid out.
    await payoutsOn(page).getByRole('button', { name: 'Connect payout account' }).click();
    await expect(payoutsOn(page).getByText('Your payout account is connected.')).toBeVisible();
    await expect(payoutsOn(page).getByRole('group', { name: 'Paid out', exact: true })).toContainText('$40.00');
    await expect(payoutsOn(page).getByRole('group', { name: 'Waiting to be paid out' })).toContainText('$0.00');
  });

  test("with Stripe: the student pays on Stripe's page, is enrolled when its signed webhook lands, and educators are paid out", async ({ page }) => {
    await usePaymentMode('stripe');
    const { educators, courses } = await twoEducatorsWithCourses();

    // The first educator connects a payout account through Stripe's onboarding (the suite's local Stripe) first.
    await new LoginPage(page).signInAs(educators[0], 'educator');
    await page.goto(paths.educator.earnings());
    await expect(payoutsOn(page)).toContainText('Until you do, they are kept for you.');
    await payoutsOn(page).getByRole('button', { name: 'Connect payout account' }).click();
    await expect(page).toHaveURL(new RegExp(`^${urls.stripe}/onboard/acct_`));
    await page.getByRole('button', { name: 'Finish onboarding' }).click();
    await expect(page).toHaveURL(/\/educator\/earnings\?payouts=return$/);
    await expect(payoutsOn(page).getByText('Your payout account is connected.')).toBeVisible();
    await expect(payoutsOn(page)).toContainText("Payouts are on: each sale's share is sent to your Stripe account");

    await signOut(page);
    const student = await shopper(page, courses);
    const cart = new CartPage(page);
    // The first educator's coupon: 20 % off their course.
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const coupon = await apiRequest('POST', '/api/educator/coupons', {
      token: await tokenOf(educators[0]),
      body: { code, kind: 'percent', percentOff: 20, courseId: courses[0].id },
    });
    expect(coupon.status).toBe(201);

    await cart.goto();
    await cart.summary.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
    await cart.summary.getByRole('button', { name: 'Apply' }).click();
    await expect(cart.summary.getByRole('group', { name: `Discount (${code})` })).toContainText('$10.00');
    const total = dollars(40 + 19.5);
    await expect(cart.summaryLine('Total')).toContainText(total);
    await cart.checkout.click();
    // Stripe's hosted page (here, the suite's local Stripe): another site.
    await expect(page).toHaveURL(new RegExp(`^${urls.stripe}/pay/cs_test_`));
    await expect(page.getByText(total).first()).toBeVisible();
    expect(await myEnrollments(student.token)).toEqual([]);

    await page.getByRole('button', { name: /^Pay/ }).click();
    await expectPaidAndEnrolled(
      page,
      student.token,
      courses.map((course) => course.title),
    );

    // The platform's 20 % is on what was paid ($40.00 after the coupon, $19.50), and Stripe's fee on $59.50
    // (2.9 % + 30 ¢ = $2.03) is shared by it: $1.36 and $0.67.
    // The first educator's share was sent to their account; the second has none yet, so theirs waits.
    await expectEarnings(page, [
      { educator: educators[0], title: courses[0].title, net: '$30.64', paidOut: '$30.64', waiting: '$0.00' },
      { educator: educators[1], title: courses[1].title, net: '$14.93', paidOut: '$0.00', waiting: '$14.93' },
    ]);

    // Inside the policy (nothing watched): the first course is refunded at once, its access ends, and the transfer
    // to its educator is reversed.
    await switchTo(page, student, 'student');
    await page.goto(paths.student.purchases());
    const order = page.getByRole('article');
    await order.getByRole('button', { name: `Request refund for ${courses[0].title}` }).click();
    await page.getByRole('dialog', { name: 'Request a refund?' }).getByRole('button', { name: 'Request refund' }).click();
    await expect(new Layout(page).toast('Refunded')).toBeVisible();
    expect((await myEnrollments(student.token)).map((enrollment) => enrollment.courseId.title)).toEqual([courses[1].title]);
    await expectEarnings(page, [{ educator: educators[0], title: courses[0].title, net: '$0.00', paidOut: '$0.00', waiting: '$0.00' }]);
  });
});
