// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the public pages of a running platform
// (BENCH_URL, started by shell/scripts/bench.mjs), in the system Chromium. Prints the category scores and the
// layout-shift and loading figures QUALITY.md sets targets for; it measures, it does not fail a build.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = process.env.BENCH_URL;
if (!base) throw new Error('BENCH_URL is not set (run npm run bench from the repository root)');
const targets = { performance: 95, accessibility: 100, 'best-practices': 100 };

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = [];
const misses = [];
try {
  for (const path of ['/', '/courses', '/courses/1']) {
    const result = await lighthouse(new URL(path, base).href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(targets),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      CLS: audits['cumulative-layout-shift'].numericValue.toFixed(3),
      LCP: `${Math.round(audits['largest-contentful-paint'].numericValue)} ms`,
      TBT: `${Math.round(audits['total-blocking-time'].numericValue)} ms`,
    });
    // What kept a category below 100: its failing audits, by name.
    for (const [id, target] of Object.entries(targets)) {
      if (score(id) >= target) continue;
      const failing = categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 0.9)
        .map((ref) => audits[ref.id].title);
      misses.push(`${path} ${id} ${score(id)} < ${target}: ${failing.join('; ') || '(no single audit below 0.9)'}`);
    }
  }
} finally {
  await chrome.kill();
}

console.table(rows);
console.log(`targets: performance ≥ ${targets.performance}, accessibility ${targets.accessibility}, best practices ${targets['best-practices']}, CLS ≤ 0.05`);
for (const miss of misses) console.log(`  ${miss}`);
