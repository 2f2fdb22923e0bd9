// @ts-check
// A small task runner for `npm test` and `npm start`: tasks with dependencies and a CPU weight, run as parallel as the
// machine's cores allow, each one timed. The first failure stops what has not started and ends what is running.

/**
 * @typedef {object} Task
 * @property {string} id         short and unique: `jest:api`, `build:shell`
 * @property {string} phase      what the table groups it under: lint, typecheck, jest, build, e2e
 * @property {string} label      what it does, in words
 * @property {string[]} [needs]  ids of the tasks that must pass first
 * @property {number} [cores]    how many cores it keeps busy (1 by default); a task never waits for more than the pool has
 * @property {string} [lane]     tasks of one lane run one at a time (two browser suites at once would each time out)
 * @property {(signal: AbortSignal, onLine: (line: string) => void) => Promise<number>} run  resolves its exit code; stops
 *   when the signal aborts; hands each line of its output to onLine
 */

/**
 * @typedef {object} TaskResult
 * @property {Task} task
 * @property {'passed' | 'failed' | 'stopped' | 'not run'} status
 * @property {number} startedAt   ms since the run began (NaN when it never started)
 * @property {number} seconds     its wall time (NaN when it never started)
 */

/**
 * Runs the tasks, each as soon as what it needs has passed and enough of the `slots` cores are free, in the order
 * given among those ready (put the longest chains first). Resolves every task's result, in the order given.
 * @param {Task[]} tasks
 * @param {{ slots: number; signal?: AbortSignal; onStart?: (task: Task) => void; onEnd?: (result: TaskResult) => void; onLine?: (task: Task, line: string) => void }} options
 * @returns {Promise<TaskResult[]>}
 */
export function runTasks(tasks, { slots, signal, onStart, onEnd, onLine }) {
  const ids = new Set(tasks.map((task) => task.id));
  for (const task of tasks) {
    const unknown = (task.needs ?? []).filter((id) => !ids.has(id));
    if (unknown.length) throw new Error(`${task.id} needs ${unknown.join(', ')}, which is not in the run`);
  }
  const began = Date.now();
  /** @type {Map<string, TaskResult>} */
  const results = new Map(tasks.map((task) => [task.id, { task, status: /** @type {const} */ ('not run'), startedAt: NaN, seconds: NaN }]));
  /** @type {Map<string, { controller: AbortController; cores: number; lane: string | undefined }>} */
  const running = new Map();
  const stopAll = new AbortController();
  signal?.addEventListener('abort', () => stopAll.abort(), { once: true });
  let busy = 0;

  return new Promise((resolve) => {
    const weight = (/** @type {Task} */ task) => Math.min(task.cores ?? 1, slots);
    const passed = (/** @type {string} */ id) => results.get(id)?.status === 'passed';
    const waiting = () => tasks.filter((task) => results.get(task.id)?.status === 'not run' && !running.has(task.id));

    const pump = () => {
      if (!stopAll.signal.aborted) {
        for (const task of waiting()) {
          if (!(task.needs ?? []).every(passed)) continue;
          if (task.lane && [...running.values()].some((other) => other.lane === task.lane)) continue;
          const cores = weight(task);
          // A task starts when its cores are free; when nothing runs, it starts whatever its weight.
          if (busy + cores > slots && busy > 0) continue;
          start(task, cores);
        }
      }
      if (running.size === 0) resolve(tasks.map((task) => /** @type {TaskResult} */ (results.get(task.id))));
    };

    const start = (/** @type {Task} */ task, /** @type {number} */ cores) => {
      const controller = new AbortController();
      const stopThis = () => controller.abort();
      stopAll.signal.addEventListener('abort', stopThis, { once: true });
      running.set(task.id, { controller, cores, lane: task.lane });
      busy += cores;
      const startedAt = Date.now();
      onStart?.(task);
      const finish = (/** @type {number} */ code) => {
        stopAll.signal.removeEventListener('abort', stopThis);
        running.delete(task.id);
        busy -= cores;
        /** @type {TaskResult} */
        const result = {
          task,
          status: code === 0 ? 'passed' : controller.signal.aborted ? 'stopped' : 'failed',
          startedAt: startedAt - began,
          seconds: (Date.now() - startedAt) / 1000,
        };
        results.set(task.id, result);
        onEnd?.(result);
        if (result.status === 'failed') stopAll.abort();
        pump();
      };
      task
        .run(controller.signal, (line) => onLine?.(task, line))
        .then(finish, (/** @type {unknown} */ error) => {
          console.error(`[${task.id}] ${error instanceof Error ? error.message : String(error)}`);
          finish(1);
        });
    };

    pump();
  });
}

