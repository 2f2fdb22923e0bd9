// @ts-check
// Lighthouse 12 (mobile preset: simulated slow 4G and a 4x slower CPU) on the pages of a running platform (BENCH_URL,
// started by scripts/bench.mjs), in the system Chromium: the public pages signed out, and the student's, educator's
// and admin's pages signed in as the demo accounts (through the API at BENCH_API_URL). Each page is measured RUNS
// times (3 by default) and the median is printed against the targets of issues 13 and 33 and QUALITY.md, and written
// to e2e/.artifacts/bench-lighthouse.json. It measures; it does not fail a build.
//
// LIGHTHOUSE_PAGES chooses the pages, comma-separated: `/path` signed out, `role:/path` signed in (student, educator,
// admin); `{courseId}` and `{videoId}` in a path are a course of the account's and one of its lessons, asked of the API.
//
// Before each run the shell's origin is emptied (its storage, cookies included) and the HTTP cache cleared; a signed-in
// run then gets what a sign-in leaves (localStorage `token` and `lms_user`, the HttpOnly `lectern_session` cookie), and
// Lighthouse runs with its own storage reset off so that the session survives. A signed-in page that ends anywhere but
// where it was asked (on /login: the session was not taken) is an error, not a figure.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { endedOn, fillPath, parsePageEntry, preparedTab, signIn } from './sessions.mjs';

const base = process.env.BENCH_URL;
if (!base) throw new Error('BENCH_URL is not set (run npm run bench from the repository root)');
const origin = new URL(base).origin;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DEFAULT_PAGES = [
  '/',
  '/courses',
  '/courses/1',
  'student:/student',
  'student:/my-learning',
  'student:/course/{courseId}',
  'student:/course/{courseId}/video/{videoId}',
  'educator:/educator',
  'educator:/educator/courses/{courseId}',
  'admin:/admin',
];
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? DEFAULT_PAGES.join(',')).split(',').filter(Boolean).map(parsePageEntry);
const REPORT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.artifacts', 'bench-lighthouse.json');

/**
 * The bar for each figure: `at most` or `at least`. Signed-in pages have no SEO bar: no search engine sees them.
 * @type {Record<string, { atLeast?: number; atMost?: number; unit?: string; signedOut?: boolean }>}
 */
const targets = {
  performance: { atLeast: 95 },
  accessibility: { atLeast: 100 },
  seo: { atLeast: 100, signedOut: true },
  'best-practices': { atLeast: 100 },
  LCP: { atMost: 1500, unit: 'ms' },
  TBT: { atMost: 150, unit: 'ms' },
  CLS: { atMost: 0.02 },
  // The original client's transfer size (issue 33).
  KiB: { atMost: 190 },
};

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Lighthouse's own recording failures: the trace missed the page, nothing was measured; such a run is taken again. */
const recordingFailures = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'PROTOCOL_TIMEOUT']);

/** @typedef {ReturnType<typeof parsePageEntry> & { session: import('./sessions.mjs').Session | null; path: string }} Target */

/**
 * One Lighthouse run of a page: its scores, its figures and the audits it fails.
 * @param {import('puppeteer-core').Browser} browser
 * @param {Target} target
 * @returns {Promise<Run>}
 */
