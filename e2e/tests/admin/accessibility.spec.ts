import { educatorListSchema, studentListSchema } from '@lectern/shared-sdk/users/schemas';
import { expect, test } from '../../fixtures/test';
import { adminToken, apiRequest as api, createCourse, listCourses, tokenOf, uniqueName } from '../../fixtures/api-client';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { animationsSettled } from '../../pages/animations';

test('axe finds no serious or critical violation on the admin pages', async ({ page, signIn, makeAxeBuilder }) => {
  // Nine full page loads, each followed by an axe scan, on a shared 2-core machine.
  test.setTimeout(240_000);
  const token = await adminToken();
  const student = studentListSchema.parse((await api('GET', '/api/users/students', { token })).body)[0];
  const educator = educatorListSchema.parse((await api('GET', '/api/users/educators', { token })).body)[0];
  const course = (await listCourses({ limit: 1 })).courses[0];
  if (!student || !educator || !course) throw new Error('the seed has no student, educator or course');
  const pendingTitle = uniqueName('Axe Pending Course');
  const pendingId = (
    await createCourse(
      { title: pendingTitle, modules: [{ title: 'Only Module', videos: ['Only Module lesson'] }] },
      await tokenOf(demoAccounts.educator),
    )
  ).id;

  const pages: [string, string][] = [
    ['/admin', 'Admin Dashboard'],
    ['/admin/students', 'Students'],
    [`/admin/students/${student.id}`, student.name],
    ['/admin/educators', 'Educators'],
    ['/admin/educators/add', 'Add Educator'],
    [`/admin/educators/${educator.id}`, educator.name],
    ['/admin/courses', 'Courses'],
    [`/admin/courses/${course.id}`, course.title],
    [`/admin/courses/${pendingId}`, pendingTitle],
    ['/admin/pages', 'Pages'],
    ['/admin/pages/privacy', 'Edit “Privacy policy”'],
    ['/admin/profile', 'Lectern Admin'],
  ];

  await signIn('admin');
  const failures: string[] = [];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const results = await makeAxeBuilder().analyze();
    for (const violation of results.violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical') {
        failures.push(`${path}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      }
    }
  }
  // A confirmation dialog, open over the pending course.
  await page.goto(`/admin/courses/${pendingId}`);
  await page.getByRole('button', { name: 'Delete Course' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Course?' })).toBeVisible();
  await animationsSettled(page);
  for (const violation of (await makeAxeBuilder().analyze()).violations) {
    if (violation.impact === 'serious' || violation.impact === 'critical') failures.push(`delete dialog: ${violation.id} (${violation.impact})`);
  }
  expect(failures).toEqual([]);
});
