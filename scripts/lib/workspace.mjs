// @ts-check
// What the root scripts share: where things are, the platform's table, running a command, lerna.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTasks } from './tasks.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const require = createRequire(import.meta.url);

/**
 * The one table of front ends and default ports (shared-sdk/platform.json).
 * @type {typeof import('../../shared-sdk/platform.json')}
 */
export const platform = require(path.join(ROOT, 'shared-sdk', 'platform.json'));

export const packageDir = (/** @type {string} */ name) => path.join(ROOT, name);

/** The niceness of a background task (see run). */
const BACKGROUND_PRIORITY = 10;

/** How long a stopped command has to end after SIGTERM before it is killed. */
const STOP_GRACE_MS = 10_000;

/**
 * Runs a command; every output line is prefixed with `label` so parallel jobs stay readable. Resolves the exit code.
 * With a `signal`, the command runs in a process group of its own, and when the signal aborts the whole group gets
 * SIGTERM (and SIGKILL after a grace period): what it started (a browser, an API under test) stops with it.
 * `background` runs it at a lower priority (nice 10; what it starts inherits it): it gets the cores that the
 * foreground leaves idle, and takes none from a browser suite whose waits would time out.
 * `onLine` sees each line of a labelled command's output (what npm test keeps to name what failed at its end).
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd?: string; env?: NodeJS.ProcessEnv; label?: string; signal?: AbortSignal; background?: boolean; onLine?: (line: string) => void }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, { cwd = ROOT, env = process.env, label, signal, background = false, onLine } = {}) {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(1);
    const child = spawn(command, args, { cwd, env, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit', detached: Boolean(signal) });
    if (background && child.pid) {
      try {
        // Node has started nothing yet (it takes tens of milliseconds to boot), so all it starts inherits this.
        setPriority(child.pid, BACKGROUND_PRIORITY);
      } catch {
        // a system that refuses it runs the task at the normal priority
      }
    }
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
          for (const line of lines) {
            target.write(`[${label}] ${line}\n`);
            onLine?.(line);
          }
        });
        stream.on('end', () => {
          if (!pending) return;
          target.write(`[${label}] ${pending}\n`);
          onLine?.(pending);
        });
      }
    }
    /** @type {NodeJS.Timeout | undefined} */
    let killTimer;
    const signalGroup = (/** @type {NodeJS.Signals} */ name) => {
      try {
        if (child.pid) process.kill(-child.pid, name);
      } catch {
        // the group has ended
      }
    };
    const stop = () => {
      signalGroup('SIGTERM');
      killTimer = setTimeout(() => signalGroup('SIGKILL'), STOP_GRACE_MS);
    };
    signal?.addEventListener('abort', stop, { once: true });
    child.on('error', (error) => {
      console.error(`[${label ?? command}] ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, exitSignal) => {
      signal?.removeEventListener('abort', stop);
      clearTimeout(killTimer);
      // Whatever the command left running in its group (a server a crashed test runner never stopped) ends with it.
      if (signal) signalGroup(signal.aborted ? 'SIGKILL' : 'SIGTERM');
      resolve(code ?? (exitSignal ? 1 : 0));
    });
  });
}

/** Two at a time: webpack, tsc and jest are CPU-bound, and the machines we aim at have two cores. */
export const CONCURRENCY = Number(process.env.LECTERN_CONCURRENCY) || 2;

/**
 * One Nx target of one workspace package (`nx run @lectern/api:test`), replayed from Nx's cache in .nx/ when its inputs
 * have not changed since it last passed (nx.json); arguments go to the package's script. Labelled `<target>:<folder>`.
 * @param {string} folder
 * @param {string} target
 * @param {{ args?: string[]; env?: NodeJS.ProcessEnv; signal?: AbortSignal; background?: boolean; onLine?: (line: string) => void }} [options]
 */
export function nxTarget(folder, target, { args = [], env = process.env, signal, background = false, onLine } = {}) {
  const manifest = require.resolve('nx/package.json', { paths: [ROOT] });
  const nx = path.join(path.dirname(manifest), require(manifest).bin.nx);
  return run(process.execPath, [nx, 'run', `@lectern/${folder}:${target}`, '--outputStyle=stream', ...(args.length ? ['--', ...args] : [])], {
    label: `${target}:${folder}`,
    ...(signal ? { signal } : {}),
    background,
    ...(onLine ? { onLine } : {}),
    env: { ...env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
}

/** The five front ends' folders: the shell and the remotes of the platform's table. */
export const FRONT_END_FOLDERS = [platform.shell.package, ...platform.remotes.map((remote) => remote.package)];

/**
 * Builds the shell and the four remotes (what changed since their last build; see nxTarget), CONCURRENCY at a time,
 * saying as it goes which are being built and how long each took. Resolves true when every build passed.
 * @param {{ log?: (line: string) => void; signal?: AbortSignal }} [options]
 */
export async function buildFrontEnds({ log = (line) => console.log(line), signal } = {}) {
  const total = FRONT_END_FOLDERS.length;
  let done = 0;
  const started = Date.now();
  log(
    `[build] the ${total} front ends, ${CONCURRENCY} at a time (a first build takes a couple of minutes on two cores; later ones only rebuild what changed)`,
  );
  const results = await runTasks(
    FRONT_END_FOLDERS.map((folder) => ({ id: folder, phase: 'build', label: 'webpack', run: (signal) => nxTarget(folder, 'build', { signal }) })),
    {
      slots: CONCURRENCY,
      ...(signal ? { signal } : {}),
      onStart: (task) => log(`[build] ${task.id}: building…`),
      onEnd: (result) => {
        done += 1;
        log(
          `[build] ${result.task.id}: ${result.status === 'passed' ? 'built' : result.status} in ${result.seconds.toFixed(1)} s (${done} of ${total})`,
        );
      },
    },
  );
  const passed = results.every((result) => result.status === 'passed');
  log(`[build] ${passed ? 'all built' : 'a build failed: see above'} in ${seconds(started)}`);
  return passed;
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
