import { sql, type Insertable, type Kysely } from 'kysely';
import { insertBatched } from './insert-batched';
import { categories } from '@lectern/shared-sdk/courses/schemas';
import type { Database, EnrollmentsTable, LessonWatchTable, OrdersTable, WatchedVideosTable } from '../src/db/schema';
import { seededRandom } from '../src/lib/seeded-random';
import { progressPercent } from '../src/modules/enrollments/progress';

/**
 * The learning the insights bench reads: 10,000 enrolments and 500,000 lesson_watch rows over the last year, with
 * the worst case a real platform meets: one course holding half the enrolments and about half the watch rows. Every
 * row is written as the routes would leave it (marks for plays of 90 %, progress from the marks, each enrolment's last
 * activity, an order per paid enrolment), through the database's own triggers (the lesson counters, the rounds of
 * review), so the figures read are the ones a real request would get.
 */
export const learningShape = {
  enrollments: 10_000,
  watchRows: 500_000,
  students: 7_500,
  /** The big course: its lessons; half the enrolments are in it. */
  bigCourseLessons: 64,
  bigCourseEnrollments: 5_000,
  /** The others: 40 courses of 60 lessons, 125 enrolments each. */
  otherCourses: 40,
  otherCourseLessons: 60,
  /** Courses that go through review in the last weeks (created pending, some approved since). */
  reviewedCourses: 12,
} as const;

