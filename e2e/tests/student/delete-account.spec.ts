import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { adminToken, apiRequest, createStudent, enroll, listCourses } from '../../fixtures/api-client';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { StudentProfilePage } from '../../pages/student-pages';
import { ANY_DATABASE } from '../../fixtures/databases';

async function deviceSignedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await new LoginPage(page).signInAs({ email, password });
  return page;
}

test('deleting an account signs out every device, and the name and e-mail appear nowhere', ANY_DATABASE, async ({ page, browser }) => {
  const student = await createStudent();
  const free = (await listCourses({ price: 'free', limit: 1 })).courses[0];
  if (!free) throw new Error('the seed has no free course');
  await enroll(student.token, free.id);

  const phone = await deviceSignedIn(browser, student.email, student.password);
  await new LoginPage(page).signInAs({ email: student.email, password: student.password });
  const profile = new StudentProfilePage(page);
  await profile.goto();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill('not the password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The password is incorrect.');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Password').fill(student.password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(new Layout(page).toast('Your account has been deleted')).toBeVisible();
  await expect(new Layout(page).loginLink).toBeVisible();

  // The other device's session ended with the account.
  await phone.goto('/student');
  await expect(phone).toHaveURL(/\/login\?next=%2Fstudent$/);
  expect((await apiRequest('GET', '/api/auth/me', { token: student.token })).status).toBe(401);
  // Signing in again is refused like any unknown account.
  expect((await apiRequest('POST', '/api/auth/login', { body: { email: student.email, password: student.password } })).status).toBe(401);

  // Nowhere an admin looks: the students, the enrolments of the course.
  const token = await adminToken();
  const everywhere = JSON.stringify([
    (await apiRequest('GET', '/api/users/students', { token })).body,
    (await apiRequest('GET', `/api/enrollments/by-course?courseId=${free.id}`, { token })).body,
    (await apiRequest('GET', '/api/enrollments/all', { token })).body,
  ]).toLowerCase();
  expect(everywhere).not.toContain(student.email.toLowerCase());
  expect(everywhere).not.toContain(student.name.toLowerCase());
  await phone.context().close();
});
