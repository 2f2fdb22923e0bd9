import { paths } from '@lectern/shared-sdk/routing/paths';
import { expect, test } from '../../fixtures/test';
import { gotoInteractive } from '../../pages/interactive';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { CartPage, MyLearningPage } from '../../pages/student-pages';
import { shopper } from './student-accounts';
import { coursesNewTo, tokenOf } from '../../fixtures/api-client';
import { ALSO_ON_POSTGRES } from '../../fixtures/databases';

const dollars = (amount: number) => `$${amount.toFixed(2)}`;

test.describe('cart and checkout', ALSO_ON_POSTGRES, () => {
  test("'Enroll Now' on a paid course opens the cart; two paid courses are bought and appear in My Learning", async ({ page, makeAxeBuilder }) => {
    const token = await tokenOf(shopper);
    const [first, second] = await coursesNewTo(token, 'paid');
    if (!first || !second) throw new Error(`the seed has fewer than two paid courses new to ${shopper.email}`);

    await new LoginPage(page).signInAs(shopper);
    const layout = new Layout(page);
    const cart = new CartPage(page);

    await gotoInteractive(page, paths.courseDetail(first.id));
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cart.items.filter({ hasText: first.title })).toHaveCount(1);

    await gotoInteractive(page, paths.courseDetail(second.id));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(layout.toast('Added to Cart')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);

    await expect(cart.items).toHaveCount(2);
    await expect(page.getByText('2 courses in your cart')).toBeVisible();
    const total = dollars(first.price + second.price);
    await expect(cart.summaryLine('Subtotal')).toContainText(total);
    await expect(cart.summaryLine('Tax')).toContainText('$0.00');
    await expect(cart.summaryLine('Total')).toContainText(total);
    await expect(cart.summary.getByText('30-day money-back guarantee')).toBeVisible();
    const { violations } = await makeAxeBuilder().analyze();
    expect(
      violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id),
    ).toEqual([]);

    await cart.checkout.click();
    await expect(layout.toast('Checkout successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/my-learning$/);
    const myLearning = new MyLearningPage(page);
    await expect(myLearning.card(myLearning.current, first.title)).toBeVisible();
    await expect(myLearning.card(myLearning.current, second.title)).toBeVisible();

    await cart.goto();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await gotoInteractive(page, paths.courseDetail(first.id));
    await expect(page.getByRole('link', { name: 'Continue Learning' })).toBeVisible();
  });
});
