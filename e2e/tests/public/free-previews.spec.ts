import { paths } from '@lectern/shared-sdk/routing/paths';
import { expect, test } from '../../fixtures/test';
import { apiRequest, createCourse, educatorToken, uniqueName } from '../../fixtures/api-client';
import { gotoInteractive } from '../../pages/interactive';
import { ANY_DATABASE } from '../../fixtures/databases';

const previewId = 'dQw4w9WgXcQ';
const paidId = 'M7lc1UVf-VE';

test(
  'a visitor plays a free preview from the course page; another lesson shows no player and its address reaches them in no response',
  ANY_DATABASE,
  async ({ page }) => {
    const token = await educatorToken();
    const course = await createCourse({ title: uniqueName('Preview Pottery'), price: 39, approved: true, modules: [{ title: 'Clay' }] });
    const moduleId = course.modules[0]!.id;
    const lesson = async (title: string, youtubeId: string, isPreview: boolean) => {
      const body = { moduleId, title, youtubeUrl: `https://www.youtube.com/watch?v=${youtubeId}`, duration: '10m', isPreview };
      expect((await apiRequest('POST', '/api/videos', { token, body })).status).toBe(201);
    };
    await lesson('Wedging the Clay', previewId, true);
    await lesson('Throwing a Bowl', paidId, false);

    // Everything the visitor's browser receives from our origins: the page, its data, the API's answers.
    const received: string[] = [];
    page.on('response', async (response) => {
      if (!/^http:\/\/(localhost|127\.0\.0\.1)/.test(response.url())) return;
      received.push(await response.text().catch(() => ''));
    });

    await gotoInteractive(page, paths.courseDetail(course.id));
    await page.getByRole('button', { name: /Module 1: Clay/ }).click();
    await expect(page.getByRole('button', { name: 'Watch the free preview: Throwing a Bowl' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Watch the free preview: Wedging the Clay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Free preview: Wedging the Clay' });
    await expect(dialog.locator('iframe')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${previewId}`);
    await dialog.getByRole('button', { name: 'Close the preview' }).click();
    await expect(dialog).toHaveCount(0);

    expect(received.some((text) => text.includes(previewId))).toBe(true);
    expect(received.filter((text) => text.includes(paidId))).toEqual([]);
  },
);
