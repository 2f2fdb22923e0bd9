import { test } from '../fixtures/test';
import { apiSignIn, myEnrollments } from '../fixtures/api-client';
import { demoAccounts } from '../fixtures/demo-accounts';

test('bytes per page', async ({ browser }) => {
  test.setTimeout(120_000);
  const base = test.info().project.use.baseURL as string;
  const maya = await apiSignIn(demoAccounts.student.email, demoAccounts.student.password);
  const [first] = await myEnrollments(maya.token);
  for (const path of (process.env.PAGES ?? `/,/courses/1,/student,/course/${first!.courseId.id}`).split(',')) {
    const context = await browser.newContext();
    if (path !== '/' && !path.startsWith('/courses')) {
      await context.addCookies([{ name: 'lectern_session', value: maya.token, url: base, httpOnly: true }]);
      await context.addInitScript(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('lms_user', u); }, [maya.token, JSON.stringify(maya.user)] as const);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const sizes = new Map<string, { url: string; bytes: number; type: string }>();
    cdp.on('Network.requestWillBeSent', (e) => { if (/\/(5999|3462|6025)\./.test(e.request.url)) console.log('INIT', e.request.url.slice(-20), JSON.stringify(e.initiator).slice(0, 1500)); });
    cdp.on('Network.responseReceived', (e) => sizes.set(e.requestId, { url: e.response.url, bytes: 0, type: e.type }));
    cdp.on('Network.loadingFinished', (e) => { const s = sizes.get(e.requestId); if (s) s.bytes = e.encodedDataLength; });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const list = [...sizes.values()].sort((a, b) => b.bytes - a.bytes);
    const total = list.reduce((sum, s) => sum + s.bytes, 0);
    console.log(`\n== ${path}: ${(total / 1024).toFixed(1)} KiB in ${list.length} requests`);
    for (const s of list) console.log(`${(s.bytes / 1024).toFixed(1).padStart(7)} ${s.type.padEnd(10)} ${s.url.replace(/^https?:\/\/[^/]+/, (m) => m.slice(-5))}`);
    await context.close();
  }
});
