import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The five webpack builds; `output` is the file whose presence says a build finished. */
export const frontEnds = [
  { name: 'shell', output: 'server/main.cjs' },
  { name: 'mf-public', output: 'mf-manifest.json' },
  { name: 'mf-student', output: 'mf-manifest.json' },
  { name: 'mf-educator', output: 'mf-manifest.json' },
  { name: 'mf-admin', output: 'mf-manifest.json' },
];

/** Every workspace, in the order checks run (the contract first). */
export const workspaces = ['shared-sdk', 'api', 'shell', 'mf-public', 'mf-student', 'mf-educator', 'mf-admin', 'e2e'];

export const packageDir = (name) => path.join(ROOT, name);

export function hasFile(name, file) {
  return existsSync(path.join(packageDir(name), file));
}

/** A binary of an installed package, resolved the way the package itself would. */
export function binOf(name, request) {
  return createRequire(path.join(packageDir(name), 'package.json')).resolve(request);
}

/** Runs a command; every output line is prefixed with `label` so parallel jobs stay readable. Resolves the exit code. */
export function run(command, args, { cwd = ROOT, env = process.env, label } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (label) {
      for (const [stream, target] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
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

/** Runs `jobs` (functions returning promises) with at most `limit` at once; results keep the input order. */
export async function inPool(jobs, limit) {
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

export function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

/**
 * The shell's built server (shell/dist/server/main.cjs): startServers(options) starts the shell's server and one origin
 * per remote; see shell/src/server/main.ts.
 */
export function loadShellServer(root = ROOT) {
  return createRequire(import.meta.url)(path.join(root, 'shell', 'dist', 'server', 'main.cjs'));
}
