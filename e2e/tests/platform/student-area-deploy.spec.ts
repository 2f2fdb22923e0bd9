import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '../../fixtures/test';
import { stackFile, type StackInfo } from '../../fixtures/stack-config';
import { apiSignIn } from '../../fixtures/api-client';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { RENDER_SESSION_COOKIE, signInContext } from '../../fixtures/render-session';
import { studentGreeting } from '../../pages/dashboard-page';
import { ANY_DATABASE } from '../../fixtures/databases';

const SUBTITLE = 'Pick up where you left off and keep learning.';
const COOKIE = RENDER_SESSION_COOKIE;
const stack = () => JSON.parse(fs.readFileSync(stackFile, 'utf8')) as StackInfo;
const shellUrl = () => test.info().project.use.baseURL as string;

async function dashboardHtml(token: string): Promise<string> {
  return (await fetch(new URL('/student', shellUrl()), { headers: { cookie: `${COOKIE}=${token}` }, redirect: 'manual' })).text();
}

/** Polls the student's server-rendered dashboard until it satisfies `check` (the shell asks the area's manifest again every second). */
async function expectDashboard(token: string, check: (html: string) => boolean, message: string): Promise<string> {
  let html = '';
  await expect.poll(async () => check((html = await dashboardHtml(token))), { message, timeout: 20_000, intervals: [250, 500, 1000] }).toBe(true);
  return html;
}

/**
 * A new release of mf-student, as its build would write it, with the dashboard's subtitle changed: the browser chunk
 * that holds the text (and its precompressed copies), and a new server bundle (a new file, as its content hash names
 * it) with a manifest naming it and its SHA-256. Written beside the old files on the area's origin, as a CDN upload
 * puts them. (A text replacement instead of a webpack build: the build takes minutes on a small machine, and what is
 * tested is the shell's side of a deploy.)
 */
function deployWithSubtitle(served: string, subtitle: string): void {
  const replace = (file: string) => fs.readFileSync(file, 'utf8').split(SUBTITLE).join(subtitle);
  for (const name of fs.readdirSync(served)) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(served, name);
    if (!fs.readFileSync(file, 'utf8').includes(SUBTITLE)) continue;
    const code = replace(file);
    fs.writeFileSync(file, code);
    if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(code));
    if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(code));
  }
  const serverDir = path.join(served, 'server');
  const manifestFile = path.join(serverDir, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { entry: string; sha256: string };
  const bundle = replace(path.join(serverDir, manifest.entry));
  const sha256 = createHash('sha256').update(bundle).digest('hex');
  const entry = `ssr.${sha256.slice(0, 10)}.cjs`;
  fs.writeFileSync(path.join(serverDir, entry), bundle);
  fs.writeFileSync(manifestFile, JSON.stringify({ ...manifest, entry, sha256 }, null, 2));
}

test.describe('the student area deploys on its own', ANY_DATABASE, () => {
  test("a redeployed mf-student changes the student's server-rendered page while the shell server keeps running", async ({ page, context }) => {
    const { distDirs, pids } = stack();
    const served = distDirs.mf_student!;
    const backup = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-mf-student-before-'));
    fs.cpSync(served, backup, { recursive: true });
    const maya = await apiSignIn(demoAccounts.student.email, demoAccounts.student.password);
    const subtitle = `Your courses, redeployed ${Date.now().toString(36)}.`;
    try {
      expect(await dashboardHtml(maya.token)).toContain(SUBTITLE);
      deployWithSubtitle(served, subtitle);
      const html = await expectDashboard(maya.token, (text) => text.includes(subtitle), 'the server renders the new subtitle');
      expect(html).not.toContain(SUBTITLE);
      expect(() => process.kill(pids.staticServers!, 0)).not.toThrow();
      // The browser runs the same deploy: the page hydrates onto the text it was served with.
      await signInContext(context, shellUrl(), maya);
      await page.goto('/student');
      await page.locator('html[data-interactive]').waitFor();
      await expect(page.getByText(subtitle)).toBeVisible();
    } finally {
      fs.rmSync(served, { recursive: true, force: true });
      fs.cpSync(backup, served, { recursive: true });
      fs.rmSync(backup, { recursive: true, force: true });
    }
    await expectDashboard(maya.token, (text) => text.includes(SUBTITLE), 'the previous deploy is back');
  });

  test("with mf-student's server bundle unreachable the dashboard still renders, in the browser", async ({ page, context, consoleErrors }) => {
    const maya = await apiSignIn(demoAccounts.student.email, demoAccounts.student.password);
    const manifest = path.join(stack().distDirs.mf_student!, 'server', 'manifest.json');
    fs.renameSync(manifest, `${manifest}.away`);
    try {
      const html = await expectDashboard(maya.token, (text) => !text.includes(SUBTITLE), 'the shell sends the page to render in the browser');
      expect(html).toMatch(/<div id="?root"?><\/div>/);
      await signInContext(context, shellUrl(), maya);
      await page.goto('/student');
      await expect(page.getByRole('heading', { name: studentGreeting(maya.user.name, 'returning') })).toBeVisible();
      await expect(page.getByText(SUBTITLE)).toBeVisible();
    } finally {
      fs.renameSync(`${manifest}.away`, manifest);
    }
    await expectDashboard(maya.token, (text) => text.includes(SUBTITLE), 'server rendering is back');
    expect(consoleErrors.messages.filter((message) => message.startsWith('[pageerror]'))).toEqual([]);
  });
});
