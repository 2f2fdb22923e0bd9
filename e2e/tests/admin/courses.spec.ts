import type { Browser } from '@playwright/test';
import { courseListSchema } from '@lectern/shared-sdk/courses/schemas';
import { enrollmentsResponseSchema } from '@lectern/shared-sdk/enrollments/schemas';
import { expect, test } from '../../fixtures/test';
import { demoAccounts } from '../../fixtures/demo-accounts';
import {
  adminToken,
  apiRequest as api,
  apiSignIn,
  createCourse,
  createEducator,
  enroll,
  listCourses,
  tokenOf,
  uniqueName,
} from '../../fixtures/api-client';
import { CataloguePage } from '../../pages/catalogue-page';
import { confirmDialog, Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { ALSO_ON_POSTGRES } from '../../fixtures/databases';

/** What a visitor who is not signed in finds when searching the public catalogue. */
async function visitorSearch(browser: Browser, title: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const catalogue = new CataloguePage(page);
  await catalogue.goto();
  await catalogue.search.fill(title);
  return { context, page, catalogue };
}

test(
  'the admin approves the oldest pending course from the dashboard and it appears in the public catalogue',
  ALSO_ON_POSTGRES,
  async ({ page, signIn, browser }) => {
    // The dashboard shows the three oldest pending courses; the oldest is the seed's, which no other test touches.
    const pendingNow = await api('GET', '/api/courses/admin/pending?limit=3', { token: await adminToken() });
    const oldest = courseListSchema.parse(pendingNow.body)[0];
    if (!oldest) throw new Error('the seed has no pending course');
    const { title } = oldest;
    expect((await listCourses({ q: title })).courses).toEqual([]);

    await signIn('admin');
    const pending = page.getByRole('region', { name: 'Pending Courses' });
    await expect(pending.getByRole('heading', { name: title })).toBeVisible();
    await pending.getByRole('button', { name: `Approve ${title}` }).click();
    await confirmDialog(page, 'Approve Course?', { says: title, press: 'Approve' });

    await expect(new Layout(page).toast('Course approved!')).toContainText('The course is now available for enrollment.');
    await expect(pending.getByRole('heading', { name: title })).toHaveCount(0);

    const visitor = await visitorSearch(browser, title);
    await expect(visitor.catalogue.titles).toHaveText([title]);
    await visitor.context.close();
  },
);

test('the admin approves a pending course from its detail page', ALSO_ON_POSTGRES, async ({ page, signIn }) => {
  const educator = await createEducator();
  const title = uniqueName('Detail Approval Course');
  const author = (await apiSignIn(educator.email, educator.password)).token;
  const { id } = await createCourse({ title, modules: [{ title: 'Getting Started', videos: ['Getting Started lesson'] }] }, author);

  await signIn('admin');
  await page.goto(`/admin/courses/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Approve Course' }).click();
  await confirmDialog(page, 'Approve Course?', { press: 'Approve' });

  await expect(new Layout(page).toast('Course approved!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve Course' })).toHaveCount(0);
  expect((await listCourses({ q: title })).courses.map((course) => course.title)).toEqual([title]);
});

test(
  "the admin deletes a course: it is gone from the catalogue and from its students' learning",
  ALSO_ON_POSTGRES,
  async ({ page, signIn, browser }) => {
    const educator = await createEducator();
    const title = uniqueName('Course To Delete');
    const author = (await apiSignIn(educator.email, educator.password)).token;
    const course = await createCourse(
      {
        title,
        price: 0,
        approved: true,
        modules: [
          { title: 'Intro', videos: ['Intro lesson'] },
          { title: 'Deep Dive', videos: ['Deep Dive lesson'] },
        ],
      },
      author,
    );
    const courseId = course.id;
    // Half-way: the first of its two lessons watched.
    const firstVideo = course.modules[0]?.videos[0];
    if (!firstVideo) throw new Error('the course was created without videos');
    await enroll(await tokenOf(demoAccounts.student), courseId, [firstVideo.id]);

    const studentContext = await browser.newContext();
    const studentPage = await studentContext.newPage();
    await new LoginPage(studentPage).signInAs(demoAccounts.student);
    const continueLearning = studentPage.getByRole('region', { name: 'Continue Learning' });
    await expect(continueLearning.getByText(title)).toBeVisible();

    await signIn('admin');
    await page.goto('/admin/courses');
    await page.getByRole('textbox', { name: 'Search courses' }).fill(title);
    const table = page.getByRole('table', { name: 'Courses' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('link', { name: `View ${title}` }).click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: /Module 2: Deep Dive/ }).click();
    await expect(page.getByText('Deep Dive lesson')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Enrolled Students' })).toContainText(demoAccounts.student.name);
    await page.getByRole('button', { name: 'Delete Course' }).click();
    await confirmDialog(page, 'Delete Course?', { says: 'permanently delete the course and all its content', press: 'Delete' });

    await expect(new Layout(page).toast('Course deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/courses$/);
    await page.getByRole('textbox', { name: 'Search courses' }).fill(title);
    await expect(page.getByText('No courses match your search.')).toBeVisible();

    const visitor = await visitorSearch(browser, title);
    await expect(visitor.catalogue.emptyState).toBeVisible();
    await visitor.context.close();

    await studentPage.reload();
    await expect(studentPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(continueLearning).toBeVisible();
    await expect(continueLearning.getByText(title)).toHaveCount(0);
    const { token } = await apiSignIn(demoAccounts.student.email, demoAccounts.student.password);
    const mine = enrollmentsResponseSchema.parse((await api('GET', '/api/enrollments', { token })).body).enrollments;
    expect(mine.map((enrollment) => enrollment.courseId.title)).not.toContain(title);
    await studentContext.close();
  },
);
