import { paths } from '@lectern/shared-sdk/routing/paths';
import { expect, test } from '../../fixtures/test';
import { LoginPage } from '../../pages/login-page';
import { learner } from './student-accounts';
import { firstEnrolledVideo, tokenOf } from '../../fixtures/api-client';
import { presentationFindings, PRESENTATION } from '../../fixtures/axe';

test.describe('student pages accessibility', () => {
  test(
    'the student pages: axe finds no violation on a phone and a laptop, and none scrolls sideways at 390, 800 or 1366 px',
    PRESENTATION,
    async ({ page, makeAxeBuilder }) => {
      // Eleven pages, each loaded once and checked at three widths.
      test.setTimeout(180_000);
      const { courseId, videoId } = await firstEnrolledVideo(await tokenOf(learner));
      await new LoginPage(page).signInAs(learner);

      const pages: { path: string; ready: string | RegExp }[] = [
        { path: paths.student.dashboard(), ready: 'Continue Learning' },
        { path: paths.student.myLearning(), ready: 'My Learning' },
        { path: paths.student.learn(courseId), ready: 'Course Content' },
        // The lesson's list sits behind a button on a phone: its bar's way back is there at every width.
        { path: paths.student.video(courseId, videoId), ready: 'Back to Course' },
        { path: paths.student.cart(), ready: 'Shopping Cart' },
        { path: paths.student.wishlist(), ready: 'Wishlist' },
        { path: paths.student.purchases(), ready: 'Purchases' },
        { path: paths.student.profile(), ready: 'Profile sections' },
        { path: paths.roleNotifications('student'), ready: 'Notifications' },
        { path: paths.roleNotificationSettings('student'), ready: 'Notification settings' },
        // The course's own page, as its student sees it.
        { path: paths.courseDetail(courseId), ready: /\S/ },
      ];
      const failures = await presentationFindings(
        page,
        makeAxeBuilder,
        pages.map(({ path, ready }) => ({
          path,
          ready: async (shown) => {
            await expect(
              shown
                .getByRole('heading', { name: ready })
                .or(shown.getByRole('tablist', { name: ready }))
                .or(shown.getByRole('link', { name: ready }))
                .first(),
            ).toBeVisible();
            await expect(shown.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
          },
        })),
      );
      expect(failures).toEqual([]);
    },
  );
});
