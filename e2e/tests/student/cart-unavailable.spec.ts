import { expect, test } from '../../fixtures/test';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { CartPage, MyLearningPage } from '../../pages/student-pages';
import { apiRequest, createCourse, createEducator, createStudent, tokenOf, uniqueName } from '../../fixtures/api-client';
import { ANY_DATABASE } from '../../fixtures/databases';

test.describe('a cart holding a course that is no longer for sale', ANY_DATABASE, () => {
  test('the course stays in the cart marked, Checkout waits until it is removed, then the rest is bought', async ({ page }) => {
    const educator = await createEducator();
    const educatorToken = await tokenOf(educator);
    const kept = await createCourse({ title: uniqueName('Still For Sale'), price: 24, approved: true }, educatorToken);
    const withdrawn = await createCourse({ title: uniqueName('Back In Review'), price: 31, approved: true }, educatorToken);
    const student = await createStudent();
    for (const course of [kept, withdrawn]) {
      expect((await apiRequest('POST', '/api/cart', { token: student.token, body: { courseId: course.id } })).status).toBe(201);
    }
    // Its educator edits the title: the course goes back to review, out of the catalogue.
    const renamed = `${withdrawn.title} (new edition)`;
    expect((await apiRequest('PATCH', `/api/courses/${withdrawn.id}`, { token: educatorToken, body: { title: renamed } })).status).toBe(200);

    await new LoginPage(page).signInAs(student);
    const cart = new CartPage(page);
    await cart.goto();

    await expect(cart.items).toHaveCount(2);
    const marked = cart.items.filter({ hasText: renamed });
    await expect(marked.getByText('No longer for sale: this course is back in review. Remove it to check out.')).toBeVisible();
    await expect(cart.summaryLine('Total')).toContainText('$24.00');
    await expect(cart.checkout).toBeDisabled();
    await expect(cart.summary.getByText('A course in your cart can no longer be bought. Remove it to check out.')).toBeVisible();

    await marked.getByRole('button', { name: `Remove ${renamed} from cart` }).click();
    const layout = new Layout(page);
    await expect(layout.toast('Removed from cart')).toBeVisible();
    await expect(cart.items).toHaveCount(1);
    await expect(cart.checkout).toBeEnabled();

    await cart.checkout.click();
    await expect(layout.toast('Checkout successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/my-learning$/);
    const myLearning = new MyLearningPage(page);
    await expect(myLearning.card(myLearning.current, kept.title)).toBeVisible();
  });
});