async function measure(browser, target, attempt = 1) {
  const page = await preparedTab(browser, origin, target.session);
  /** @type {import('lighthouse').RunnerResult | undefined} */
  let result;
  try {
    result = await lighthouse(
      new URL(target.path, base).href,
      {
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
      },
      undefined,
      page,
    );
  } finally {
    await page.close();
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${target.label}`);
  const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  if (runtimeError && recordingFailures.has(runtimeError.code) && attempt < 3) {
    console.warn(`Lighthouse lost the trace of ${target.label} (${runtimeError.code}); measuring again`);
    return measure(browser, target, attempt + 1);
  }
  if (runtimeError) throw new Error(`Lighthouse could not measure ${target.label}: ${runtimeError.code} ${runtimeError.message}`);
  if (!endedOn(finalDisplayedUrl, target.path)) {
    throw new Error(
      `${target.label} (${target.path}) ended on ${finalDisplayedUrl}` +
        (target.session
          ? `: the page did not render signed in as ${target.session.user.email}`
          : ' (a signed-in page? name its role: student:/student)'),
    );
  }
  const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (/** @type {string} */ id) => audits[id]?.numericValue ?? Number.NaN;
  const details = audits['network-requests']?.details;
  const requests = /** @type {{ resourceType?: string }[]} */ (details && 'items' in details ? details.items : []);
  const failing = (/** @type {string} */ id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => audits[ref.id]?.title ?? ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    'best-practices': score('best-practices'),
    LCP: numeric('largest-contentful-paint'),
    TBT: numeric('total-blocking-time'),
    CLS: numeric('cumulative-layout-shift'),
    FCP: numeric('first-contentful-paint'),
    KiB: numeric('total-byte-weight') / 1024,
    requests: requests.length,
    scripts: requests.filter((item) => item.resourceType === 'Script').length,
    finalUrl: finalDisplayedUrl,
    failing: Object.fromEntries(Object.keys(categories).map((id) => [id, failing(id)])),
  };
}

/**
 * @typedef {{
 *   performance: number; accessibility: number; seo: number; 'best-practices': number; LCP: number; TBT: number; CLS: number;
 *   FCP: number; KiB: number; requests: number; scripts: number; finalUrl: string; failing: Record<string, string[]>;
 * }} Run
 */

/**
 * Whether the figure meets its bar on this page: true, false, or null when it has none there.
 * @param {string} name
 * @param {number} value
 * @param {boolean} signedIn
 * @returns {boolean | null}
 */
const meets = (name, value, signedIn) => {
  const target = targets[name];
  if (!target || (signedIn && target.signedOut)) return null;
  return target.atLeast !== undefined ? value >= target.atLeast : value <= (target.atMost ?? Number.POSITIVE_INFINITY);
};
const mark = (/** @type {boolean | null | undefined} */ met) => (met === false ? ' ✗' : '');

// Sign each role in once, and fill the pages' paths with the ids its account has.
/** @type {Map<string, import('./sessions.mjs').Session>} */
const sessions = new Map();
/** @type {Target[]} */
const measured = [];
for (const entry of PAGES) {
  if (entry.role && !sessions.has(entry.role)) sessions.set(entry.role, await signIn(process.env.BENCH_API_URL, entry.role));
  const session = (entry.role ? sessions.get(entry.role) : null) ?? null;
  measured.push({ ...entry, session, path: fillPath(entry.template, session?.ids) });
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
/** @type {Record<string, string | number>[]} */
const rows = [];
/** @type {object[]} */
const summary = [];
/** @type {string[]} */
const notes = [];
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    for (const target of measured) {
      /** @type {Run[]} */
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, target));
      // The run whose performance score is the median stands for the page's failing audits; each figure is the median of its own.
      const middle = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
      if (!middle) throw new Error(`no run of ${target.label}`);
      const signedIn = target.session !== null;
      /** @type {(keyof Run & ('performance' | 'LCP' | 'TBT' | 'CLS' | 'FCP' | 'KiB' | 'requests' | 'scripts' | 'accessibility' | 'seo' | 'best-practices'))[]} */
      const figureNames = ['performance', 'LCP', 'TBT', 'CLS', 'FCP', 'KiB', 'requests', 'scripts', 'accessibility', 'seo', 'best-practices'];
      const figures = /** @type {Record<(typeof figureNames)[number], number>} */ (
        Object.fromEntries(figureNames.map((name) => [name, median(runs.map((run) => run[name]))]))
      );
      /** @type {Record<string, boolean | null>} */
      const met = Object.fromEntries(
        Object.keys(targets)
          .map((name) => [name, meets(name, figures[/** @type {keyof typeof figures} */ (name)], signedIn)])
          .filter(([, value]) => value !== null),
      );
      const shown = (/** @type {string} */ name, /** @type {string | number} */ text) => `${text}${mark(met[name])}`;
      rows.push({
        page: target.role ? `${target.role}:${target.path}` : target.path,
        performance: shown('performance', figures.performance),
        LCP: shown('LCP', `${Math.round(figures.LCP)} ms`),
        TBT: shown('TBT', `${Math.round(figures.TBT)} ms`),
        CLS: shown('CLS', figures.CLS.toFixed(3)),
        FCP: `${Math.round(figures.FCP)} ms`,
        bytes: shown('KiB', `${figures.KiB.toFixed(0)} KiB`),
        requests: figures.requests,
        scripts: figures.scripts,
        a11y: shown('accessibility', figures.accessibility),
        SEO: signedIn ? '–' : shown('seo', figures.seo),
        'best pr.': shown('best-practices', figures['best-practices']),
        'perf. runs': runs.map((run) => run.performance).join('/'),
      });
      summary.push({
        page: target.label,
        path: target.path,
        signedInAs: target.session?.user.email ?? null,
        finalUrl: middle.finalUrl,
        median: {
          performance: figures.performance,
          lcpMs: Math.round(figures.LCP),
          tbtMs: Math.round(figures.TBT),
          cls: Number(figures.CLS.toFixed(4)),
          fcpMs: Math.round(figures.FCP),
          totalKiB: Number(figures.KiB.toFixed(1)),
          requests: figures.requests,
          scripts: figures.scripts,
          accessibility: figures.accessibility,
          seo: signedIn ? null : figures.seo,
          bestPractices: figures['best-practices'],
        },
        met,
        runs: runs.map(({ failing: _failing, finalUrl: _finalUrl, ...run }) => run),
        failingAudits: middle.failing,
      });
      for (const [category, titles] of Object.entries(middle.failing)) {
        if (titles.length > 0 && !(signedIn && category === 'seo')) notes.push(`${rows.at(-1)?.page} ${category}: ${titles.join('; ')}`);
      }
    }
  } finally {
    await browser.disconnect();
  }
} finally {
  await chrome.kill();
}

console.log(`Lighthouse mobile, median of ${RUNS} runs per page (✗ = target missed; role:/path = signed in as that demo account)`);
console.table(rows);
console.log(
  'targets: performance ≥ 95, LCP ≤ 1500 ms, TBT ≤ 150 ms, CLS ≤ 0.02 and at most 190 KiB transferred on each page; ' +
    'accessibility and best practices 100; SEO 100 on the signed-out pages (none for signed-in ones: no search engine sees them)',
);
if (notes.length > 0) {
  console.log('audits below 0.9 in the median runs:');
  for (const note of notes) console.log(`  ${note}`);
}
mkdirSync(path.dirname(REPORT), { recursive: true });
writeFileSync(
  REPORT,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), base, runs: RUNS, preset: 'mobile', targets, pages: summary }, null, 2)}\n`,
);
console.log(`per-page summary: ${path.relative(path.join(path.dirname(REPORT), '..', '..'), REPORT)}`);
