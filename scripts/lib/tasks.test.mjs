// @ts-check
// The task runner behind `npm test` and `npm start` (node --test, run by `npm run lint:format`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failureLine, phaseTable, runTasks } from './tasks.mjs';

/** A task that records when it ran, ends with `code` once `release` resolves, and sees its stop signal. */
function recorder() {
  /** @type {string[]} */
  const events = [];
  /** @type {Map<string, () => void>} */
  const releases = new Map();
  /**
   * @param {string} id
   * @param {{ needs?: string[]; cores?: number; lane?: string; code?: number }} [options]
   * @returns {import('./tasks.mjs').Task}
   */
  const task = (id, { needs, cores, lane, code = 0 } = {}) => ({
    id,
    phase: 'test',
    label: id,
    ...(needs ? { needs } : {}),
    ...(cores ? { cores } : {}),
    ...(lane ? { lane } : {}),
    run: (signal) =>
      new Promise((resolve) => {
        events.push(`start ${id}`);
        let ended = false;
        const end = (/** @type {number} */ exit) => {
          if (ended) return;
          ended = true;
          events.push(`end ${id}`);
          resolve(exit);
        };
        releases.set(id, () => end(code));
        signal.addEventListener('abort', () => end(143), { once: true });
      }),
  });
  const release = (/** @type {string} */ id) => releases.get(id)?.();
  return { events, task, release };
}

/** Lets the runner start what became ready. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

test('runs no more at once than there are slots, and a task waits for what it needs', async () => {
  const { events, task, release } = recorder();
  const done = runTasks([task('build'), task('lint'), task('e2e', { needs: ['build'] }), task('jest')], { slots: 2 });
  await settle();
  assert.deepEqual(events, ['start build', 'start lint']);
  release('lint');
  await settle();
  // e2e is first in line but waits for build; jest takes the free slot.
  assert.deepEqual(events.slice(2), ['end lint', 'start jest']);
  release('build');
  await settle();
  assert.deepEqual(events.slice(4), ['end build', 'start e2e']);
  release('jest');
  release('e2e');
  const results = await done;
  assert.deepEqual(
    results.map((result) => [result.task.id, result.status]),
    [
      ['build', 'passed'],
      ['lint', 'passed'],
      ['e2e', 'passed'],
      ['jest', 'passed'],
    ],
  );
  assert.ok(results.every((result) => result.seconds >= 0 && result.startedAt >= 0));
});

test('tasks of one lane run one at a time, while the free slot goes to the next task', async () => {
  const { events, task, release } = recorder();
  const done = runTasks([task('e2e:sqlite', { lane: 'browser' }), task('e2e:postgres', { lane: 'browser' }), task('lint')], { slots: 2 });
  await settle();
  assert.deepEqual(events, ['start e2e:sqlite', 'start lint']);
  release('lint');
  await settle();
  // A slot is free, but the other browser suite waits for its lane.
  assert.deepEqual(events.slice(2), ['end lint']);
  release('e2e:sqlite');
  await settle();
  assert.deepEqual(events.slice(3), ['end e2e:sqlite', 'start e2e:postgres']);
  release('e2e:postgres');
  assert.ok((await done).every((result) => result.status === 'passed'));
});

test('a task of two cores runs alone; one of more cores than the pool still runs', async () => {
  const { events, task, release } = recorder();
  const done = runTasks([task('api', { cores: 2 }), task('small'), task('huge', { cores: 8 })], { slots: 2 });
  await settle();
  assert.deepEqual(events, ['start api']);
  release('api');
  await settle();
  assert.deepEqual(events.slice(1), ['end api', 'start small']);
  release('small');
  await settle();
  assert.deepEqual(events.slice(3), ['end small', 'start huge']);
  release('huge');
  await done;
});

test('the first failure stops what runs and starts nothing more; what needed it is not run', async () => {
  const { events, task, release } = recorder();
  const done = runTasks([task('lint', { code: 1 }), task('jest'), task('e2e', { needs: ['lint'] }), task('build')], { slots: 2 });
  await settle();
  release('lint');
  const results = await done;
  assert.deepEqual(events, ['start lint', 'start jest', 'end lint', 'end jest']);
  assert.deepEqual(
    results.map((result) => result.status),
    ['failed', 'stopped', 'not run', 'not run'],
  );
});

test('an outside signal (Ctrl-C) stops the run', async () => {
  const { task } = recorder();
  const stop = new AbortController();
  const done = runTasks([task('e2e')], { slots: 2, signal: stop.signal });
  await settle();
  stop.abort();
  assert.deepEqual(
    (await done).map((result) => result.status),
    ['stopped'],
  );
});

test('a task that needs one not in the run is refused before anything starts', () => {
  const { task } = recorder();
  assert.throws(() => runTasks([task('e2e', { needs: ['build'] })], { slots: 2 }), /e2e needs build, which is not in the run/);
});

test('the phase table lists the steps before npm test, each task with its start and wall time, and the totals', () => {
  /** @type {import('./tasks.mjs').Task} */
  const lint = { id: 'lint:eslint', phase: 'lint', label: 'ESLint', run: async () => 0 };
  /** @type {import('./tasks.mjs').Task} */
  const e2e = { id: 'e2e:sqlite', phase: 'e2e', label: 'Playwright', run: async () => 0 };
  const table = phaseTable(
    [
      { task: lint, status: 'passed', startedAt: 0, seconds: 95.4 },
      { task: e2e, status: 'not run', startedAt: NaN, seconds: NaN },
    ],
    { before: [{ label: 'ci: npm ci', seconds: 80 }], wallSeconds: 1230 },
  );
  const rows = table.split('\n').map((row) => row.replace(/\s+/g, ' ').trim());
  assert.ok(rows.includes('✔ ci: npm ci 1 min 20 s'), table);
  assert.ok(rows.includes('✔ lint:eslint: ESLint 00:00 1 min 35 s'), table);
  assert.ok(rows.includes('· e2e:sqlite: Playwright'), table);
  assert.ok(rows.includes('npm test, wall time (parallel phases overlap) 20 min 30 s'), table);
  assert.ok(rows.includes('in all, with the steps before npm test 21 min 50 s'), table);
});

test('failureLine names failed jest and Playwright tests and type errors, and nothing else', () => {
  assert.equal(
    failureLine('@lectern/api: \u001b[1m\u001b[31m  ● \u001b[22m\u001b[39mcheckout › 250 at once get one page'),
    '● checkout › 250 at once get one page',
  );
  assert.equal(failureLine('  ● Console'), undefined);
  assert.equal(failureLine('  ✓ passes (12 ms)'), undefined);
  assert.equal(
    failureLine('  \u001b[31m✘\u001b[39m  12 [chromium] › specs/cart.spec.ts:10:3 › a student pays (31.2s)'),
    '✘  12 [chromium] › specs/cart.spec.ts:10:3 › a student pays (31.2s)',
  );
  assert.equal(
    failureLine("src/app.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'."),
    "src/app.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
  );
  assert.equal(failureLine('Tests: 1 failed, 1953 passed, 1954 total'), undefined);
});

test('runTasks hands each output line to onLine with the task that wrote it', async () => {
  /** @type {string[]} */
  const seen = [];
  /** @param {string} id @returns {import('./tasks.mjs').Task} */
  const talker = (id) => ({ id, phase: 'test', label: id, run: async (_signal, onLine) => (onLine(`${id} says hi`), 0) });
  await runTasks([talker('a'), talker('b')], { slots: 2, onLine: (task, line) => seen.push(`${task.id}: ${line}`) });
  assert.deepEqual(seen.sort(), ['a: a says hi', 'b: b says hi']);
});
