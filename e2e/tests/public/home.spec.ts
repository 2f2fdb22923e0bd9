import { formatStudentCount } from '@lectern/shared-sdk/core/format';
import { expect, test } from '../../fixtures/test';
import { getPublicStats, listCourses } from '../../fixtures/api-client';
import { HomePage } from '../../pages/home-page';
import { cardTitle } from '../../pages/course-cards';
import { ANY_DATABASE } from '../../fixtures/databases';

test.describe('home', ANY_DATABASE, () => {
  test('shows the statistics, the benefit blocks and the first three courses of the catalogue', async ({ page }) => {
    const [stats, catalogue] = await Promise.all([getPublicStats(), listCourses({ limit: 3 })]);
    expect(catalogue.courses.length, 'the seed has at least three approved courses').toBe(3);

    const home = new HomePage(page);
    await home.goto();

    await expect(home.statistic('Students')).toHaveText(formatStudentCount(stats.students));
    await expect(home.statistic('Courses')).toHaveText(`${stats.courses}+`);
    await expect(home.statistic('Success Rate')).toHaveText(`${stats.successRate ?? 95}%`);

    for (const benefit of ['Expert Instructors', 'Verified Certificates', 'Lifetime Access']) {
      await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
    }

    await expect(home.featuredHeading).toBeVisible();
    await expect(home.featuredCards).toHaveCount(3);
    await expect(cardTitle(home.featuredCards)).toHaveText(catalogue.courses.map((course) => course.title));
    await expect(home.featuredCards.getByRole('button', { name: /^(Enroll|Add to Cart)$/ })).toHaveCount(0);

    await expect(home.startLearningFree).toBeVisible();
    await home.viewAll.click();
    await expect(page).toHaveURL(/\/courses$/);
  });
});
