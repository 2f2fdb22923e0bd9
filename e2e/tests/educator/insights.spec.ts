import type { Locator, Page } from '@playwright/test';
import type { CourseInsights, EducatorInsights } from '@lectern/shared-sdk';
import { expect, test } from '../../fixtures/test';
import { apiRequest, educatorToken } from '../../fixtures/api-client';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { ANY_DATABASE } from '../../fixtures/databases';

/** The demo educator's course with the most enrolments, and its figures as the API computes them from the seed. */
async function busiestCourse(): Promise<CourseInsights> {
  const token = await educatorToken();
  const summary = await apiRequest<EducatorInsights>('GET', '/api/users/educator/insights', { token });
  const [busiest] = [...summary.body.courses].sort((a, b) => b.enrolled - a.enrolled);
  if (!busiest || busiest.enrolled === 0) throw new Error('the seed gives the demo educator no enrolments');
  return (await apiRequest<CourseInsights>('GET', `/api/courses/${busiest.id}/insights`, { token })).body;
}

/** A chart card's figures, through its table view (the accessible form of the chart). */
async function tableOf(page: Page, title: string): Promise<Locator> {
  const card = page.getByRole('region', { name: title, exact: true });
  await card
    .getByRole('group', { name: `Show ${title} as` })
    .getByRole('button', { name: 'Table' })
    .click();
  return card.getByRole('table');
}

const rowOf = (table: Locator, name: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name, exact: false }) })
    .first();

test.describe('course insights', ANY_DATABASE, () => {
  test('the educator opens Insights from the course page and reads the funnel and the drop-off of seeded activity', async ({ page, signIn }) => {
    const insights = await busiestCourse();
    const { course, funnel, lessons } = insights;
    expect(funnel.started).toBeGreaterThan(0);
    const most = lessons.reduce((top, lesson) => (lesson.stopped > top.stopped ? lesson : top), lessons[0]!);
    expect(most.stopped, 'the seed has learners who stopped mid-course').toBeGreaterThan(0);

    await signIn('educator');
    await page.goto(paths.educator.course(course.id));
    await page.getByRole('link', { name: 'Insights' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.educator.insights(course.id)}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Insights: ${course.title}` })).toBeVisible();

    // The funnel's chart is drawn, and its table holds the API's counts.
    await expect(page.getByRole('img', { name: 'Completion funnel' }).locator('svg').first()).toBeVisible();
    const funnelTable = await tableOf(page, 'Completion funnel');
    for (const [stage, count] of [
      ['Enrolled', funnel.enrolled],
      ['Started', funnel.started],
      ['Half way', funnel.halfway],
      ['Completed', funnel.completed],
    ] as const) {
      await expect(rowOf(funnelTable, stage).getByRole('cell').first()).toHaveText(String(count));
    }

    // The drop-off names the lesson after which most stop, and its table holds each lesson's figures.
    await expect(page.getByText(`Most learners who stop do so after “Lesson ${most.position}: ${most.title}”`)).toBeVisible();
    const dropOff = await tableOf(page, 'Lesson drop-off');
    const first = lessons[0]!;
    await expect(rowOf(dropOff, `Lesson ${first.position}: ${first.title}`).getByRole('cell')).toHaveText([
      String(first.reached),
      String(first.watchedThrough),
      String(first.stopped),
    ]);
    await expect(rowOf(dropOff, `Lesson ${most.position}: ${most.title}`).getByRole('cell').last()).toHaveText(String(most.stopped));
  });

  test('on a phone the charts fill the width without the page scrolling sideways', async ({ page, signIn }) => {
    const { course } = await busiestCourse();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn('educator');
    await page.goto(paths.educator.insights(course.id));
    for (const title of ['Enrollments per week', 'Completion funnel', 'Lesson drop-off']) {
      const chart = page.getByRole('img', { name: title, exact: true });
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('svg').first()).toBeVisible();
      const box = await chart.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});
