import { paths } from '@lectern/shared-sdk/routing/paths';
import { formatClock } from '@lectern/shared-sdk/core/duration';
import { expect, test } from '../../fixtures/test';
import { apiRequest, createCourse, enroll, tokenOf, uniqueName } from '../../fixtures/api-client';
import { fakeYouTubePlayer } from '../../fixtures/fake-youtube';
import { LoginPage } from '../../pages/login-page';
import { Layout } from '../../pages/layout';
import { VideoPlayerPage } from '../../pages/student-pages';
import type { LessonWatch } from '@lectern/shared-sdk/enrollments/schemas';
import { watcher } from './student-accounts';
import { ANY_DATABASE } from '../../fixtures/databases';

/** Lessons of 20 seconds played at twice the speed: 90 % of one is reached in about nine seconds. */
const lesson = { duration: 20, rate: 2 };

test.describe('watching lessons', ANY_DATABASE, () => {
  test('the player keeps the place: leave mid-lesson, come back to "Resume from", Continue Learning opens it, and 90 % played marks it watched', async ({
    page,
  }) => {
    const token = await tokenOf(watcher);
    const course = await createCourse({
      title: uniqueName('Resume Ceramics'),
      price: 0,
      approved: true,
      modules: [{ title: 'Clay', videos: ['Wedging', 'Centering'] }],
    });
    const [first] = course.modules.flatMap((module) => module.videos);
    if (!first) throw new Error('the course has no lesson');
    const enrollment = await enroll(token, course.id);
    await fakeYouTubePlayer(page, lesson);

    await new LoginPage(page).signInAs(watcher);

    // Play a few seconds, then leave the lesson: the page reports where it was left as it goes.
    const player = new VideoPlayerPage(page);
    await player.goto(course.id, first.id);
    const fake = page.getByRole('group', { name: 'Fake YouTube player' });
    await expect(page.getByRole('button', { name: /^Resume from/ })).toHaveCount(0);
    await fake.getByRole('button', { name: 'Play video' }).click();
    await expect(fake.getByRole('status')).toHaveText(/^At 0:(0[6-9]|1[0-2]), playing$/, { timeout: 10_000 });
    await page.getByRole('link', { name: 'Back to Course' }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${course.id}$`));

    const savedLesson = async () => {
      const { body } = await apiRequest<{ lessons: LessonWatch[] }>('GET', `/api/enrollments/${enrollment.id}/watch`, { token });
      return body.lessons.find((entry) => entry.videoId === first.id);
    };
    await expect.poll(async () => (await savedLesson())?.position ?? 0).toBeGreaterThanOrEqual(5);
    const saved = await savedLesson();
    if (!saved) throw new Error('no position was saved');
    expect(saved.position).toBeGreaterThanOrEqual(5);
    expect(saved.watchedSeconds).toBeGreaterThan(0);
    const resumeLabel = `Resume from ${formatClock(saved.position)}`;

    // 'Continue Learning' on the dashboard opens that lesson, which offers to resume at that second.
    await page.goto(paths.student.dashboard());
    await page.getByRole('link', { name: `Continue ${course.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${course.id}/video/${first.id}$`));
    await expect(page.getByRole('button', { name: resumeLabel })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
    await expect(fake.getByRole('status')).toHaveText(`At ${formatClock(Math.floor(saved.position))}`);

    // Resuming plays on from there; at 90 % of the lesson played it is watched without a click.
    await page.getByRole('button', { name: resumeLabel }).click();
    await expect(page.getByRole('button', { name: resumeLabel })).toHaveCount(0);
    await expect(player.watched).toBeDisabled({ timeout: 20_000 });
    await expect(new Layout(page).toast('Video marked as watched!')).toBeVisible();
    await expect(player.markWatched).toHaveCount(0);
    const { body } = await apiRequest<{ enrollment: { progress: number; watchedVideos: string[] } }>('GET', `/api/enrollments/${course.id}/my`, {
      token,
    });
    expect(body.enrollment).toMatchObject({ progress: 50, watchedVideos: [String(first.id)] });
  });
});
