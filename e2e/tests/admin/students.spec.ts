import { enrollmentsResponseSchema } from '@lectern/shared-sdk/enrollments/schemas';
import { studentListSchema } from '@lectern/shared-sdk/users/schemas';
import { expect, test } from '../../fixtures/test';
import { adminToken, apiRequest as api } from '../../fixtures/api-client';
import { ANY_DATABASE } from '../../fixtures/databases';

test('the admin finds a student and inspects their enrolments', ANY_DATABASE, async ({ page, signIn }) => {
  const token = await adminToken();
  const students = studentListSchema.parse((await api('GET', '/api/users/students', { token })).body);
  const maya = students.find((student) => student.name === 'Maya Patel');
  if (!maya) throw new Error('the seeded student Maya Patel is missing');
  const expected = enrollmentsResponseSchema.parse(
    (await api('GET', `/api/enrollments/by-student?studentId=${maya.id}`, { token })).body,
  ).enrollments;
  expect(expected.length).toBeGreaterThan(0);

  await signIn('admin');
  await page.goto('/admin/students');
  await expect(page.getByRole('group', { name: 'Total Students' })).toContainText(String(students.length));
  await page.getByRole('textbox', { name: 'Search students' }).fill('maya');
  const table = page.getByRole('table', { name: 'Students' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(maya.email);
  await table.getByRole('link', { name: 'View Maya Patel' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/students/${maya.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Patel' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Enrolled Courses' })).toContainText(String(expected.length));
  const items = page.getByRole('region', { name: 'Course Enrollments' }).getByRole('listitem');
  await expect(items.getByRole('heading', { level: 3 })).toHaveText(expected.map((enrollment) => enrollment.courseId.title));
  const first = expected[0]!;
  await expect(items.first().getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(first.completion.complete ? 100 : first.completion.percent),
  );
});

test('the Filters button narrows the student list to inactive accounts', ANY_DATABASE, async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/admin/students');
  const table = page.getByRole('table', { name: 'Students' });
  await expect(table.getByRole('row', { name: /Maya Patel/ })).toBeVisible();

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('menuitem', { name: 'Inactive only' }).click();
  await expect(table.getByRole('row', { name: /Maya Patel/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Diego Alvarez/ })).toContainText('Inactive');
});
