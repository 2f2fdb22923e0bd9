import { test } from '../fixtures/test';
import { apiSignIn, firstEnrolledVideo } from '../fixtures/api-client';
import { demoAccounts } from '../fixtures/demo-accounts';

test('screenshots', async ({ browser }) => {
  test.setTimeout(180_000);
  const base = test.info().project.use.baseURL as string;
  const maya = await apiSignIn(demoAccounts.student.email, demoAccounts.student.password);
  const { courseId, videoId } = await firstEnrolledVideo(maya.token);
  for (const [label, width, height] of [['phone', 390, 844], ['laptop', 1280, 800]] as const) {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addCookies([{ name: 'lectern_session', value: maya.token, url: base, httpOnly: true }]);
    await context.addInitScript(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('lms_user', u); }, [maya.token, JSON.stringify(maya.user)] as const);
    const page = await context.newPage();
    for (const [name, path] of [['dashboard', '/student'], ['my-learning', '/my-learning'], ['course', `/course/${courseId}`], ['lesson', `/course/${courseId}/video/${videoId}`]]) {
      await page.goto(path);
      await page.locator('html[data-interactive]').waitFor();
      await page.waitForTimeout(800);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      console.log(label, name, 'sideways overflow', scroll);
      await page.screenshot({ path: `/tmp/shots/${label}-${name}.png`, fullPage: false });
    }
    await context.close();
  }
});
