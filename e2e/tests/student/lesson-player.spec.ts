import type { Locator, Page } from '@playwright/test';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { expect, test } from '../../fixtures/test';
import { createCourse, enroll, tokenOf, uniqueName } from '../../fixtures/api-client';
import { fakeYouTubePlayer } from '../../fixtures/fake-youtube';
import { LoginPage } from '../../pages/login-page';
import { VideoPlayerPage } from '../../pages/student-pages';
import { watcher } from './student-accounts';
import { ANY_DATABASE } from '../../fixtures/databases';

/** A course of three lessons over two modules, the demo student enrolled in it (a course of its own: nothing else moves). */
async function courseOfThree(title: string) {
  const course = await createCourse({
    title: uniqueName(title),
    price: 0,
    approved: true,
    modules: [
      { title: 'Basics', videos: ['Tools', 'Materials'] },
      { title: 'Practice', videos: ['First piece'] },
    ],
  });
  const lessons = course.modules.flatMap((module) => module.videos);
  await enroll(await tokenOf(watcher), course.id);
  return { course, lessons };
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element is not laid out');
  return found;
};

/** The document is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBe(innerWidth);
}

test.describe('the lesson player', ANY_DATABASE, () => {
  test('fills the window: its own bar, no site footer or sidebar, the lessons beside the video at 1366 px and below it at 390 px', async ({
    page,
  }) => {
    const { course, lessons } = await courseOfThree('Focused Pottery');
    const [first] = lessons;
    if (!first) throw new Error('the course has no lesson');
    await fakeYouTubePlayer(page, { duration: 600, rate: 1 });
    await page.setViewportSize({ width: 1366, height: 900 });
    await new LoginPage(page).signInAs(watcher);

    const player = new VideoPlayerPage(page);
    await player.goto(course.id, first.id);
    const video = page.getByRole('group', { name: 'Fake YouTube player' });
    await expect(video).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByText(course.title, { exact: true })).toBeVisible();
    await expect(page.getByText('Video 1 of 3 · Course progress 0%')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '0');

    // Beside the video on a laptop.
    await expect(player.sidebar).toBeVisible();
    await expect(player.showSidebar).toBeHidden();
    const [wideVideo, wideList] = [await box(video), await box(player.sidebar)];
    expect(wideList.x).toBeGreaterThanOrEqual(wideVideo.x + wideVideo.width);
    expect(wideList.y).toBeLessThan(wideVideo.y + wideVideo.height);
    await expectNoSidewaysScroll(page);

    // Below it on a phone, once asked for.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(player.sidebar).toBeHidden();
    await player.showSidebar.click();
    await expect(player.sidebar).toBeVisible();
    await expect(player.sidebar.locator('[aria-current="page"]')).toBeVisible();
    const [narrowVideo, narrowList] = [await box(video), await box(player.sidebar)];
    expect(narrowList.y).toBeGreaterThanOrEqual(narrowVideo.y + narrowVideo.height);
    expect(narrowList.x + narrowList.width).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test("marks a lesson watched and follows 'Next lesson', keys included; the last lesson leads back to the course page", async ({ page }) => {
    const { course, lessons } = await courseOfThree('Onward Weaving');
    const [first, second, third] = lessons;
    if (!first || !second || !third) throw new Error('the course needs three lessons');
    await fakeYouTubePlayer(page, { duration: 600, rate: 1 });
    await new LoginPage(page).signInAs(watcher);

    const player = new VideoPlayerPage(page);
    await player.goto(course.id, first.id);
    const video = page.getByRole('group', { name: 'Fake YouTube player' });
    await expect(video).toBeVisible();
    const nextLesson = page.getByRole('link', { name: 'Next lesson' });
    await expect(nextLesson).toHaveCount(0);

    await player.markWatched.click();
    await expect(player.watched).toBeDisabled();
    await expect(page.getByText('Course progress 33%')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Up next' })).toContainText(`Up next: ${second.title}`);
    await expect(player.sidebar.getByRole('link', { name: new RegExp(second.title) })).toContainText('Up next');
    await nextLesson.click();
    await expect(page).toHaveURL(new RegExp(`/course/${course.id}/video/${second.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();

    // The keys: '>' plays faster (and the next lesson keeps the speed), 'm' marks it watched, 'n' goes on.
    await expect(video).toBeVisible();
    await page.keyboard.press('>');
    await expect(page.getByRole('button', { name: 'Speed 1.25x' })).toBeVisible();
    await expect(video.getByRole('status')).toHaveText('At 0:00, 1.25x');
    await page.keyboard.press('m');
    await expect(player.watched).toBeDisabled();
    await page.keyboard.press('n');
    await expect(page).toHaveURL(new RegExp(`/course/${course.id}/video/${third.id}$`));
    await expect(video.getByRole('status')).toHaveText('At 0:00, 1.25x');
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toContainText('Play or pause');
    await help.getByRole('button', { name: 'Close' }).click();

    // The last lesson: the course is complete, and the page leads back to the course.
    await player.markWatched.click();
    const end = page.getByRole('region', { name: 'End of the course' });
    await expect(end).toContainText('Course complete');
    await end.getByRole('link', { name: 'Go to the course page' }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${course.id}$`));
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test("says the video can't be played here, with a link to YouTube, when YouTube cannot be reached", async ({ page }) => {
    const { course, lessons } = await courseOfThree('Offline Glazing');
    const [first] = lessons;
    if (!first) throw new Error('the course has no lesson');
    // The machine is offline; made certain, and at once, where it is not.
    await page.route('https://www.youtube.com/iframe_api', (route) => route.abort('internetdisconnected'));
    await new LoginPage(page).signInAs(watcher);

    const player = new VideoPlayerPage(page);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await player.goto(course.id, first.id);
      await expect(page.getByRole('alert').filter({ hasText: "This video can't be played here." })).toBeVisible();
      const link = page.getByRole('link', { name: 'Watch on YouTube' });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      // No dark, empty frame: no frame at all.
      await expect(page.locator('iframe')).toHaveCount(0);
      // The rest of the lesson works.
      await expect(player.markWatched).toBeEnabled();
      await expectNoSidewaysScroll(page);
    }
    await expect(page).toHaveURL(new RegExp(`${paths.student.video(course.id, first.id)}$`));
  });
});
