// The quiz section of run.ts (`--only=quizzes`, `--only=quizzes-postgres`): a course's insights with its quizzes
// over 100,000 submitted attempts, and the grading write that keeps their counters.
import { ms, percentile, startServer } from './bench-process';
import { timeRequests } from './insights';
import { quizShape } from './synthetic-quizzes';

const RUNS = Number(process.env.BENCH_INSIGHT_RUNS ?? 100);
const TARGET_MS = 50;

export async function benchQuizzes(database: 'SQLite' | 'PostgreSQL', env: Record<string, string>) {
  console.log(`\nQuiz insights on ${database}: building a course of 5 quizzes, 5,000 learners and 100,000 attempts …`);
  const server = await startServer(0, { ...env, BENCH_QUIZZES: '1' });
  try {
    const info = server.info.quizzes;
    if (!info) throw new Error('the bench server built no quizzes');
    console.log(`built in ${info.loadSeconds.toFixed(0)} s: ${info.attempts.toLocaleString('en-US')} submitted attempts on course ${info.courseId}`);
    const get = (token: string) => () => ({ headers: { authorization: `Bearer ${token}` } });
    const routes: [string, string, () => RequestInit][] = [
      ['an empty route (the machine and loopback alone)', '/bench/empty', () => ({})],
      ["the quiz figures alone (the insights' quiz queries)", `/bench/quiz-insights/${info.courseId}`, () => ({})],
      ['course insights with quizzes (its educator)', `/api/courses/${info.courseId}/insights`, get(info.tokens.educator)],
      ['course insights with quizzes, 52 weeks (an admin)', `/api/courses/${info.courseId}/insights?weeks=52`, get(info.tokens.admin)],
      ["the course's quizzes with a learner's standing", `/api/courses/${info.courseId}/quizzes`, get(info.tokens.student)],
    ];
    const rows = [];
    let worst = 0;
    for (const [label, path, init] of routes) {
      const timing = await timeRequests(`${server.url}${path}`, init, RUNS);
      if (label.startsWith('course insights')) worst = Math.max(worst, timing.p95);
      rows.push({ query: label, p50: ms(timing.p50), p95: ms(timing.p95), max: ms(timing.max) });
    }
    rows.push({
      query: 'an attempt started and submitted (the grading write)',
      ...(await timeAttempts(server.url, info.learner.quizId, info.tokens.student)),
    });
    console.log(`${RUNS} requests each, one at a time, round trip over loopback:`);
    console.table(rows);
    console.log(`target (course insights with quizzes ≤ ${TARGET_MS} ms p95): ${worst <= TARGET_MS ? 'met' : 'NOT met'} (worst p95 ${ms(worst)})`);
    const fanOut = await timeLessonsAdded(server.url, info.courseId, info.tokens.educator);
    console.log(
      `a lesson added to the course of ${quizShape.learners.toLocaleString('en-US')} learners, each of them told (${FAN_OUT_RUNS} lessons, one at a time): ` +
        `p50 ${ms(fanOut.p50)}, max ${ms(fanOut.max)}; target ≤ ${FAN_OUT_TARGET_MS} ms: ${fanOut.max <= FAN_OUT_TARGET_MS ? 'met' : 'NOT met'}`,
    );
  } finally {
    await server.stop();
  }
}

const FAN_OUT_RUNS = 5;
const FAN_OUT_TARGET_MS = 1000;

/** The educator adds lessons to the course, one at a time: each tells every learner (issue 50's fan-out). */
async function timeLessonsAdded(url: string, courseId: number, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const detail = (await (await fetch(`${url}/api/courses/${courseId}`, { headers })).json()) as { course: { modules: { id: number }[] } };
  const moduleId = detail.course.modules[0]?.id;
  if (moduleId === undefined) throw new Error('the quiz course has no module');
  const times: number[] = [];
  for (let run = 0; run < FAN_OUT_RUNS; run += 1) {
    const started = process.hrtime.bigint();
    const response = await fetch(`${url}/api/videos`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        moduleId,
        title: `Fan-out lesson ${run + 1}`,
        youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        duration: '10:00',
      }),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`adding a lesson answered ${response.status}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return {
    p50: percentile(
      [...times].sort((a, b) => a - b),
      50,
    ),
    max: Math.max(...times),
  };
}

/** Start an attempt and submit it with no answers, one pair at a time (the learner's quiz allows any number). */
async function timeAttempts(url: string, quizId: number, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const times: number[] = [];
  for (let run = 0; run < RUNS + 5; run += 1) {
    const started = process.hrtime.bigint();
    const opened = await fetch(`${url}/api/quizzes/${quizId}/attempts`, { method: 'POST', headers, body: '{}' });
    const { attempt } = (await opened.json()) as { attempt: { id: number } };
    const submitted = await fetch(`${url}/api/quiz-attempts/${attempt.id}/submit`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ answers: [] }),
    });
    await submitted.arrayBuffer();
    if (!opened.ok || !submitted.ok) throw new Error(`an attempt answered ${opened.status}, then ${submitted.status}`);
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (run >= 5) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { p50: ms(percentile(times, 50)), p95: ms(percentile(times, 95)), max: ms(times.at(-1) ?? Number.NaN) };
}
