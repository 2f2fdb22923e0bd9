import { expect, test } from '../../fixtures/test';
import { CataloguePage } from '../../pages/catalogue-page';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { CourseLearningPage, MyLearningPage, StudentDashboardPage, VideoPlayerPage } from '../../pages/student-pages';
import { learner } from './student-accounts';
import { coursesNewTo, firstEnrolledVideo, getCourse, tokenOf } from '../../fixtures/api-client';
import { ANY_DATABASE } from '../../fixtures/databases';

test.describe('learning as a student', ANY_DATABASE, () => {
  test('enrols in a free course from the catalogue, watches every video, completes and rates it', async ({ page }) => {
    const token = await tokenOf(learner);
    const [course] = (await coursesNewTo(token, 'free')).sort((a, b) => a.videoCount - b.videoCount);
    if (!course) throw new Error(`${learner.email} is enrolled in every free course of the seed`);
    const detail = await getCourse(course.id);
    const videos = detail.modules.flatMap((module) => module.videos);

    await new LoginPage(page).signInAs(learner);
    const dashboard = new StudentDashboardPage(page);
    const totalBefore = await dashboard.counterValue('Total Courses');
    const completedBefore = await dashboard.counterValue('Completed');

    const catalogue = new CataloguePage(page);
    await catalogue.goto();
    await catalogue.search.fill(course.title);
    const card = catalogue.cards.filter({ has: page.getByRole('heading', { name: course.title, exact: true }) });
    await card.getByRole('button', { name: 'Enroll', exact: true }).click();
    const layout = new Layout(page);
    await expect(layout.toast('Course Enrolled!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/course/${course.id}$`));

    const learning = new CourseLearningPage(page);
    await expect(learning.progress).toHaveAttribute('aria-valuenow', '0');
    await page.getByRole('link', { name: 'Start Course' }).click();

    const player = new VideoPlayerPage(page);
    for (const [index, video] of videos.entries()) {
      await expect(page).toHaveURL(new RegExp(`/course/${course.id}/video/${video.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
      await player.markWatched.click();
      await expect(player.watched).toBeDisabled();
      const expected = Math.floor(((index + 1) * 100) / videos.length);
      await expect(page.getByText(`Course progress ${expected}%`)).toBeVisible();
      if (index < videos.length - 1) await player.next.click();
    }

    await page.getByRole('link', { name: 'Back to Course' }).click();
    await expect(learning.progress).toHaveAttribute('aria-valuenow', '100');
    await learning.rate(5, 'Excellent');
    await expect(layout.toast('Thank you!')).toBeVisible();
    await expect(learning.ratedButton).toBeDisabled();

    const myLearning = new MyLearningPage(page);
    await myLearning.goto();
    await expect(myLearning.card(myLearning.completed, course.title)).toBeVisible();
    await expect(myLearning.card(myLearning.current, course.title)).toHaveCount(0);

    await dashboard.goto();
    await expect.poll(() => dashboard.counterValue('Total Courses')).toBe(totalBefore + 1);
    await expect.poll(() => dashboard.counterValue('Completed')).toBe(completedBefore + 1);

    const rated = await getCourse(course.id);
    expect(rated.rating).not.toBeNull();
    await catalogue.goto();
    await catalogue.search.fill(course.title);
    await expect(card.getByText(`Rating ${(rated.rating ?? 0).toFixed(1)}`)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Continue' })).toBeVisible();
  });

  test('collapses the Course Content sidebar at 800 px behind a floating toggle', async ({ page }) => {
    const token = await tokenOf(learner);
    const { courseId, videoId } = await firstEnrolledVideo(token);
    await page.setViewportSize({ width: 800, height: 900 });
    await new LoginPage(page).signInAs(learner);

    const player = new VideoPlayerPage(page);
    await player.goto(courseId, videoId);
    await expect(player.markWatched.or(player.watched)).toBeVisible();
    await expect(player.sidebar).toBeHidden();
    await player.showSidebar.click();
    await expect(player.sidebar).toBeVisible();
    await expect(player.sidebar.locator('[aria-current="page"]')).toBeVisible();
    await player.sidebar.getByRole('button', { name: 'Hide course content' }).click();
    await expect(player.sidebar).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(player.sidebar).toBeVisible();
    await expect(player.showSidebar).toBeHidden();
  });
});
