import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { apiRequest, apiSignIn, firstEnrolledVideo } from '../../fixtures/api-client';
import { ANY_DATABASE } from '../../fixtures/databases';
import { demoAccounts, type DemoRole } from '../../fixtures/demo-accounts';
import { signInContext } from '../../fixtures/render-session';
import { e2eRoot } from '../../fixtures/stack-config';
import { NetworkQuiet } from '../../pages/network-quiet';

/**
 * Byte budgets (issue 49): what each page's first load transfers in compressed JavaScript and CSS, against the budget
 * written beside it in e2e/byte-budgets.json. Counted as the browser received it (the encoded bodies of every script
 * and stylesheet until the page's requests settle) on the production builds the suite runs, in a phone's viewport as
 * the bench's Lighthouse runs: its figures are the scripts and styles of the bench's bytes column. Bytes, not time:
 * the same build gives the same figure.
 */
interface Budgets {
  goalKiB: number;
  pages: Record<string, number>;
}
const budgets = JSON.parse(fs.readFileSync(path.join(e2eRoot, 'byte-budgets.json'), 'utf8')) as Budgets;

/** `role:/path` signed in as that demo account, `/path` signed out; `{name}`s are ids the account has. */
function parseEntry(entry: string): { role: DemoRole | null; template: string } {
  const match = /^(student|educator|admin):(\/.*)$/.exec(entry);
  return match ? { role: match[1] as DemoRole, template: match[2] ?? '/' } : { role: null, template: entry };
}

async function idsFor(role: DemoRole | null, token: string | null): Promise<Record<string, number>> {
  if (role === 'student' && token) return firstEnrolledVideo(token);
  if (role === 'educator' && token) {
    const answer = await apiRequest<{ id: number }[] | { courses: { id: number }[] }>('GET', '/api/courses/my', { token });
    const courses = Array.isArray(answer.body) ? answer.body : answer.body.courses;
    return { courseId: courses[0]?.id ?? 0 };
  }
  return { courseId: 1 };
}

/** The encoded bytes of the scripts and stylesheets a page loads until its requests settle. */
async function firstLoadBytes(page: Page, address: string): Promise<{ bytes: number; files: number }> {
  const network = new NetworkQuiet(page);
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') {
      sizes.push(request.sizes().then((size) => size.responseBodySize));
    }
  });
  await page.goto(address);
  await page.locator('html[data-interactive]').waitFor();
  await network.settled();
  const all = await Promise.all(sizes);
  return { bytes: all.reduce((sum, size) => sum + size, 0), files: all.length };
}

test.describe('byte budgets', ANY_DATABASE, () => {
  for (const [entry, budgetKiB] of Object.entries(budgets.pages)) {
    test(`${entry}: the first load's compressed JavaScript and CSS stay within ${budgetKiB} KiB`, async ({ browser, baseURL }) => {
      const { role, template } = parseEntry(entry);
      const session = role ? await apiSignIn(demoAccounts[role].email, demoAccounts[role].password) : null;
      // Lighthouse's phone (the bench's figures): what is below the fold there, such as a dashboard's charts, loads later.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      try {
        if (session) await signInContext(context, baseURL ?? '', session);
        const ids = await idsFor(role, session?.token ?? null);
        const address = template.replace(/\{(\w+)\}/g, (_whole, name: string) => String(ids[name]));
        const page = await context.newPage();
        const { bytes, files } = await firstLoadBytes(page, address);
        const kib = Math.round((bytes / 1024) * 10) / 10;
        // Printed for every page, so a run shows how far each is from its budget and from the goal.
        console.log(`[bytes] ${entry} (${address}): ${kib} KiB in ${files} files; budget ${budgetKiB} KiB, goal ${budgets.goalKiB} KiB`);
        expect(new URL(page.url()).pathname, `${entry} rendered where it was asked`).toBe(address.split('?')[0]);
        expect(kib, `${entry}: ${kib} KiB of compressed JavaScript and CSS, over its budget of ${budgetKiB} KiB`).toBeLessThanOrEqual(budgetKiB);
      } finally {
        await context.close();
      }
    });
  }
});
