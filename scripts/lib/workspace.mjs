// @ts-check
// What the root scripts share: where things are, the platform's table, running a command, lerna.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const require = createRequire(import.meta.url);

/**
 * The one table of front ends and default ports (shared-sdk/platform.json).
 * @type {typeof import('../../shared-sdk/platform.json')}
 */
export const platform = require(path.join(ROOT, 'shared-sdk', 'platform.json'));

export const packageDir = (/** @type {string} */ name) => path.join(ROOT, name);

/**
 * Runs a command; every output line is prefixed with `label` so parallel jobs stay readable. Resolves the exit code.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd?: string; env?: NodeJS.ProcessEnv; label?: string }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, { cwd = ROOT, env = process.env, label } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (label) {
      /** @type {[import('node:stream').Readable | null, NodeJS.WriteStream][]} */
      const pipes = [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ];
      for (const [stream, target] of pipes) {
        if (!stream) continue;
        let pending = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (pending + chunk).split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) target.write(`[${label}] ${line}\n`);
        });
        stream.on('end', () => {
          if (pending) target.write(`[${label}] ${pending}\n`);
        });
      }
    }
    child.on('error', (error) => {
      console.error(`[${label ?? command}] ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Two at a time: webpack, tsc and jest are CPU-bound, and the machines we aim at have two cores. */
export const CONCURRENCY = Number(process.env.LECTERN_CONCURRENCY) || 2;

/**
 * `lerna run <target>` across the packages that have it, in dependency order, in parallel, each task skipped (its
 * output replayed from Nx's cache in .nx/) when its inputs have not changed since it last passed; see nx.json.
 * @param {string} target
 * @param {string[]} [extra]
 */
export function lernaRun(target, extra = []) {
  const lerna = createRequire(path.join(ROOT, 'package.json')).resolve('lerna/dist/cli.js');
  return run(process.execPath, [lerna, 'run', target, `--concurrency=${CONCURRENCY}`, ...extra], {
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
}

/** Builds the shell and the four remotes (what changed; see lernaRun). Resolves true when every build passed. */
export async function buildFrontEnds() {
  return (await lernaRun('build')) === 0;
}

/** @param {number} since */
export function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

/**
 * The shell's built server (shell/dist/server/main.cjs): startServers(options) starts the shell's server and one origin
 * per remote; see shell/src/server/main.ts.
 * @returns {typeof import('../../shell/src/server/main')}
 */
export function loadShellServer(root = ROOT) {
  return createRequire(import.meta.url)(path.join(root, 'shell', 'dist', 'server', 'main.cjs'));
}
