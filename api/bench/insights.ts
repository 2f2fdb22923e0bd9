// Section 4 of run.ts: the insights' round-trip times over 10,000 enrolments and 500,000 watch records.
import { ms, percentile, startServer, type InsightsInfo } from './bench-process';

const INSIGHT_RUNS = Number(process.env.BENCH_INSIGHT_RUNS ?? 100);
const INSIGHT_TARGET_MS = 50;

/** One request at a time: `runs` timed after 5 that warm the process, the round trip over loopback (an upper bound on server time). */
export async function timeRequests(url: string, init: () => RequestInit, runs: number) {
  const times: number[] = [];
  for (let run = 0; run < runs + 5; run += 1) {
    const started = process.hrtime.bigint();
    const response = await fetch(url, init());
    await response.arrayBuffer();
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (run >= 5) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? Number.NaN };
}

export async function benchInsights(database: 'SQLite' | 'PostgreSQL', env: Record<string, string>) {
  console.log(`\nInsights on ${database}: building 10,000 enrolments and 500,000 watch records …`);
  const server = await startServer(0, { ...env, BENCH_INSIGHTS: '1' });
  try {
    const info = server.info.insights;
    if (!info) throw new Error('the bench server built no learning');
    const { total, bigCourse, typicalCourse, bigEducator } = info.distribution;
    console.log(`built in ${info.loadSeconds.toFixed(0)} s (every row through the database's triggers). What the database holds:`);
    const course = (figures: InsightsInfo['distribution']['bigCourse']) => ({
      courses: 1,
      lessons: figures.lessons,
      enrolments: figures.enrollments,
      'watch rows (lesson_watch)': figures.watchRows,
      'marks (watched_videos)': figures.markedRows,
      sales: figures.sales,
    });
    console.table({
      'whole platform (with the demo data)': {
        courses: total.courses,
        lessons: total.lessons,
        students: total.students,
        enrolments: total.enrollments,
        'watch rows (lesson_watch)': total.watchRows,
        'marks (watched_videos)': total.markedRows,
        sales: total.sales,
      },
      'the biggest course': course(bigCourse),
      'a typical course': course(typicalCourse),
      "the biggest course's educator": { courses: bigEducator.courses, enrolments: bigEducator.enrollments },
    });
    const get = (token: string) => () => ({ headers: { authorization: `Bearer ${token}` } });
    const routes: [string, string, () => RequestInit][] = [
      ['course insights: the biggest course (its educator)', `/api/courses/${info.bigCourseId}/insights`, get(info.tokens.educator)],
      ['course insights: the biggest course, 52 weeks', `/api/courses/${info.bigCourseId}/insights?weeks=52`, get(info.tokens.educator)],
      ['course insights: a typical course (an admin)', `/api/courses/${info.typicalCourseId}/insights`, get(info.tokens.admin)],
      ["educator's summary: the biggest course's educator", '/api/users/educator/insights', get(info.tokens.educator)],
      ["educator's summary, 52 weeks", '/api/users/educator/insights?weeks=52', get(info.tokens.educator)],
      ['platform trends', '/api/stats/trends', get(info.tokens.admin)],
      ['platform trends, 52 weeks', '/api/stats/trends?weeks=52', get(info.tokens.admin)],
    ];
    const rows = [];
    let worst = 0;
    for (const [label, path, init] of routes) {
      const timing = await timeRequests(`${server.url}${path}`, init, INSIGHT_RUNS);
      worst = Math.max(worst, timing.p95);
      rows.push({ query: label, p50: ms(timing.p50), p95: ms(timing.p95), max: ms(timing.max) });
    }
    // The write that keeps the counters and the last activity: a learner of the biggest course reporting playback.
    const report = await timeRequests(
      `${server.url}/api/enrollments/${info.bigCourseEnrollment.enrollmentId}/watch`,
      () => ({
        method: 'POST',
        headers: { authorization: `Bearer ${info.tokens.student}`, 'content-type': 'application/json' },
        body: JSON.stringify({ videoId: info.bigCourseEnrollment.videoId, position: 30, played: 1 }),
      }),
      INSIGHT_RUNS,
    );
    rows.push({ query: 'watch report (the write behind the counters)', p50: ms(report.p50), p95: ms(report.p95), max: ms(report.max) });
    console.log(
      `${INSIGHT_RUNS} requests each, one at a time, round trip over loopback; these routes have no response cache, every request runs its queries:`,
    );
    console.table(rows);
    const bar = database === 'SQLite' ? '' : " (the bar is SQLite's: shown for comparison)";
    console.log(
      `target (each insight read ≤ ${INSIGHT_TARGET_MS} ms p95${bar}): ${worst <= INSIGHT_TARGET_MS ? 'met' : 'NOT met'} (worst p95 ${ms(worst)})`,
    );
    // What the counting triggers cost the rarest big write: every watch row and mark of the course goes, each counted.
    const started = performance.now();
    const deleted = await fetch(`${server.url}/api/courses/${info.bigCourseId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${info.tokens.admin}` },
    });
    if (!deleted.ok) throw new Error(`deleting the biggest course answered ${deleted.status}`);
    console.log(
      `deleting the biggest course (its ${bigCourse.watchRows.toLocaleString('en-US')} watch rows and ${bigCourse.markedRows.toLocaleString('en-US')} marks through the triggers), one run: ${ms(performance.now() - started)}`,
    );
  } finally {
    await server.stop();
  }
}
