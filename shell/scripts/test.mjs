// `npm test`: type checks, unit tests (jest per package; the API on SQLite and, when TEST_DATABASE_URL is set,
// on PostgreSQL too), production builds of what is stale, then the Playwright e2e suite. Stops at the first
// failing step. `--only=typecheck,unit,build,e2e` runs a subset.
import { existsSync } from 'node:fs';
import { buildFrontEnds } from './build.mjs';
import { binOf, hasFile, packageDir, run, seconds, workspaces } from './lib/workspace.mjs';

const PHASES = ['typecheck', 'unit', 'build', 'e2e'];
const JEST_PACKAGES = ['shared-sdk', 'api', 'shell', 'mf-public', 'mf-student', 'mf-educator', 'mf-admin'];

function parsePhases(args) {
  const only = args.find((arg) => arg.startsWith('--only='));
  if (!only) return PHASES;
  const phases = only.slice('--only='.length).split(',').filter(Boolean);
  const unknown = phases.filter((phase) => !PHASES.includes(phase));
  if (unknown.length) throw new Error(`Unknown phase ${unknown.join(', ')}; use ${PHASES.join(', ')}`);
  return phases;
}

function steps(phases) {
  const list = [];
  if (phases.includes('typecheck')) {
    for (const name of workspaces.filter((workspace) => hasFile(workspace, 'tsconfig.json'))) {
      list.push({
        label: `typecheck ${name}`,
        run: () => run(process.execPath, [binOf(name, 'typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'], { cwd: packageDir(name) }),
      });
    }
  }
  if (phases.includes('unit')) {
    for (const name of JEST_PACKAGES.filter((workspace) => hasFile(workspace, 'package.json'))) {
      // The API suite runs every database test on SQLite, and on PostgreSQL as well when TEST_DATABASE_URL is set.
      const databases = name === 'api' ? (process.env.TEST_DATABASE_URL ? ' (SQLite + PostgreSQL)' : ' (SQLite)') : '';
      list.push({
        label: `jest ${name}${databases}`,
        run: () => run(process.execPath, [binOf(name, 'jest/bin/jest'), '--runInBand', '--ci'], { cwd: packageDir(name) }),
      });
    }
  }
  if (phases.includes('build')) {
    list.push({
      label: 'build stale front ends',
      run: async () => ((await buildFrontEnds()).failed.length ? 1 : 0),
    });
  }
  if (phases.includes('e2e')) {
    list.push({
      label: 'e2e (Playwright, Chromium)',
      run: () => run('npm', ['run', 'test'], { cwd: packageDir('e2e') }),
    });
  }
  return list;
}

/** The e2e suite drives a system Chromium (Playwright downloads none): say how to get one before running anything. */
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
    const code = await step.run();
    const ok = code === 0;
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
