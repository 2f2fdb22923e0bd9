// Lighthouse 12 (mobile preset: simulated slow 4G and a 4x slower CPU) on the public pages of a running platform
// (BENCH_URL, started by scripts/bench.mjs), in the system Chromium. Each page is measured RUNS times (3 by
// default) and the median run (by performance score) is printed against the targets of issue 13 and QUALITY.md. It
// measures; it does not fail a build.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = process.env.BENCH_URL;
if (!base) throw new Error('BENCH_URL is not set (run npm run bench from the repository root)');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/courses,/courses/1').split(',');

/** The bar for each figure: `at most` or `at least`. */
const targets = {
  performance: { atLeast: 95 },
  accessibility: { atLeast: 100 },
  seo: { atLeast: 100 },
  'best-practices': { atLeast: 100 },
  LCP: { atMost: 1500, unit: 'ms' },
  TBT: { atMost: 150, unit: 'ms' },
  CLS: { atMost: 0.02 },
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Lighthouse's own recording failures: the trace missed the page, nothing was measured; such a run is taken again. */
const recordingFailures = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'PROTOCOL_TIMEOUT']);

async function measure(chrome, path, attempt = 1) {
  const result = await lighthouse(new URL(path, base).href, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError && recordingFailures.has(runtimeError.code) && attempt < 3) {
    console.warn(`Lighthouse lost the trace of ${path} (${runtimeError.code}); measuring again`);
    return measure(chrome, path, attempt + 1);
  }
  if (runtimeError) throw new Error(`Lighthouse could not measure ${path}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const requests = audits['network-requests'].details?.items ?? [];
  const failing = (id) =>
    categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 0.9)
      .map((ref) => audits[ref.id].title);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    'best-practices': score('best-practices'),
    LCP: audits['largest-contentful-paint'].numericValue,
    TBT: audits['total-blocking-time'].numericValue,
    CLS: audits['cumulative-layout-shift'].numericValue,
    FCP: audits['first-contentful-paint'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
    requests: requests.length,
    scripts: requests.filter((item) => item.resourceType === 'Script').length,
    failing: Object.fromEntries(Object.keys(categories).map((id) => [id, failing(id)])),
  };
}

const verdict = (name, value) => {
  const target = targets[name];
  if (!target) return '';
  const met = target.atLeast !== undefined ? value >= target.atLeast : value <= target.atMost;
  return met ? '' : ' ✗';
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const rows = [];
const notes = [];
try {
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(chrome, path));
    // The run whose performance score is the median stands for the page; each figure is also the median of its own.
    const middle = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
    const figure = (name) => median(runs.map((run) => run[name]));
    const row = {
      page: path,
      performance: `${figure('performance')}${verdict('performance', figure('performance'))}`,
      LCP: `${Math.round(figure('LCP'))} ms${verdict('LCP', figure('LCP'))}`,
      TBT: `${Math.round(figure('TBT'))} ms${verdict('TBT', figure('TBT'))}`,
      CLS: `${figure('CLS').toFixed(3)}${verdict('CLS', figure('CLS'))}`,
      FCP: `${Math.round(figure('FCP'))} ms`,
      bytes: `${(figure('bytes') / 1024).toFixed(0)} KiB`,
      requests: figure('requests'),
      scripts: figure('scripts'),
      a11y: `${figure('accessibility')}${verdict('accessibility', figure('accessibility'))}`,
      SEO: `${figure('seo')}${verdict('seo', figure('seo'))}`,
      'best pr.': `${figure('best-practices')}${verdict('best-practices', figure('best-practices'))}`,
      'perf. runs': runs.map((run) => run.performance).join('/'),
    };
    rows.push(row);
    for (const [category, titles] of Object.entries(middle.failing)) {
      if (titles.length > 0) notes.push(`${path} ${category}: ${titles.join('; ')}`);
    }
  }
} finally {
  await chrome.kill();
}

console.log(`Lighthouse mobile, median of ${RUNS} runs per page (✗ = target missed)`);
console.table(rows);
console.log(
  'targets: performance ≥ 95, LCP ≤ 1500 ms, TBT ≤ 150 ms, CLS ≤ 0.02 on each page; accessibility, SEO and best practices 100',
);
if (notes.length > 0) {
  console.log('audits below 0.9 in the median runs:');
  for (const note of notes) console.log(`  ${note}`);
}
