import { expect, test } from '../../fixtures/test';
import { listCourses } from '../../fixtures/api-client';
import { confirmDialog, Layout } from '../../pages/layout';
import { apiRequest as api, apiSignIn, createCourse, createEducator, educatorPassword, uniqueName } from '../../fixtures/api-client';
import { LoginPage } from '../../pages/login-page';
import { ANY_DATABASE } from '../../fixtures/databases';

test('the admin adds an educator, who can sign in at once', ANY_DATABASE, async ({ page, signIn, browser }) => {
  const name = uniqueName('Added Educator');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@lectern.dev`;

  await signIn('admin');
  await page.goto('/admin/educators');
  await page.getByRole('link', { name: 'Add Educator' }).click();
  await expect(page).toHaveURL(/\/admin\/educators\/add$/);
  await page.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await page.getByLabel(/^Password/).fill('a strong password 1');
  await page.getByRole('button', { name: 'Add Educator' }).click();

  await expect(new Layout(page).toast('Educator Added Successfully!')).toContainText(name);
  await expect(page).toHaveURL(/\/admin\/educators$/);
  await expect(page.getByRole('table', { name: 'Educators' }).getByRole('row', { name: new RegExp(name) })).toContainText('Active');

  const context = await browser.newContext();
  const educatorPage = await context.newPage();
  await new LoginPage(educatorPage).signInAs({ email, password: 'a strong password 1' }, 'educator');
  await expect(educatorPage.getByRole('heading', { level: 1, name: 'Educator Dashboard' })).toBeVisible();
  await context.close();
});

test('adding an educator with an e-mail already in use shows the server message', ANY_DATABASE, async ({ page, signIn }) => {
  const existing = await createEducator();
  await signIn('admin');
  await page.goto('/admin/educators/add');
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Someone Else');
  await page.getByRole('textbox', { name: 'Email Address' }).fill(existing.email);
  await page.getByLabel(/^Password/).fill('a strong password 1');
  await page.getByRole('button', { name: 'Add Educator' }).click();

  await expect(new Layout(page).toast('Failed to add educator')).toContainText('User already exists');
  await expect(page).toHaveURL(/\/admin\/educators\/add$/);
});

test('the admin makes an educator inactive and their next write is refused', ANY_DATABASE, async ({ page, signIn, browser }) => {
  const educator = await createEducator();
  const before = await apiSignIn(educator.email, educatorPassword);
  const courseId = (await createCourse({ title: uniqueName('Inactive Educator Course'), approved: true }, before.token)).id;

  await signIn('admin');
  await page.goto('/admin/educators');
  const row = page.getByRole('table', { name: 'Educators' }).getByRole('row', { name: new RegExp(educator.name) });
  await row.getByRole('button', { name: `Make Inactive: ${educator.name}` }).click();
  await confirmDialog(page, 'Make Educator Inactive?', { says: 'will no longer be able to use educator features', press: 'Make Inactive' });
  await expect(new Layout(page).toast('Educator made inactive.')).toBeVisible();
  await expect(row).toContainText('Inactive');

  // The token issued before the change no longer works at all; a new sign-in can read but not write.
  expect((await api('DELETE', `/api/courses/${courseId}`, { token: before.token })).status).toBe(401);
  const after = await apiSignIn(educator.email, educatorPassword);
  const write = await api<{ message: string }>('DELETE', `/api/courses/${courseId}`, { token: after.token });
  expect(write).toEqual({ status: 403, body: { message: 'Your educator account is inactive.' } });
  expect((await api('GET', `/api/courses/${courseId}`)).status).toBe(200);

  const context = await browser.newContext();
  const educatorPage = await context.newPage();
  await new LoginPage(educatorPage).signInAs({ email: educator.email, password: educatorPassword }, 'educator');
  await expect(educatorPage.getByText('Your educator account is inactive')).toBeVisible();
  await context.close();

  await row.getByRole('button', { name: `Make Active: ${educator.name}` }).click();
  await confirmDialog(page, 'Make Educator Active?', { press: 'Make Active' });
  await expect(new Layout(page).toast('Educator made active.')).toBeVisible();
  expect((await api('DELETE', `/api/courses/${courseId}`, { token: after.token })).status).toBe(200);
});

test('the admin removes an educator, with their courses, from the detail page', ANY_DATABASE, async ({ page, signIn }) => {
  const educator = await createEducator();
  const title = uniqueName('Removed Educator Course');
  await createCourse({ title, approved: true }, (await apiSignIn(educator.email, educatorPassword)).token);

  await signIn('admin');
  await page.goto('/admin/educators');
  await page.getByRole('link', { name: `View details of ${educator.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: educator.name })).toBeVisible();
  const courses = page.getByRole('region', { name: 'Published Courses' });
  await expect(courses.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Courses' })).toContainText('1');

  await page.getByRole('button', { name: 'Remove Educator' }).click();
  await confirmDialog(page, 'Remove Educator?', { says: 'every course they created', press: 'Remove' });

  await expect(new Layout(page).toast('Educator removed.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/educators$/);
  await expect(page.getByRole('table', { name: 'Educators' })).toBeVisible();
  await expect(page.getByRole('cell', { name: educator.name })).toHaveCount(0);
  expect((await listCourses({ q: title })).courses).toEqual([]);
  expect((await api('POST', '/api/auth/login', { body: { email: educator.email, password: educatorPassword } })).status).toBe(401);
});
