// @ts-check
// First-load JavaScript of the public pages, measured in Chromium against a running platform (BENCH_URL, started
// by scripts/bench.mjs), gzip-compressed (level 9, the unit of QUALITY.md's budget) and as transferred:
//  - 'first render': the scripts requested before the page's content is on screen (what a visitor waits for);
//  - 'until idle': every script loaded until the network is idle, including the other public pages that the
//    public area prefetches once the browser is idle.
// /student is measured signed in as the demo student (through the API at BENCH_API_URL; see sessions.mjs).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { endedOn, SESSION_COOKIE, signIn, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './sessions.mjs';

const BUDGET_KB = 167;
const base = process.env.BENCH_URL;
if (!base) throw new Error('BENCH_URL is not set (run npm run bench from the repository root)');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
});

/** @typedef {{ url: string; raw: number; gzip: number; transferred: number }} Script */
/** @typedef {Window & { __lecternRenderedAt?: number }} BenchWindow */

/**
 * What never settles for the page's sake (e2e/pages/network-quiet.ts has the same list): the live notification stream
 * (shared-sdk NOTIFICATION_STREAM_PATH) stays open as long as a signed-in page does, and a telemetry beacon may never be
 * reported finished. With them, Playwright's `networkidle` never comes to a signed-in page.
 */
const UNSETTLED = new Set(['/api/notifications/stream', '/api/telemetry']);

/**
 * `networkidle` but for those: resolves once no other request has been in flight for half a second. Call before the
 * navigation; the function it answers waits (30 s at most).
 * @param {import('@playwright/test').Page} page
 */
function networkQuiet(page) {
  /** @type {Set<import('@playwright/test').Request>} */
  const inFlight = new Set();
  let changedAt = Date.now();
  page.on('request', (request) => {
    if (UNSETTLED.has(new URL(request.url()).pathname)) return;
    inFlight.add(request);
    changedAt = Date.now();
  });
  const settled = (/** @type {import('@playwright/test').Request} */ request) => {
    if (inFlight.delete(request)) changedAt = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return async () => {
    const deadline = Date.now() + 30_000;
    while (inFlight.size > 0 || Date.now() - changedAt < 500) {
      if (Date.now() > deadline) throw new Error(`the page's requests did not settle: ${[...inFlight].map((request) => request.url()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

/**
 * `session`: signs the page in as a sign-in would (localStorage items and the HttpOnly cookie on the shell's origin).
 * @param {string} path
 * @param {(page: import('@playwright/test').Page) => Promise<void>} ready
 * @param {import('./sessions.mjs').Session} [session]
 */
async function measure(path, ready, session) {
  const context = await browser.newContext();
  if (session) {
    await context.addCookies([{ name: SESSION_COOKIE, value: session.token, url: base ?? '', httpOnly: true, sameSite: 'Lax' }]);
    const items = { [TOKEN_STORAGE_KEY]: session.token, [USER_STORAGE_KEY]: JSON.stringify(session.user) };
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, items);
  }
  const page = await context.newPage();
  /** @type {Script[]} */
  const scripts = [];
  // The moment the page's content (its first h1) is in the document, on the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.querySelector('h1')) {
        /** @type {BenchWindow} */ (window).__lecternRenderedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      const sizes = await response.request().sizes();
      scripts.push({
        url: response.url(),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        transferred: sizes.responseBodySize,
      });
    } catch {
      // a script aborted by a navigation has no body
    }
  });
  const quiet = networkQuiet(page);
  const started = Date.now();
  await page.goto(new URL(path, base).href, { waitUntil: 'commit' });
  await ready(page);
  await quiet();
  const elapsed = Date.now() - started;
  if (!endedOn(page.url(), path)) {
    throw new Error(`${path} ended on ${page.url()}${session ? `: the page did not render signed in as ${session.user.email}` : ''}`);
  }
  const { renderedAt, requestedBefore } = await page.evaluate(() => {
    const at = /** @type {BenchWindow} */ (window).__lecternRenderedAt ?? Infinity;
    const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
    const early = resources.filter((entry) => entry.initiatorType === 'script' && entry.startTime < at);
    return { renderedAt: at, requestedBefore: early.map((entry) => entry.name) };
  });
  await context.close();
  /** @param {'raw' | 'gzip' | 'transferred'} key */
  const sum = (key, list = scripts) => list.reduce((total, script) => total + script[key], 0);
  const firstRender = scripts.filter((script) => requestedBefore.includes(script.url));
  const renderedAfter = Math.round(renderedAt);
  return {
    path: session ? `student:${path}` : path,
    requests: scripts.length,
    raw: sum('raw'),
    gzip: sum('gzip'),
    transferred: sum('transferred'),
    elapsed,
    scripts,
    firstRender: { requests: firstRender.length, gzip: sum('gzip', firstRender), elapsed: renderedAfter },
  };
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pages = [
  await measure('/', (page) => page.getByRole('heading', { level: 1 }).first().waitFor()),
  await measure('/courses', (page) => page.getByText(/Showing [\d–]+ of \d+ courses/).waitFor()),
  await measure('/courses/1', (page) => page.getByRole('heading', { level: 1 }).first().waitFor()),
  await measure('/student', (page) => page.getByRole('heading', { level: 1 }).first().waitFor(), await signIn(process.env.BENCH_API_URL, 'student')),
];
await browser.close();

console.table(
  pages.map((result) => ({
    page: result.path,
    'first render: scripts': result.firstRender.requests,
    'gzip -9': kb(result.firstRender.gzip),
    'on screen after': `${result.firstRender.elapsed} ms`,
    'until idle: scripts': result.requests,
    'gzip -9 ': kb(result.gzip),
    transferred: kb(result.transferred),
    'idle after': `${result.elapsed} ms`,
  })),
);
const home = pages[0];
if (!home) throw new Error('no page was measured');
const verdict = (/** @type {number} */ bytes) => (bytes / 1024 <= BUDGET_KB ? 'met' : 'NOT met');
console.log(
  `first-load JS of /: ${kb(home.firstRender.gzip)} gzip before first render (budget ${BUDGET_KB} KB: ${verdict(home.firstRender.gzip)}), ` +
    `${kb(home.gzip)} until idle (${verdict(home.gzip)})`,
);
console.log('largest scripts of /:');
for (const script of [...home.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
  console.log(`  ${kb(script.gzip).padStart(9)}  ${script.url.replace(/^https?:\/\/(localhost|127\.0\.0\.1)/, '')}`);
}
const byOrigin = new Map();
for (const script of home.scripts) {
  const origin = new URL(script.url).origin;
  const entry = byOrigin.get(origin) ?? { origin, scripts: 0, gzip: 0 };
  entry.scripts += 1;
  entry.gzip += script.gzip;
  byOrigin.set(origin, entry);
}
console.log('scripts of / by origin:');
for (const entry of byOrigin.values()) console.log(`  ${entry.origin}  ${entry.scripts} scripts, ${kb(entry.gzip)} gzip`);
