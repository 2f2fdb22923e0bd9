import { paths } from '@lectern/shared-sdk/routing/paths';
import { expect, test } from '../../fixtures/test';
import { createCourse, uniqueName } from '../../fixtures/api-client';
import { gotoInteractive } from '../../pages/interactive';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { CartPage } from '../../pages/student-pages';
import { shopper } from './student-accounts';
import { ANY_DATABASE } from '../../fixtures/databases';

test.describe('wishlist', ANY_DATABASE, () => {
  test('a student hearts a course in the catalogue, finds it in the wishlist, moves it to the cart, buys it, and it leaves the wishlist', async ({
    page,
  }) => {
    const course = await createCourse({
      title: uniqueName('Wishlist Watercolour'),
      price: 24.5,
      approved: true,
      modules: [{ title: 'Basics', videos: ['Brushes'] }],
    });
    await new LoginPage(page).signInAs(shopper);
    const layout = new Layout(page);

    await gotoInteractive(page, `${paths.courses()}?q=${encodeURIComponent(course.title)}`);
    const card = page.getByRole('article', { name: course.title });
    await card.getByRole('button', { name: `Save ${course.title} to your wishlist` }).click();
    await expect(layout.toast('Saved to your wishlist')).toBeVisible();
    await expect(card.getByRole('button', { name: `Remove ${course.title} from your wishlist` })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    const saved = page.getByRole('list', { name: 'Saved courses' }).getByRole('listitem').filter({ hasText: course.title });
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('$24.50');
    await saved.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(layout.toast('Added to Cart')).toBeVisible();
    await saved.getByRole('link', { name: 'Go to Cart' }).click();

    const cart = new CartPage(page);
    await expect(cart.items.filter({ hasText: course.title })).toHaveCount(1);
    await cart.checkout.click();
    await expect(layout.toast('Checkout successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/my-learning$/);

    await gotoInteractive(page, paths.student.wishlist());
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    await expect(page.getByText(course.title)).toHaveCount(0);
    // On its page the course is the student's now: Continue Learning, and no heart.
    await gotoInteractive(page, paths.courseDetail(course.id));
    await expect(page.getByRole('link', { name: 'Continue Learning' })).toBeVisible();
    await expect(page.getByRole('button', { name: /wishlist/ })).toHaveCount(0);
  });

  test('a visitor who presses a heart is sent to sign in', async ({ page }) => {
    await gotoInteractive(page, paths.courses());
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Save .* to your wishlist$/ })
      .click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