/** @param {number} seconds */
export function formatSeconds(seconds) {
  if (!Number.isFinite(seconds)) return '';
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(Math.round(seconds - minutes * 60)).padStart(2, '0')} s`;
}

/** @param {number} ms */
const clock = (ms) => {
  if (!Number.isFinite(ms)) return '';
  const total = Math.round(ms / 1000);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

const marks = { passed: '✔', failed: '✘', stopped: '■', 'not run': '·' };

/**
 * The phase table: one row per task, when it started (mm:ss into the run) and its wall time; `before` rows (the CI
 * script's own steps) come first. The last rows are the wall time of the run and, with `before`, of everything.
 * @param {TaskResult[]} results
 * @param {{ before?: { label: string; seconds: number }[]; wallSeconds: number }} options
 */
export function phaseTable(results, { before = [], wallSeconds }) {
  /** @type {[string, string, string, string][]} */
  const rows = [
    ...before.map((step) => /** @type {[string, string, string, string]} */ (['✔', step.label, '', formatSeconds(step.seconds)])),
    ...results.map(
      (result) =>
        /** @type {[string, string, string, string]} */ ([
          marks[result.status],
          `${result.task.id}: ${result.task.label}`,
          clock(result.startedAt),
          formatSeconds(result.seconds),
        ]),
    ),
  ];
  const beforeSeconds = before.reduce((sum, step) => sum + step.seconds, 0);
  const width = Math.max(...rows.map((row) => row[1].length), 40);
  const line = (/** @type {[string, string, string, string]} */ [mark, label, at, took]) =>
    `${mark} ${label.padEnd(width)}  ${at.padStart(5)}  ${took.padStart(12)}`;
  const rule = '─'.repeat(width + 24);
  const out = [rule, line([' ', 'phase', 'at', 'wall time']), rule, ...rows.map(line), rule];
  out.push(line([' ', 'npm test, wall time (parallel phases overlap)', '', formatSeconds(wallSeconds)]));
  if (before.length) out.push(line([' ', 'in all, with the steps before npm test', '', formatSeconds(beforeSeconds + wallSeconds)]));
  return out.join('\n');
}

// eslint-disable-next-line no-control-regex -- the colour codes jest, Nx and Playwright write are escape sequences
const COLOURS = /\u001b\[[0-9;]*m/g;

/**
 * Whether an output line names something that failed, and that line cleaned of colour and of Nx's `@lectern/x:` prefix:
 * a jest test (`● suite › test`, not jest's `● Console` blocks), a Playwright test (`✘ … [chromium] › spec › test`),
 * a type error (`error TS…`). npm test prints them under its table, where a CI log cut to its end still shows them.
 * @param {string} line
 * @returns {string | undefined}
 */
export function failureLine(line) {
  const text = line
    .replace(COLOURS, '')
    .replace(/^@lectern\/[\w-]+:\s?/, '')
    .trim();
  if (/^● (?!Console$)\S/.test(text)) return text;
  if (/^✘ .*›/.test(text)) return text;
  if (/error TS\d+:/.test(text)) return text;
  return undefined;
}
