import { expect, test } from '../../fixtures/test';
import { apiRequest, createStudent, listCourses } from '../../fixtures/api-client';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { ANY_DATABASE } from '../../fixtures/databases';

test('a visitor who adds a course to the cart signs in and finds it in the cart, back on the page they came from', ANY_DATABASE, async ({ page }) => {
  const student = await createStudent();
  const paid = (await listCourses({ price: 'paid', limit: 1 })).courses[0];
  if (!paid) throw new Error('the seed has no paid course');

  await page.goto(`/courses/${paid.id}`);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  await new LoginPage(page).signIn(student.email, student.password);
  await expect(page).toHaveURL(new RegExp(`/courses/${paid.id}$`));
  await expect(new Layout(page).toast('Added to Cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart: 1 course' })).toBeVisible();

  const { body } = await apiRequest<{ cart: { courseIds: Array<{ id: number }> } }>('GET', '/api/cart', { token: student.token });
  expect(body.cart.courseIds.map((course) => course.id)).toEqual([paid.id]);
});
