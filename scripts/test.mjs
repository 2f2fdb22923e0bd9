// @ts-check
// `npm test`: every check of the project, as parallel as the machine's cores allow (scripts/lib/tasks.mjs), with the
// wall time of each printed in a table at the end:
//   lint       the lint rules' own tests, ESLint, Prettier's check
//   typecheck  tsc in every package, and the JavaScript that runs before any build (tsconfig.tools.json)
//   jest       each package's suite; the API's on SQLite and, with TEST_DATABASE_URL, PostgreSQL, over two workers
//   build      the API and the five front ends
//   e2e        the Playwright suite on SQLite, whole; then, with E2E_DATABASE_URL, the specs tagged @postgres on
//              PostgreSQL (what behaves differently there: two instances, the change feed, races, the outbox, the
//              live stream). Each run has its own stack, ports and artifacts folder.
// The e2e runs, the builds they wait for and the API's suite are the foreground; the rest runs at a lower priority.
// Type checks, jest suites and builds go through Nx (nx.json): one whose inputs have not changed since it last passed
// is replayed from the cache in .nx/. The first failure stops the run. `--only=lint,typecheck,jest,build,e2e` runs
// those phases (what they need is not implied: `--only=e2e` expects built front ends). `.ci/run` passes the time of
// its own steps in LECTERN_CI_STEPS, so the table covers the whole CI run.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FRONT_END_FOLDERS, ROOT, nxTarget, packageDir, run } from './lib/workspace.mjs';
import { failureLine, phaseTable, runTasks } from './lib/tasks.mjs';

/** @typedef {import('./lib/tasks.mjs').Task} Task */
/** @typedef {'lint' | 'typecheck' | 'jest' | 'build' | 'e2e'} Phase */

/** @type {Phase[]} */
const PHASES = ['lint', 'typecheck', 'jest', 'build', 'e2e'];
/** Two at a time: webpack, tsc, ESLint and jest are CPU-bound, and the machines we aim at have two cores. */
const SLOTS = Number(process.env.LECTERN_CONCURRENCY) || 2;
/** More than this many e2e tests that passed only when retried fail the run, even though each passed. */
const MAX_FLAKY = 2;
/** At most this many failing tests or type errors of one task are repeated under the table. */
const MAX_FAILURE_LINES = 20;
/** Where the e2e runs write the tests they had to retry (e2e/fixtures/flaky-reporter.ts). */
const FLAKY_DIR = path.join(ROOT, 'e2e', '.artifacts', 'flaky');

const require = createRequire(path.join(ROOT, 'package.json'));

/**
 * @param {string[]} args
 * @returns {Phase[]}
 */
function parsePhases(args) {
  const only = args.find((arg) => arg.startsWith('--only='));
  if (!only) return PHASES;
  // `unit` was the jest phase's name before the phases were split.
  const phases = only
    .slice('--only='.length)
    .split(',')
    .filter(Boolean)
    .map((phase) => (phase === 'unit' ? 'jest' : phase));
  const unknown = phases.filter((phase) => !PHASES.some((known) => known === phase));
  if (unknown.length) throw new Error(`Unknown phase ${unknown.join(', ')}; use ${PHASES.join(', ')}`);
  return PHASES.filter((phase) => phases.includes(phase));
}

/**
 * How a task runs. The browser suites, the builds they wait for and the API's suite are the foreground; every other
 * task is background:
 * it runs at a lower priority (see run in scripts/lib/workspace.mjs) and takes the cores they leave idle. One e2e run
 * keeps about 1.3 of two cores busy, in bursts; with a second run and ESLint beside it at the same priority, its page
 * loads and clicks ran past their timeouts (four tests failed in one CI run).
 * @typedef {{ background?: boolean }} How
 */

/** `npm run <script>` in the repository's root. */
const npmScript =
  (/** @type {string} */ script, /** @type {How} */ { background = false } = {}) =>
  (/** @type {AbortSignal} */ signal, /** @type {(line: string) => void} */ onLine) =>
    run('npm', ['run', '--silent', script], { label: script, signal, background, onLine });

/** A task's run: one Nx target of one package (see nxTarget). */
const nx =
  (/** @type {string} */ folder, /** @type {string} */ target, /** @type {string[]} */ args = [], /** @type {How} */ { background = false } = {}) =>
  (/** @type {AbortSignal} */ signal, /** @type {(line: string) => void} */ onLine) =>
    nxTarget(folder, target, { args, signal, background, onLine });