export interface LearningBench {
  bigCourseId: number;
  typicalCourseId: number;
  /** The big course's educator, who has four other courses too. */
  bigEducatorId: number;
  adminId: number;
  /** An enrolment in the big course, for timing a watch report. */
  bigCourseEnrollment: { enrollmentId: number; studentId: number; videoId: number };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 1_000;

interface CoursePlan {
  id: number;
  lessons: { id: number; seconds: number }[];
  enrollments: number;
  priceCents: number;
  /** Share of learners who go through every lesson; the others stop at a lesson drawn evenly. */
  finishing: number;
}

export async function insertSyntheticLearning(db: Kysely<Database>, now: Date): Promise<LearningBench> {
  const next = seededRandom(20260302);
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
  const admin = await db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').executeTakeFirstOrThrow();

  const educators: number[] = [];
  for (let n = 0; n < 10; n += 1) {
    const row = await db
      .insertInto('users')
      .values({
        name: `Bench Educator ${n}`,
        email: `bench.educator.${n}@lectern.dev`,
        password_hash: null,
        role: 'educator',
        is_active: 1,
        is_approved: 1,
        created_at: at(400 * DAY_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    educators.push(row.id);
  }
  const students: { id: number; createdAt: number }[] = [];
  const studentRows = Array.from({ length: learningShape.students }, (_, n) => {
    // Sign-ups over the year, more of them lately.
    const createdAt = now.getTime() - 364 * DAY_MS * next() ** 1.3;
    students.push({ id: 0, createdAt });
    return {
      name: `Bench Student ${n}`,
      email: `bench.student.${n}@gmail.com`,
      password_hash: null,
      role: 'student' as const,
      is_active: 1 as const,
      is_approved: 1 as const,
      created_at: new Date(createdAt).toISOString(),
    };
  });
  await insertBatched(db, 'users', studentRows, BATCH);
  const studentIds = await db.selectFrom('users').select('id').where('email', 'like', 'bench.student.%').orderBy('id').execute();
  studentIds.forEach((row, index) => {
    const student = students[index];
    if (student) student.id = row.id;
  });

  const createCourse = async (educatorId: number, n: number, lessonCount: number, priceCents: number, createdAgoDays: number, approved = true) => {
    const { id } = await db
      .insertInto('courses')
      .values({
        educator_id: educatorId,
        title: `Bench Course ${n}`,
        description: `A synthetic course (${lessonCount} lessons) for the insights bench.`,
        image: null,
        category: categories[n % categories.length] ?? 'Web Development',
        price_cents: priceCents,
        duration: '10h',
        is_approved: approved ? 1 : 0,
        created_at: at(createdAgoDays * DAY_MS),
        updated_at: at(createdAgoDays * DAY_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lessons: { id: number; seconds: number }[] = [];
    const modules = Math.ceil(lessonCount / 8);
    for (let m = 0; m < modules; m += 1) {
      const module = await db
        .insertInto('modules')
        .values({ course_id: id, position: m + 1, title: `Module ${m + 1}`, description: 'Synthetic' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const inModule = Math.min(8, lessonCount - m * 8);
      for (let v = 0; v < inModule; v += 1) {
        const minutes = 4 + Math.floor(next() * 20);
        const video = await db
          .insertInto('videos')
          .values({
            module_id: module.id,
            position: v + 1,
            title: `Lesson ${m * 8 + v + 1}`,
            youtube_url: 'https://www.youtube.com/watch?v=PkZNo7MFNFg',
            duration: `${minutes}m`,
            length_seconds: minutes * 60,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        lessons.push({ id: video.id, seconds: minutes * 60 });
      }
    }
    return { id, lessons };
  };

  const bigEducatorId = educators[0] ?? 0;
  const plans: CoursePlan[] = [];
  const big = await createCourse(bigEducatorId, 0, learningShape.bigCourseLessons, 4900, 380);
  plans.push({ ...big, enrollments: learningShape.bigCourseEnrollments, priceCents: 4900, finishing: 0.6 });
  const perOther = (learningShape.enrollments - learningShape.bigCourseEnrollments) / learningShape.otherCourses;
  for (let n = 1; n <= learningShape.otherCourses; n += 1) {
    // The big course's educator has four more; the others are shared out among nine educators.
    const educatorId = n <= 4 ? bigEducatorId : (educators[1 + (n % 9)] ?? bigEducatorId);
    const priceCents = n % 2 === 0 ? 0 : 1900 + (n % 5) * 1000;
    const course = await createCourse(educatorId, n, learningShape.otherCourseLessons, priceCents, 200 + n * 4);
    plans.push({ ...course, enrollments: perOther, priceCents, finishing: 0.7 });
  }

  // How far each learner goes, then trimmed so the watch rows are exactly learningShape.watchRows.
  const depths = plans.map((plan) =>
    Array.from({ length: plan.enrollments }, () =>
      next() < plan.finishing ? plan.lessons.length : 1 + Math.floor(next() * (plan.lessons.length - 1)),
    ),
  );
  let excess = depths.flat().reduce((sum, depth) => sum + depth, 0) - learningShape.watchRows;
  for (let round = 0; excess !== 0; round += 1) {
    for (let p = plans.length - 1; p >= 1 && excess !== 0; p -= 1) {
      const list = depths[p] ?? [];
      const plan = plans[p];
      const index = round % list.length;
      const depth = list[index] ?? 1;
      if (excess > 0 && depth > 1) {
        list[index] = depth - 1;
        excess -= 1;
      } else if (excess < 0 && plan && depth < plan.lessons.length) {
        list[index] = depth + 1;
        excess += 1;
      }
    }
  }

  let studentCursor = 0;
  for (const [p, plan] of plans.entries()) {
    const enrollments: Insertable<EnrollmentsTable>[] = [];
    const plays: Omit<LessonWatchTable, 'enrollment_id'>[][] = [];
    const marks: Omit<WatchedVideosTable, 'enrollment_id'>[][] = [];
    const orders: Omit<Insertable<OrdersTable>, 'student_id'>[] = [];
    for (let e = 0; e < plan.enrollments; e += 1) {
      const student = students[(studentCursor + e) % students.length];
      if (!student) throw new Error('no student');
      // Enrolments over the year, more of them lately, never before the student signed up.
      const enrolledAt = Math.max(student.createdAt + 3600_000, now.getTime() - 364 * DAY_MS * next() ** 1.5);
      const depth = depths[p]?.[e] ?? 1;
      const lessonPlays: Omit<LessonWatchTable, 'enrollment_id'>[] = [];
      const lessonMarks: Omit<WatchedVideosTable, 'enrollment_id'>[] = [];
      let time = enrolledAt;
      for (const lesson of plan.lessons.slice(0, depth)) {
        time = Math.min(now.getTime() - 60_000, time + DAY_MS * (0.2 + next() * 2.5));
        const through = next() < 0.85;
        const watched = Math.round(lesson.seconds * (through ? 0.9 + next() * 0.15 : 0.05 + next() * 0.8));
        const reported = lesson.seconds - Math.floor(next() * 50);
        const stamp = new Date(time).toISOString();
        lessonPlays.push({
          video_id: lesson.id,
          position_seconds: Math.min(watched, reported),
          watched_seconds: watched,
          duration_seconds: reported,
          updated_at: stamp,
        });
        // The watch route marks a lesson once 90 % of its reported length is played.
        if (watched >= reported * 0.9) lessonMarks.push({ video_id: lesson.id, watched_at: stamp });
      }
      // A few learners mark the next lesson without playing it.
      const skipped = plan.lessons[depth];
      if (skipped && next() < 0.03) {
        time = Math.min(now.getTime() - 60_000, time + DAY_MS);
        lessonMarks.push({ video_id: skipped.id, watched_at: new Date(time).toISOString() });
      }
      const lastPlay = lessonPlays.at(-1);
      const lastMark = lessonMarks.at(-1);
      const last =
        lastMark && (!lastPlay || lastMark.watched_at > lastPlay.updated_at)
          ? { video: lastMark.video_id, at: lastMark.watched_at }
          : lastPlay && { video: lastPlay.video_id, at: lastPlay.updated_at };
      const progress = progressPercent(lessonMarks.length, plan.lessons.length);
      const rated = next() < 0.3;
      enrollments.push({
        student_id: student.id,
        course_id: plan.id,
        progress,
        completed: progress === 100 ? 1 : 0,
        completed_at: progress === 100 ? (last?.at ?? null) : null,
        rating: rated ? 1 + Math.floor(next() * 5) : null,
        rated_at: rated ? (last?.at ?? new Date(enrolledAt).toISOString()) : null,
        enrolled_at: new Date(enrolledAt).toISOString(),
        last_video_id: last?.video ?? null,
        last_watched_at: last?.at ?? null,
      });
      plays.push(lessonPlays);
      marks.push(lessonMarks);
      if (plan.priceCents > 0) orders.push({ total_cents: plan.priceCents, created_at: new Date(enrolledAt).toISOString() });
    }
    studentCursor += plan.enrollments;

    await insertBatched(db, 'enrollments', enrollments, BATCH);
    const ids = (await db.selectFrom('enrollments').select(['id', 'student_id']).where('course_id', '=', plan.id).orderBy('id').execute()).map(
      (row) => row.id,
    );
    await insertBatched(
      db,
      'lesson_watch',
      plays.flatMap((rows, e) => rows.map((row) => ({ ...row, enrollment_id: ids[e] ?? 0 }))),
      BATCH,
    );
    await insertBatched(
      db,
      'watched_videos',
      marks.flatMap((rows, e) => rows.map((row) => ({ ...row, enrollment_id: ids[e] ?? 0 }))),
      BATCH,
    );
    if (plan.priceCents > 0) {
      const buyers = enrollments.map((row) => row.student_id);
      for (let start = 0; start < orders.length; start += BATCH) {
        const inserted = await db
          .insertInto('orders')
          .values(orders.slice(start, start + BATCH).map((order, index) => ({ ...order, student_id: buyers[start + index] ?? 0 })))
          .returning('id')
          .execute();
        await db
          .insertInto('order_items')
          .values(
            inserted.map((order) => ({ order_id: order.id, course_id: plan.id, course_title: `Bench Course ${p}`, price_cents: plan.priceCents })),
          )
          .execute();
      }
    }
  }

  // Courses that went through review in the last weeks: created pending, most approved a few days later.
  for (let n = 0; n < learningShape.reviewedCourses; n += 1) {
    const createdAgo = (3 + n * 5) * DAY_MS;
    const { id } = await createCourse(educators[1 + (n % 9)] ?? bigEducatorId, 100 + n, 3, 0, createdAgo / DAY_MS, false);
    if (n % 3 !== 0)
      await db
        .updateTable('courses')
        .set({ is_approved: 1, updated_at: at(createdAgo - 4 * DAY_MS) })
        .where('id', '=', id)
        .execute();
  }

  const bigFirst = await db
    .selectFrom('enrollments')
    .select(['id', 'student_id'])
    .where('course_id', '=', big.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return {
    bigCourseId: big.id,
    typicalCourseId: plans[5]?.id ?? big.id,
    bigEducatorId,
    adminId: admin.id,
    bigCourseEnrollment: { enrollmentId: bigFirst.id, studentId: bigFirst.student_id, videoId: big.lessons[0]?.id ?? 0 },
  };
}

/** What the database holds, counted: the distribution the bench prints beside its figures. */
export async function describeLearning(db: Kysely<Database>, bench: LearningBench) {
  const count = async (query: Promise<{ n: number | string | bigint } | undefined>) => Number((await query)?.n ?? 0);
  const n = sql<number>`count(*)`.as('n');
  const ofCourse = async (courseId: number) => ({
    lessons: await count(
      db.selectFrom('videos as v').innerJoin('modules as m', 'm.id', 'v.module_id').select(n).where('m.course_id', '=', courseId).executeTakeFirst(),
    ),
    enrollments: await count(db.selectFrom('enrollments').select(n).where('course_id', '=', courseId).executeTakeFirst()),
    watchRows: await count(
      db
        .selectFrom('lesson_watch as l')
        .innerJoin('enrollments as e', 'e.id', 'l.enrollment_id')
        .select(n)
        .where('e.course_id', '=', courseId)
        .executeTakeFirst(),
    ),
    markedRows: await count(
      db
        .selectFrom('watched_videos as w')
        .innerJoin('enrollments as e', 'e.id', 'w.enrollment_id')
        .select(n)
        .where('e.course_id', '=', courseId)
        .executeTakeFirst(),
    ),
    sales: await count(db.selectFrom('order_items').select(n).where('course_id', '=', courseId).executeTakeFirst()),
  });
  return {
    total: {
      courses: await count(db.selectFrom('courses').select(n).executeTakeFirst()),
      lessons: await count(db.selectFrom('videos').select(n).executeTakeFirst()),
      students: await count(db.selectFrom('users').select(n).where('role', '=', 'student').executeTakeFirst()),
      enrollments: await count(db.selectFrom('enrollments').select(n).executeTakeFirst()),
      watchRows: await count(db.selectFrom('lesson_watch').select(n).executeTakeFirst()),
      markedRows: await count(db.selectFrom('watched_videos').select(n).executeTakeFirst()),
      sales: await count(db.selectFrom('order_items').select(n).executeTakeFirst()),
    },
    bigCourse: await ofCourse(bench.bigCourseId),
    typicalCourse: await ofCourse(bench.typicalCourseId),
    bigEducator: {
      courses: await count(db.selectFrom('courses').select(n).where('educator_id', '=', bench.bigEducatorId).executeTakeFirst()),
      enrollments: await count(
        db
          .selectFrom('enrollments as e')
          .innerJoin('courses as c', 'c.id', 'e.course_id')
          .select(n)
          .where('c.educator_id', '=', bench.bigEducatorId)
          .executeTakeFirst(),
      ),
    },
  };
}
