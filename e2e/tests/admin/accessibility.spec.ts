import { educatorListSchema, studentListSchema } from '@lectern/shared-sdk/users/schemas';
import { expect, test } from '../../fixtures/test';
import { adminToken, apiRequest as api, createCourse, listCourses, tokenOf, uniqueName } from '../../fixtures/api-client';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { animationsSettled } from '../../pages/animations';
import { atEveryWidth, axeFindings, PRESENTATION } from '../../fixtures/axe';

test('axe finds no violation on the admin pages, on a phone and a laptop', PRESENTATION, async ({ page, signIn, makeAxeBuilder }) => {
  // Twelve full page loads at two widths, each followed by an axe scan, on a shared 2-core machine.
  test.setTimeout(360_000);
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
    ['/admin/coupons', 'Coupons'],
    ['/admin/revenue', 'Revenue'],
    ['/admin/pages', 'Pages'],
    ['/admin/pages/privacy', 'Edit “Privacy policy”'],
    ['/admin/releases', 'Releases'],
    ['/admin/profile', 'Lectern Admin'],
  ];

  await signIn('admin');
  const failures = await atEveryWidth(page, async (width) => {
    const found: string[] = [];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      found.push(...(await axeFindings(makeAxeBuilder, `${path} at ${width} px`)));
    }
    return found;
  });
  // A confirmation dialog, open over the pending course.
  await page.goto(`/admin/courses/${pendingId}`);
  await page.getByRole('button', { name: 'Delete Course' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Course?' })).toBeVisible();
  await animationsSettled(page);
  failures.push(...(await axeFindings(makeAxeBuilder, 'delete dialog')));
  expect(failures).toEqual([]);
});
