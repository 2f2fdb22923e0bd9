// @ts-check
// `npm start`: starts the API (seeded on first start) while it builds the front ends that changed, two at a time with
// their progress (scripts/lib/workspace.mjs), then the shell's server (its pages rendered on the server) and an origin
// per remote, and prints where to go. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildFrontEnds, loadShellServer, packageDir } from './lib/workspace.mjs';

const API_READY_TIMEOUT_MS = 60_000;

function startApi() {
  return spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
    cwd: packageDir('api'),
    env: process.env,
    stdio: 'inherit',
  });
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<number>}
 */
function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? 1);
    else child.once('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Waits for the API's health check, or for the API process to die first.
 * @param {string} apiUrl
 * @param {import('node:child_process').ChildProcess} child
 */
async function waitForApi(apiUrl, child) {
  const deadline = Date.now() + API_READY_TIMEOUT_MS;
  let dead = false;
  void exited(child).then(() => (dead = true));
  while (!dead && Date.now() < deadline) {
    try {
      const response = await fetch(`${apiUrl}/healthz`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** @typedef {Awaited<ReturnType<ReturnType<typeof loadShellServer>['startServers']>>} Servers */

/** @param {Servers} servers */
function banner(servers) {
  const line = '─'.repeat(60);
  return [
    '',
    line,
    `  Lectern is running:  ${servers.shell.url}`,
    `  API:                 ${servers.config.apiUrl}  (OpenAPI at /api/docs)`,
    `  Remotes:             ${[...servers.remotes.values()].map((handle) => handle.url).join('  ')}`,
    '  Demo logins:         the accounts listed by the API above',
    '  Stop with Ctrl-C.',
    line,
    '',
  ].join('\n');
}

async function main() {
  // The API needs no build: it starts (and seeds a first database) while the front ends build.
  const api = startApi();
  /** @type {Servers | null} */
  let servers = null;
  let stopping = false;
  const building = new AbortController();

  const stop = async (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    // Builds run in process groups of their own: they are told to stop here, not by the terminal.
    building.abort();
    await servers?.close();
    if (api.exitCode === null && api.signalCode === null) {
      api.kill('SIGTERM');
      await exited(api);
    }
    process.exit(code);
  };

  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop(0));
  void exited(api).then((code) => {
    if (!stopping) {
      console.error(`[start] the API stopped (exit code ${code})`);
      void stop(code || 1);
    }
  });

  if (!(await buildFrontEnds({ signal: building.signal }))) {
    if (!stopping) console.error('[start] a build failed: see above');
    await stop(1);
    return;
  }
  try {
    servers = await loadShellServer().startServers();
  } catch (error) {
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    await stop(1);
    return;
  }
  if (!(await waitForApi(servers.config.apiUrl, api))) {
    if (!stopping) {
      console.error(`[start] the API did not answer on ${servers.config.apiUrl}/healthz`);
      await stop(1);
    }
    return;
  }
  console.log(banner(servers));
}

await main();
