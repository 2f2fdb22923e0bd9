// @ts-check
// Where a page's Lighthouse time goes, for working on the figures lighthouse.mjs prints: the LCP element and its
// phases, main-thread time per script, the long tasks (simulated, mobile preset), the observed paint times and the
// observed main-thread tasks of 12 ms or more (Lighthouse's phone is four times slower: those are its long tasks)
// with what each did.
// Usage, against a running platform: node e2e/bench/lighthouse-diagnose.mjs http://localhost:3000/courses, or a signed-in
// page as lighthouse.mjs names it, with the API to sign in through:
// BENCH_API_URL=http://localhost:4000 node e2e/bench/lighthouse-diagnose.mjs http://localhost:3000 educator:/educator
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { fillPath, parsePageEntry, preparedTab, signIn } from './sessions.mjs';

const [address, entry] = process.argv.slice(2);
if (!address) throw new Error('usage: node lighthouse-diagnose.mjs <page URL> | <site URL> <role:/path>');
const target = entry ? parsePageEntry(entry) : null;
const session = target?.role ? await signIn(process.env.BENCH_API_URL, target.role) : null;
const url = target ? new URL(fillPath(target.template, session?.ids), address).href : address;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
/** @type {import('lighthouse').RunnerResult | undefined} */
let result;
try {
  // A tab prepared as lighthouse.mjs prepares one (emptied, signed in when a role is named), so the figures agree.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const page = await preparedTab(browser, new URL(url).origin, session);
  result = await lighthouse(url, { output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance'] }, undefined, page);
  await browser.disconnect();
} finally {
  await chrome.kill();
}
if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
const { audits, runtimeError } = result.lhr;
if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);

/**
 * A row of an audit's table (details.items), as this script reads it: the fields differ from audit to audit.
 * @typedef {{
 *   url?: string; total?: number; scripting?: number; scriptParseCompile?: number; groupLabel?: string; duration?: number;
 *   startTime?: number; phase?: string; timing?: number; items?: DetailRow[]; node?: { snippet?: string };
 *   observedFirstContentfulPaint?: number; observedLargestContentfulPaint?: number; observedDomContentLoaded?: number;
 *   observedLoad?: number; firstContentfulPaint?: number; largestContentfulPaint?: number; totalBlockingTime?: number;
 *   interactive?: number;
 * }} DetailRow
 */

/**
 * @param {string} id
 * @returns {DetailRow[]}
 */
const items = (id) => {
  const details = audits[id]?.details;
  return details && 'items' in details ? /** @type {DetailRow[]} */ (details.items) : [];
};
const ms = (/** @type {number | undefined} */ value) => `${Math.round(value ?? Number.NaN)} ms`;
const short = (/** @type {string} */ address) => address.replace(/^https?:\/\/[^/]+/, '') || '/';

const [element, phases] = items('largest-contentful-paint-element');
console.log(`LCP element: ${element?.items?.[0]?.node?.snippet ?? 'none'}`);
for (const phase of phases?.items ?? []) console.log(`  ${phase.phase}: ${ms(phase.timing)}`);
console.log(`main thread by script (${audits['bootup-time']?.displayValue ?? '?'}):`);
for (const item of items('bootup-time').slice(0, 10)) {
  console.log(
    `  ${short(item.url ?? '?').padEnd(36)} ${ms(item.total).padStart(8)} (scripting ${ms(item.scripting)}, parse ${ms(item.scriptParseCompile)})`,
  );
}
console.log(
  `main thread by kind: ${items('mainthread-work-breakdown')
    .map((item) => `${item.groupLabel} ${ms(item.duration)}`)
    .join(', ')}`,
);
console.log('long tasks:');
for (const task of items('long-tasks').slice(0, 15))
  console.log(`  ${short(task.url ?? '?').padEnd(36)} at ${ms(task.startTime)} for ${ms(task.duration)}`);
const metrics = items('metrics')[0] ?? {};
console.log(
  `observed: FCP ${ms(metrics.observedFirstContentfulPaint)}, LCP ${ms(metrics.observedLargestContentfulPaint)}, DOMContentLoaded ${ms(metrics.observedDomContentLoaded)}, load ${ms(metrics.observedLoad)}`,
);
console.log(
  `simulated: FCP ${ms(metrics.firstContentfulPaint)}, LCP ${ms(metrics.largestContentfulPaint)}, TBT ${ms(metrics.totalBlockingTime)}, TTI ${ms(metrics.interactive)}`,
);

// The observed tasks (unthrottled) behind the simulated long tasks, with the events they spent their time in.
const events = result.artifacts.Trace.traceEvents;
const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame);
const mainThread =
  navigation && events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === navigation.pid);
if (mainThread) {
  const timed = events.filter(
    (event) => event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === 'X' && event.ts >= navigation.ts,
  );
  console.log('observed tasks of 12 ms or more:');
  for (const task of timed.filter((event) => event.name === 'RunTask' && event.dur >= 12_000)) {
    const spent = new Map();
    for (const event of timed) {
      if (event === task || event.name === 'RunTask' || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
      const script = event.args?.data?.url;
      const key = script ? `${event.name} ${short(script)}` : event.name;
      spent.set(key, (spent.get(key) ?? 0) + event.dur / 1000);
    }
    const top = [...spent]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([key, value]) => `${key} ${ms(value)}`);
    console.log(`  at ${ms((task.ts - navigation.ts) / 1000).padStart(8)} for ${ms(task.dur / 1000).padStart(6)}: ${top.join(', ')}`);
  }
}
