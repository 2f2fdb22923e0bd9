// @ts-check
// `npm test`: lint and format checks, type checks, unit tests (jest per package; the API on SQLite and, when TEST_DATABASE_URL is set, on
// PostgreSQL too), production builds, then the Playwright e2e suite (on SQLite, and its flows through the API once
// more on PostgreSQL when E2E_DATABASE_URL is set). The first three run through lerna: in
// parallel, and a package whose inputs have not changed since it last passed is replayed from the cache (nx.json).
// Stops at the first failing step. `--only=lint,typecheck,unit,build,e2e` runs a subset. The type checks cover the
// packages' TypeScript and, through tsconfig.tools.json, the JavaScript that runs before any build (these scripts,
// the webpack and jest configurations, the benches).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, buildFrontEnds, lernaRun, packageDir, run, seconds } from './lib/workspace.mjs';

/** @typedef {'lint' | 'typecheck' | 'unit' | 'build' | 'e2e'} Phase */
/** @typedef {{ label: string; run: () => Promise<number> }} Step */

/** The e2e folders the PostgreSQL run repeats: every flow that reads or writes through the API. */
const DATABASE_E2E_FOLDERS = ['tests/admin', 'tests/auth', 'tests/educator', 'tests/public', 'tests/student', 'tests/postgres'];

/** @type {Phase[]} */
const PHASES = ['lint', 'typecheck', 'unit', 'build', 'e2e'];

/** @param {string} value @returns {value is Phase} */
const isPhase = (value) => PHASES.some((phase) => phase === value);

/**
 * @param {string[]} args
 * @returns {Phase[]}
 */
function parsePhases(args) {
  const only = args.find((arg) => arg.startsWith('--only='));
  if (!only) return PHASES;
  const phases = only.slice('--only='.length).split(',').filter(Boolean);
  const unknown = phases.filter((phase) => !isPhase(phase));
  if (unknown.length) throw new Error(`Unknown phase ${unknown.join(', ')}; use ${PHASES.join(', ')}`);
  return phases.filter(isPhase);
}

/** The JavaScript no package's tsconfig reads (tsconfig.tools.json), checked from its JSDoc types. */
function typecheckTools() {
  const tsc = createRequire(path.join(ROOT, 'package.json')).resolve('typescript/bin/tsc');
  return run(process.execPath, [tsc, '-p', path.join(ROOT, 'tsconfig.tools.json')], { label: 'tools' });
}

/**
 * @param {Phase[]} phases
 * @returns {Step[]}
 */
function steps(phases) {
  const databases = process.env.TEST_DATABASE_URL ? 'SQLite + PostgreSQL' : 'SQLite';
  /** @type {Record<Phase, Step>} */
  const all = {
    lint: { label: "lint (the lint rules' own tests, ESLint, Prettier)", run: () => run('npm', ['run', 'lint'], { cwd: packageDir('.') }) },
    typecheck: {
      label: 'typecheck (every package, and the scripts and build configurations)',
      run: async () => (await lernaRun('typecheck')) || typecheckTools(),
    },
    unit: {
      label: `jest (every package; the API on ${databases})`,
      run: () => lernaRun('test', ['--ignore=@lectern/e2e', '--', '--ci', '--runInBand']),
    },
    build: { label: 'build (shell and remotes)', run: async () => ((await buildFrontEnds()) ? 0 : 1) },
    e2e: { label: 'e2e (Playwright, Chromium; the API on SQLite)', run: () => e2e({ ...process.env, E2E_DATABASE_URL: '' }) },
  };
  const plan = phases.map((phase) => all[phase]);
  if (phases.includes('e2e') && process.env.E2E_DATABASE_URL) {
    // The second run proves what the database changes: the flows of each role and the public pages, through the API
    // on PostgreSQL. What a page looks like (axe, widths: @presentation) it does not, nor how the front ends are
    // delivered (tests/platform: releases, canaries, federation, CSP, telemetry), which no query touches.
    plan.push({
      label: 'e2e (Playwright, Chromium; the API on PostgreSQL: the roles’ flows and the public pages)',
      run: () => e2e(process.env, ['--grep-invert', '@presentation', ...DATABASE_E2E_FOLDERS]),
    });
  }
  return plan;
}

const e2e = (/** @type {NodeJS.ProcessEnv} */ env, /** @type {string[]} */ args = []) =>
  run('npm', ['run', 'test', ...(args.length ? ['--', ...args] : [])], { cwd: packageDir('e2e'), env });

/** The e2e suite drives a system Chromium (Playwright downloads none): say how to get one before running anything. */
/** @param {Phase[]} phases */
function checkBrowser(phases) {
  if (!phases.includes('e2e')) return true;
  const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(browser)) return true;
  console.error(
    `npm test needs Chromium at ${browser} for the e2e suite: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
  );
  return false;
}

async function main() {
  const phases = parsePhases(process.argv.slice(2));
  if (!checkBrowser(phases)) process.exit(1);
  const plan = steps(phases);
  const summary = [];
  let failed = 0;
  for (const step of plan) {
    console.log(`\n▶ ${step.label}`);
    const started = Date.now();
    const ok = (await step.run()) === 0;
    const line = `${ok ? '✔' : '✘'} ${step.label} (${seconds(started)})`;
    summary.push(line);
    console.log(line);
    if (!ok) {
      failed = 1;
      break;
    }
  }
  const passed = summary.length - failed;
  const notRun = plan.length - summary.length;
  console.log(`\n${summary.join('\n')}`);
  console.log(`${passed} passed, ${failed} failed${notRun ? `, ${notRun} not run` : ''}`);
  process.exit(failed ? 1 : 0);
}

await main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
