// @ts-check
// `npm run bench`: the performance figures of QUALITY.md, printed (never asserted by timed tests).
//  1. the API (api/bench/run.ts): catalogue and course-detail throughput against an empty route, p99 at 50
//     connections, and the catalogue with 10,000 courses;
//  2. the front end, against the production builds served as `npm start` serves them, on ports of their own (API 4500,
//     3500–3504), on the demo data: e2e/bench/first-load.mjs (first-load JavaScript of /, /courses, /courses/{id} and,
//     signed in, /student, in Chromium), e2e/bench/server-render.mjs (the shell's server rendering a visitor's /courses
//     and the student's /student under load) and e2e/bench/lighthouse.mjs (Lighthouse's mobile figures of the public
//     pages and, signed in as the demo student, educator and admin, of their pages).
// `--only=api` or `--only=web` runs one half. Lighthouse and the driver it runs under are the front-end benches' own
// package (e2e/bench/package.json, with its lockfile), outside the workspaces: the first `npm run bench` installs them
// (about 200 packages that no user of the platform needs) and type-checks the benches against them.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontEnds, loadShellServer, packageDir, platform, run } from './lib/workspace.mjs';

/** The bench's ports are `npm start`'s (the platform's one table) plus this, so a running platform never collides. */
const BENCH_PORT_OFFSET = 500;
const API_PORT = platform.api.port + BENCH_PORT_OFFSET;
const SHELL_PORT = platform.shell.port + BENCH_PORT_OFFSET;
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

/**
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 */
async function waitForHealth(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer on ${url}/healthz`);
}

/** The benches' own tools, installed from their lockfile the first time, and the benches type-checked against them. */
async function benchTools() {
  const dir = path.join(packageDir('e2e'), 'bench');
  const tools = ['lighthouse', 'autocannon'];
  if (tools.some((tool) => !existsSync(path.join(dir, 'node_modules', tool, 'package.json')))) {
    console.log(
      "[bench] installing the benches' own tools (Lighthouse, puppeteer-core, chrome-launcher, autocannon) into e2e/bench/node_modules, once",
    );
    if ((await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir })) !== 0)
      throw new Error('installing the bench tools failed');
  }
  if ((await run('npm', ['run', '--silent', 'typecheck'], { cwd: dir })) !== 0) throw new Error('the benches do not type-check: see above');
  return dir;
}

async function benchWeb() {
  const benchDir = await benchTools();
  if (!(await buildFrontEnds())) throw new Error('a build failed: see above');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lectern-bench-web-'));
  const apiUrl = `http://127.0.0.1:${API_PORT}`;
  const remotePorts = Object.fromEntries(platform.remotes.map((remote) => [remote.federationName, remote.port + BENCH_PORT_OFFSET]));
  const origins = [SHELL_PORT, ...Object.values(remotePorts)].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  const api = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
    cwd: packageDir('api'),
    env: {
      ...process.env,
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      SQLITE_PATH: path.join(dataDir, 'bench.db'),
      DATABASE_URL: '',
      CORS_ORIGINS: origins.join(','),
      // The demo courses' covers are drawn by the shell's server (shell/src/server/demo-covers.ts).
      PUBLIC_APP_URL: `http://localhost:${SHELL_PORT}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  /** @type {Awaited<ReturnType<ReturnType<typeof loadShellServer>['startServers']>> | undefined} */
  let servers;
  try {
    await waitForHealth(apiUrl, api);
    servers = await loadShellServer().startServers({ env: {}, host: '127.0.0.1', shellPort: SHELL_PORT, remotePorts, apiUrl });
    const code = await run('npm', ['run', '--silent', 'bench'], {
      cwd: benchDir,
      env: { ...process.env, BENCH_URL: servers.shell.url, BENCH_API_URL: apiUrl },
    });
    if (code !== 0) throw new Error('the front-end measurement failed');
  } finally {
    await servers?.close();
    api.kill('SIGTERM');
    await new Promise((resolve) => (api.exitCode === null ? api.once('exit', resolve) : resolve(undefined)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!only || only === 'api') {
    console.log('\n=== API ===');
    if ((await run('npm', ['run', '--silent', 'bench'], { cwd: packageDir('api') })) !== 0) throw new Error('the API benchmark failed');
  }
  if (!only || only === 'web') {
    console.log('\n=== Front end: first-load JavaScript and Lighthouse ===');
    await benchWeb();
  }
}

main().catch((error) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
