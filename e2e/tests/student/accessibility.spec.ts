import { paths } from '@lectern/shared-sdk/routing/paths';
import { expect, test } from '../../fixtures/test';
import { LoginPage } from '../../pages/login-page';
import { learner } from './student-accounts';
import { firstEnrolledVideo, tokenOf } from '../../fixtures/api-client';

test.describe('student pages accessibility', () => {
  test('axe finds no serious or critical violation on the student pages', async ({ page, makeAxeBuilder }) => {
    const { courseId, videoId } = await firstEnrolledVideo(await tokenOf(learner));
    await new LoginPage(page).signInAs(learner);

    const pages: { path: string; ready: string }[] = [
      { path: paths.student.dashboard(), ready: 'Continue Learning' },
      { path: paths.student.myLearning(), ready: 'My Learning' },
      { path: paths.student.learn(courseId), ready: 'Course Content' },
      { path: paths.student.video(courseId, videoId), ready: 'Course Content' },
      { path: paths.student.cart(), ready: 'Shopping Cart' },
      { path: paths.student.wishlist(), ready: 'Wishlist' },
      { path: paths.student.profile(), ready: 'Profile sections' },
    ];
    for (const { path, ready } of pages) {
      await page.goto(path);
      await expect(
        page
          .getByRole('heading', { name: ready })
          .or(page.getByRole('tablist', { name: ready }))
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
      const results = await makeAxeBuilder().analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
      expect(serious).toEqual([]);
    }
  });
});
