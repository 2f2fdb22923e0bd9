import { paths } from '@lectern/shared-sdk/routing/paths';
import { expect, test } from '../../fixtures/test';
import { LoginPage } from '../../pages/login-page';
import { learner } from './student-accounts';
import { firstEnrolledVideo, tokenOf } from '../../fixtures/api-client';
import { atEveryWidth, axeFindings, PRESENTATION } from '../../fixtures/axe';

test.describe('student pages accessibility', () => {
  test('axe finds no violation on the student pages, on a phone and a laptop', PRESENTATION, async ({ page, makeAxeBuilder }) => {
    test.setTimeout(180_000);
    const { courseId, videoId } = await firstEnrolledVideo(await tokenOf(learner));
    await new LoginPage(page).signInAs(learner);

    const pages: { path: string; ready: string }[] = [
      { path: paths.student.dashboard(), ready: 'Continue Learning' },
      { path: paths.student.myLearning(), ready: 'My Learning' },
      { path: paths.student.learn(courseId), ready: 'Course Content' },
      // The lesson's list sits behind a button on a phone: its bar's way back is there at every width.
      { path: paths.student.video(courseId, videoId), ready: 'Back to Course' },
      { path: paths.student.cart(), ready: 'Shopping Cart' },
      { path: paths.student.wishlist(), ready: 'Wishlist' },
      { path: paths.student.purchases(), ready: 'Purchases' },
      { path: paths.student.profile(), ready: 'Profile sections' },
    ];
    const failures = await atEveryWidth(page, async (width) => {
      const found: string[] = [];
      for (const { path, ready } of pages) {
        await page.goto(path);
        await expect(
          page
            .getByRole('heading', { name: ready })
            .or(page.getByRole('tablist', { name: ready }))
            .or(page.getByRole('link', { name: ready }))
            .first(),
        ).toBeVisible();
        await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
        found.push(...(await axeFindings(makeAxeBuilder, `${path} at ${width} px`)));
      }
      return found;
    });
    expect(failures).toEqual([]);
  });
});
