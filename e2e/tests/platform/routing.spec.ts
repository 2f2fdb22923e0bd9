import { expect, test } from '../../fixtures/test';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { dashboardHeading } from '../../pages/dashboard-page';
import { ANY_DATABASE } from '../../fixtures/databases';

test.describe('routing and guards', ANY_DATABASE, () => {
  test('a visitor opening /student is sent to /login, with /student as the page to open once signed in', async ({ page }) => {
    await page.goto('/student');
    await expect(page).toHaveURL(/\/login\?next=%2Fstudent$/);
    await expect(new LoginPage(page).submit).toBeVisible();
  });

  test('a student opening /admin is sent to /student', async ({ page, signIn }) => {
    const student = await signIn('student');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/student$/);
    await expect(dashboardHeading(page, 'student', student.name)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('a signed-in user opening /login is sent to their own area', async ({ page, signIn }) => {
    const educator = await signIn('educator');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/educator$/);
    await expect(dashboardHeading(page, 'educator', educator.name)).toBeVisible();
  });

  test('an unknown path shows the not-found page with its texts', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Error Code: LOST_IN_CYBERSPACE_2024', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    const helpful = page.getByRole('navigation', { name: 'Helpful links' });
    const hrefs = await helpful.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // A visitor: the catalogue and the way in (a dashboard would only send them to sign in).
    expect(hrefs).toEqual(['/courses', '/login', '/signup']);
    await expect(new Layout(page).topBar).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
