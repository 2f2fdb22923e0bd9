import { paths } from '@lectern/shared-sdk/routing/paths';
import { educatorListSchema, studentListSchema } from '@lectern/shared-sdk/users/schemas';
import { expect, test } from '../../fixtures/test';
import { adminToken, apiRequest as api, createCourse, listCourses, tokenOf, uniqueName } from '../../fixtures/api-client';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { animationsSettled } from '../../pages/animations';
import { axeFindings, headingShown, presentationFindings, PRESENTATION } from '../../fixtures/axe';

test(
  'the admin pages: axe finds no violation on a phone and a laptop, and none scrolls sideways at 390, 800 or 1366 px',
  PRESENTATION,
  async ({ page, signIn, makeAxeBuilder }) => {
    // Seventeen pages, each loaded once and checked at three widths, on a shared 2-core machine (3 minutes beside the
    // API's suites).
    test.setTimeout(360_000);
    const token = await adminToken();
    // The people with the longest e-mail addresses: the widest text these pages show.
    const longest = <Person extends { email: string }>(people: Person[]) => [...people].sort((a, b) => b.email.length - a.email.length)[0];
    const student = longest(studentListSchema.parse((await api('GET', '/api/users/students', { token })).body));
    const educator = longest(educatorListSchema.parse((await api('GET', '/api/users/educators', { token })).body));
    const course = (await listCourses({ limit: 1 })).courses[0];
    if (!student || !educator || !course) throw new Error('the seed has no student, educator or course');
    const pendingTitle = uniqueName('Axe Pending Course');
    const pendingId = (
      await createCourse(
        { title: pendingTitle, modules: [{ title: 'Only Module', videos: ['Only Module lesson'] }] },
        await tokenOf(demoAccounts.educator),
      )
    ).id;

    const pages = (
      [
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
        [paths.roleNotifications('admin'), /\S/],
        [paths.roleNotificationSettings('admin'), /\S/],
      ] as const
    ).map(([path, heading]) => ({ path, ready: headingShown(heading) }));

    await signIn('admin');
    const failures = await presentationFindings(page, makeAxeBuilder, pages);
    // A confirmation dialog, open over the pending course.
    await page.goto(`/admin/courses/${pendingId}`);
    await page.getByRole('button', { name: 'Delete Course' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Course?' })).toBeVisible();
    await animationsSettled(page);
    failures.push(...(await axeFindings(makeAxeBuilder, 'delete dialog')));
    expect(failures).toEqual([]);
  },
);