/** Playwright in e2e/, with its own label and environment. */
const playwright =
  (/** @type {string} */ label, /** @type {NodeJS.ProcessEnv} */ env, /** @type {string[]} */ args = []) =>
  (/** @type {AbortSignal} */ signal, /** @type {(line: string) => void} */ onLine) =>
    run(process.execPath, [require.resolve('@playwright/test/cli'), 'test', ...args], { cwd: packageDir('e2e'), env, label, signal, onLine });

/**
 * @param {Phase[]} phases
 * @returns {Task[]}
 */
function plan(phases) {
  const has = (/** @type {Phase} */ phase) => phases.includes(phase);
  const databases = process.env.TEST_DATABASE_URL ? 'SQLite and PostgreSQL' : 'SQLite';
  const background = { background: true };
  // A failed e2e test is tried once more; one that passes then is named at the end (MAX_FLAKY).
  const e2eEnv = { ...process.env, E2E_RETRIES: process.env.E2E_RETRIES ?? '1' };
  /** @type {Task[]} */
  const tasks = [];
  // In the order they start as slots free up: the builds the e2e suite needs, the suite on SQLite, then on PostgreSQL
  // (one browser suite at a time: the lane), the API's suite beside the first, then the background tasks: ESLint,
  // the type checks, the packages' jest suites.
  const frontEndBuilds = has('build') ? FRONT_END_FOLDERS.map((folder) => `build:${folder}`) : [];
  if (has('build')) {
    for (const folder of FRONT_END_FOLDERS)
      tasks.push({ id: `build:${folder}`, phase: 'build', label: 'webpack, browser and server bundles', run: nx(folder, 'build') });
  }
  const e2eRun = (/** @type {string} */ name, /** @type {number} */ offset, /** @type {NodeJS.ProcessEnv} */ env, /** @type {string[]} */ args) =>
    playwright(`e2e:${name}`, { ...e2eEnv, ...env, E2E_RUN: name, E2E_PORT_OFFSET: String(offset) }, args);
  if (has('e2e')) {
    tasks.push({
      id: 'e2e:sqlite',
      phase: 'e2e',
      label: 'Playwright in Chromium, every spec; the API on SQLite',
      needs: frontEndBuilds,
      lane: 'browser',
      run: e2eRun('sqlite', 100, { E2E_DATABASE_URL: '' }, []),
    });
    if (process.env.E2E_DATABASE_URL) {
      tasks.push({
        id: 'e2e:postgres',
        phase: 'e2e',
        label: 'Playwright in Chromium, the specs tagged @postgres; the API on PostgreSQL',
        needs: frontEndBuilds,
        lane: 'browser',
        run: e2eRun('postgres', 200, {}, ['--grep', '@postgres']),
      });
    }
  }
  if (has('jest')) {
    // Not in the background: its tests send 250 requests at once, and starved of CPU their database waits ran past
    // its timeouts (503s). At the normal priority, beside the SQLite suite, its two workers keep about one core busy.
    tasks.push({
      id: 'jest:api',
      phase: 'jest',
      label: `the API's suite on ${databases}, two workers`,
      run: nx('api', 'test', ['--ci', '--maxWorkers=2']),
    });
  }
  if (has('lint')) tasks.push({ id: 'lint:eslint', phase: 'lint', label: 'ESLint, zero warnings', run: npmScript('lint:eslint', background) });
  if (has('typecheck')) {
    for (const folder of ['api', 'shared-sdk', ...FRONT_END_FOLDERS, 'e2e'])
      tasks.push({ id: `typecheck:${folder}`, phase: 'typecheck', label: 'tsc --noEmit', run: nx(folder, 'typecheck', [], background) });
    tasks.push({
      id: 'typecheck:tools',
      phase: 'typecheck',
      label: 'the scripts and build configurations (tsconfig.tools.json)',
      run: (signal, onLine) =>
        run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(ROOT, 'tsconfig.tools.json')], {
          label: 'typecheck:tools',
          signal,
          background: true,
          onLine,
        }),
    });
  }
  if (has('jest')) {
    for (const folder of ['mf-educator', 'shell', 'mf-student', 'mf-admin', 'mf-public', 'shared-sdk'])
      tasks.push({ id: `jest:${folder}`, phase: 'jest', label: 'jest, jsdom', run: nx(folder, 'test', ['--ci'], background) });
  }
  if (has('build')) tasks.push({ id: 'build:api', phase: 'build', label: 'the API bundle (esbuild)', run: nx('api', 'build', [], background) });
  if (has('lint'))
    tasks.push({
      id: 'lint:format',
      phase: 'lint',
      label: "the lint rules' and scripts' own tests, Prettier's check",
      run: npmScript('lint:format', background),
    });
  return tasks;
}

