import type { Page } from '@playwright/test';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { expect, test } from '../../fixtures/test';
import { apiRequest, createStudent, listCourses, myEnrollments } from '../../fixtures/api-client';
import { usePaymentMode } from '../../fixtures/harness-client';
import { urls } from '../../fixtures/stack-config';
import { LoginPage } from '../../pages/login-page';
import { CartPage, MyLearningPage } from '../../pages/student-pages';

const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/** A new student with two paid courses of two different educators in their cart, signed in on `page`. */
async function shopperWithTwoEducators(page: Page) {
  const student = await createStudent();
  const { courses } = await listCourses({ price: 'paid', limit: 50 });
  const first = courses[0];
  const second = courses.find((course) => course.instructor !== first?.instructor);
  if (!first || !second) throw new Error('the seed has no two paid courses of two educators');
  for (const course of [first, second]) await apiRequest('POST', '/api/cart', { token: student.token, body: { courseId: course.id } });
  await new LoginPage(page).signInAs(student);
  return { student, courses: [first, second] as const, total: dollars(first.price + second.price) };
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

test.describe('paying for courses', () => {
  // Each test restarts the API in its payment mode; the suite's other specs expect the spec's checkout back.
  test.describe.configure({ mode: 'serial' });
  test.afterAll(() => usePaymentMode('none'));

  test('with the test checkout: Cancel keeps the cart, Pay enrols once the payment is confirmed', async ({ page }) => {
    await usePaymentMode('test');
    const { student, courses, total } = await shopperWithTwoEducators(page);
    const cart = new CartPage(page);

    await cart.goto();
    await expect(cart.summaryLine('Total')).toContainText(total);
    await cart.checkout.click();
    await expect(page).toHaveURL(/\/checkout\/test\/tcs_\d+_[0-9a-f]+$/);
    await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Lectern' })).toBeVisible();
    await expect(page.getByText(`Receipt to ${student.email}`)).toBeVisible();

    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/cart\?checkout=cancelled$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Payment cancelled' })).toContainText('Nothing was charged');
    await expect(cart.items).toHaveCount(2);
    expect(await myEnrollments(student.token)).toEqual([]);

    await cart.checkout.click();
    await page.getByRole('button', { name: `Pay ${total}` }).click();
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
  });

  test("with Stripe: the student pays on Stripe's page and is enrolled when its signed webhook lands", async ({ page }) => {
    await usePaymentMode('stripe');
    const { student, courses, total } = await shopperWithTwoEducators(page);
    const cart = new CartPage(page);

    await cart.goto();
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
  });
});
