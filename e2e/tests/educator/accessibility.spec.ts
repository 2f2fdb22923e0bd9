import type { Page } from '@playwright/test';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { expect, test } from '../../fixtures/test';
import { demoAccounts } from '../../fixtures/demo-accounts';
import type { EducatorInsights } from '@lectern/shared-sdk';
import { apiRequest, createCourse, educatorToken, uniqueName } from '../../fixtures/api-client';
import { stubExternalMedia } from './external-media';
import { animationsSettled } from '../../pages/animations';
import { axeFindings, headingShown, presentationFindings, PRESENTATION } from '../../fixtures/axe';

/** Waits until the page's heading is there and nothing is loading any more. */
async function ready(page: Page, heading: string): Promise<void> {
  await headingShown(heading)(page);
}

test(
  'the educator pages: axe finds no violation on a phone and a laptop, and none scrolls sideways at 390, 800 or 1366 px',
  PRESENTATION,
  async ({ page, signIn, makeAxeBuilder }) => {
    // Seventeen pages, each loaded once and checked at three widths, on a shared 2-core machine (3 to 4 minutes beside
    // the API's suites; it ran out of 4 minutes once).
    test.setTimeout(360_000);
    await stubExternalMedia(page);
    const moduleTitle = uniqueName('Axe Module');
    const course = await createCourse({ title: uniqueName('Axe Course'), modules: [{ title: moduleTitle, videos: ['Axe Video'] }] });
    const module = course.modules[0];
    const video = module?.videos[0];
    if (!module || !video) throw new Error('the course was created without its module and video');

    // The seeded course with the most enrolments: its Insights page draws every chart.
    const summary = await apiRequest<EducatorInsights>('GET', '/api/users/educator/insights', { token: await educatorToken() });
    const [busiest] = [...summary.body.courses].sort((a, b) => b.enrolled - a.enrolled);
    if (!busiest) throw new Error('the seed gives the demo educator no course');

    const pages = (
      [
        [paths.educator.dashboard(), 'Educator Dashboard'],
        [paths.educator.addCourse(), 'Create New Course'],
        [paths.educator.courses(), 'My Courses'],
        [paths.educator.course(course.id), course.title],
        [paths.educator.insights(busiest.id), `Insights: ${busiest.title}`],
        [paths.educator.editCourse(course.id), 'Edit Course'],
        [paths.educator.addModule(course.id), 'Add Module'],
        [paths.educator.editModule(course.id, module.id), 'Edit Module'],
        [paths.educator.addVideo(course.id, module.id), 'Add Video'],
        [paths.educator.editVideo(course.id, module.id, video.id), 'Edit Video'],
        [paths.educator.students(), 'My Students'],
        [paths.educator.earnings(), 'Earnings'],
        [paths.educator.coupons(), 'Coupons'],
        [paths.educator.questions(), 'Questions'],
        [paths.educator.profile(), demoAccounts.educator.name],
        [paths.roleNotifications('educator'), /\S/],
        [paths.roleNotificationSettings('educator'), /\S/],
      ] as const
    ).map(([path, heading]) => ({ path, ready: headingShown(heading) }));

    await signIn('educator');
    const failures = await presentationFindings(page, makeAxeBuilder, pages);

    // The edit video page above showed the stored video's preview; here an invalid address and its error text.
    await page.goto(paths.educator.addVideo(course.id, module.id));
    await ready(page, 'Add Video');
    await page.getByRole('textbox', { name: 'YouTube URL' }).fill('https://vimeo.com/76979871');
    await expect(page.getByText('Please enter a valid YouTube URL.')).toBeVisible();
    failures.push(...(await axeFindings(makeAxeBuilder, 'add video with an invalid URL')));
    await page.getByRole('textbox', { name: 'YouTube URL' }).fill('https://youtu.be/W6NZfCO5SIk');
    await expect(page.getByTitle('Preview: video')).toBeVisible();
    failures.push(...(await axeFindings(makeAxeBuilder, 'add video with its preview')));

    // The confirmation dialog over the course page, with the module's videos shown.
    await page.goto(paths.educator.course(course.id));
    await ready(page, course.title);
    await page.getByRole('button', { name: 'Show Videos (1)' }).click();
    await page.getByRole('button', { name: 'Delete video Axe Video' }).click();
    await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
    await animationsSettled(page);
    failures.push(...(await axeFindings(makeAxeBuilder, 'delete dialog')));
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Cancel' }).click();

    // The profile's other tabs, and the settings in edit mode.
    await page.goto(paths.educator.profile());
    await ready(page, demoAccounts.educator.name);
    await page.getByRole('tab', { name: 'My Courses' }).click();
    await expect(page.getByRole('list', { name: 'My Courses' })).toBeVisible();
    failures.push(...(await axeFindings(makeAxeBuilder, 'profile: My Courses tab')));
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('form', { name: 'Personal Information' })).toBeVisible();
    failures.push(...(await axeFindings(makeAxeBuilder, 'profile: Settings tab, editing')));

    expect(failures).toEqual([]);
  },
);