/** The e2e suite drives a system Chromium (Playwright downloads none): say how to get one before running anything. */
/** @param {Phase[]} phases */
function checkBrowser(phases) {
  if (!phases.includes('e2e')) return true;
  const message = require(path.join(ROOT, 'e2e', 'chromium.cjs')).missingChromiumMessage();
  if (message) console.error(`npm test: ${message}`);
  return !message;
}

/** The steps `.ci/run` timed before calling npm test: `label=seconds;label=seconds`. */
function ciSteps() {
  return (process.env.LECTERN_CI_STEPS ?? '')
    .split(';')
    .filter(Boolean)
    .map((step) => {
      const at = step.lastIndexOf('=');
      return { label: step.slice(0, at), seconds: Number(step.slice(at + 1)) };
    })
    .filter((step) => step.label && Number.isFinite(step.seconds));
}

/** The e2e tests that passed only on a retry, by run (each run writes its own list: e2e/fixtures/flaky-reporter.ts). */
function flakyTests() {
  if (!existsSync(FLAKY_DIR)) return [];
  return readdirSync(FLAKY_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      /** @type {string[]} */
      const titles = JSON.parse(readFileSync(path.join(FLAKY_DIR, file), 'utf8'));
      return titles.map((title) => `e2e:${path.basename(file, '.json')} › ${title}`);
    });
}

async function main() {
  const phases = parsePhases(process.argv.slice(2));
  if (!checkBrowser(phases)) process.exit(1);
  const tasks = plan(phases);
  rmSync(FLAKY_DIR, { recursive: true, force: true });
  mkdirSync(FLAKY_DIR, { recursive: true });

  /** What each task's output named as failing (failureLine), to repeat under the table. */
  /** @type {Map<string, Set<string>>} */
  const failures = new Map();
  const began = Date.now();
  const stop = new AbortController();
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.once(signal, () => stop.abort());
  console.log(`npm test: ${tasks.length} tasks, ${SLOTS} at a time (LECTERN_CONCURRENCY)`);
  const results = await runTasks(tasks, {
    slots: SLOTS,
    signal: stop.signal,
    onStart: (task) => console.log(`\n▶ ${task.id}: ${task.label}`),
    onEnd: (result) => console.log(`${result.status === 'passed' ? '✔' : '✘'} ${result.task.id} ${result.status} (${result.seconds.toFixed(1)} s)`),
    onLine: (task, line) => {
      const failure = failureLine(line);
      if (!failure) return;
      const seen = failures.get(task.id) ?? new Set();
      // jest names each failure twice (as it fails, and in its summary), the second time cut where the line wraps.
      const known = [...seen].some((line) => line.startsWith(failure) || failure.startsWith(line));
      if (!known && seen.size < MAX_FAILURE_LINES) seen.add(failure);
      failures.set(task.id, seen);
    },
  });
  const wallSeconds = (Date.now() - began) / 1000;

  console.log(`\n${phaseTable(results, { before: ciSteps(), wallSeconds })}`);
  const failedTasks = results.filter((result) => result.status === 'failed' && failures.has(result.task.id));
  for (const { task } of failedTasks) {
    console.log(`\nWhat ${task.id} named as failing:`);
    for (const failure of failures.get(task.id) ?? []) console.log(`  ${failure}`);
  }
  const flaky = flakyTests();
  if (flaky.length) {
    console.log(`\nPassed only on a retry (${flaky.length}; more than ${MAX_FLAKY} fails the run):`);
    for (const title of flaky) console.log(`  ↻ ${title}`);
  }
  const count = (/** @type {string} */ status) => results.filter((result) => result.status === status).length;
  const failed = count('failed') + count('stopped');
  const tooFlaky = flaky.length > MAX_FLAKY;
  console.log(
    `${count('passed')} passed, ${count('failed')} failed${count('stopped') ? `, ${count('stopped')} stopped` : ''}${count('not run') ? `, ${count('not run')} not run` : ''}${tooFlaky ? `; ${flaky.length} e2e tests passed only on a retry, more than ${MAX_FLAKY}` : ''}`,
  );
  process.exit(failed || tooFlaky || count('not run') ? 1 : 0);
}

await main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
