import type { Kysely, Transaction } from 'kysely';
import { durationToMinutes, minutesToDuration } from '@lectern/shared-sdk/core/duration';
import type { Role } from '@lectern/shared-sdk/users/schemas';
import type { Env } from '../config/env';
import { demoPassword } from '../config/env-schema';
import type { Clock } from '../lib/clock';
import { hashPassword } from '../modules/auth/passwords';
import { certificatesRepository } from '../modules/certificates/certificates.repository';
import { progressPercent, recomputeProgress } from '../modules/enrollments/progress';
import { statedLengthSeconds } from '../modules/videos/lesson-length';
import { toFlag, type Database } from './schema';
import { seededRandom } from '../lib/seeded-random';
import {
  seedCartItems,
  seedCourses,
  seedEducators,
  seedEnrollments,
  seedLearners,
  seedQuestions,
  seedQuizzes,
  seedStudents,
  type SeedCourse,
  type SeedQuiz,
} from './seed-data';

/** Every demo account shares this password (the first admin too, unless ADMIN_PASSWORD is set). */
export const DEMO_PASSWORD = demoPassword;

export interface DemoAccount {
  role: Role;
  name: string;
  email: string;
  /** null: the admin's password is the ADMIN_PASSWORD of the deployment, not printed. */
  password: string | null;
  note?: string;
}

type AdminSettings = Pick<Env, 'adminEmail' | 'adminPassword'>;
/** What the demo data needs to know: the admin account, and the site's address (the covers are drawn there). */
type DemoSettings = AdminSettings & Pick<Env, 'publicAppUrl'>;

/** A school has more than one admin: the demo's second, who signs in with the demo password. */
export const SECOND_ADMIN = { name: 'Lectern Operations', email: 'ops@lectern.dev' } as const;

/** A seeded educator or student, signing in with the demo password; an inactive one says what that means. */
function seededAccount(role: Role, person: { name: string; email: string; active: boolean }, inactiveNote: string): DemoAccount {
  return { role, name: person.name, email: person.email, password: DEMO_PASSWORD, ...(person.active ? {} : { note: inactiveNote }) };
}

export function demoAccounts(env: AdminSettings): DemoAccount[] {
  return [
    { role: 'admin', name: 'Lectern Admin', email: env.adminEmail, password: env.adminPassword ? null : DEMO_PASSWORD },
    { role: 'admin', name: SECOND_ADMIN.name, email: SECOND_ADMIN.email, password: DEMO_PASSWORD },
    ...Object.values(seedEducators).map((educator) =>
      seededAccount('educator', educator, 'inactive educator: can sign in and read, cannot change anything'),
    ),
    ...Object.values(seedStudents).map((student) => seededAccount('student', student, 'deactivated student: sign-in is refused')),
  ];
}

/** The demo accounts present in this database (none when it was not seeded by us). */
export async function findDemoAccounts(db: Kysely<Database>, env: AdminSettings): Promise<DemoAccount[]> {
  const accounts = demoAccounts(env);
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where(
      'email',
      'in',
      accounts.map((account) => account.email),
    )
    .execute();
  const present = new Set(rows.map((row) => row.email));
  return accounts.filter((account) => present.has(account.email));
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Without demo data (production), the first admin comes from ADMIN_EMAIL and ADMIN_PASSWORD, once, into a database
 * with no admin yet; nothing else is created. Returns whether it created one.
 */
export async function seedFirstAdmin(db: Kysely<Database>, options: { env: AdminSettings; now: Clock }): Promise<boolean> {
  const { adminEmail, adminPassword } = options.env;
  if (!adminPassword) return false;
  if (await db.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst()) return false;
  const passwordHash = await hashPassword(adminPassword);
  const created = await db
    .insertInto('users')
    .values({
      name: 'Lectern Admin',
      email: adminEmail,
      password_hash: passwordHash,
      role: 'admin',
      is_active: 1,
      is_approved: 1,
      created_at: options.now().toISOString(),
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(created.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Seeds demo users, courses and enrolments into an empty database; returns false when it already has users. */
export async function seedDemoData(db: Kysely<Database>, options: { env: DemoSettings; now: Clock }): Promise<boolean> {
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;

  const demoHash = await hashPassword(DEMO_PASSWORD);
  const adminHash = options.env.adminPassword ? await hashPassword(options.env.adminPassword) : demoHash;
  const start = options.now().getTime();
  const daysAgo = (days: number, extraHours = 0) => new Date(start - days * dayMs + extraHours * 3600 * 1000).toISOString();

  return db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: another instance may have seeded since the first look.
    if (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
    await trx
      .insertInto('users')
      .values({
        name: 'Lectern Admin',
        email: options.env.adminEmail,
        password_hash: adminHash,
        role: 'admin',
        is_active: 1,
        is_approved: 1,
        created_at: daysAgo(400),
      })
      .execute();
    await trx
      .insertInto('users')
      .values({
        name: SECOND_ADMIN.name,
        email: SECOND_ADMIN.email,
        password_hash: demoHash,
        role: 'admin',
        is_active: 1,
        is_approved: 1,
        created_at: daysAgo(200),
      })
      .execute();

    const educatorIds = new Map<string, number>();
    for (const [key, educator] of Object.entries(seedEducators)) {
      const row = await trx
        .insertInto('users')
        .values({
          name: educator.name,
          email: educator.email,
          password_hash: demoHash,
          role: 'educator',
          bio: educator.bio,
          is_active: 1,
          is_approved: educator.active ? 1 : 0,
          created_at: daysAgo(key === 'ada' ? 365 : 300),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      educatorIds.set(key, row.id);
    }

    const studentIds = new Map<string, number>();
    for (const [index, [key, student]] of Object.entries(seedStudents).entries()) {
      const row = await trx
        .insertInto('users')
        .values({
          name: student.name,
          email: student.email,
          password_hash: demoHash,
          role: 'student',
          is_active: student.active ? 1 : 0,
          is_approved: 1,
          created_at: daysAgo(200 - index * 15),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      studentIds.set(key, row.id);
    }

    const courses = new Map<string, SeededCourse>();
    for (const course of seedCourses) {
      const educatorId = educatorIds.get(course.educator);
      if (educatorId === undefined) throw new Error(`Seed course ${course.slug} has an unknown educator`);
      const approvedAt = course.approvedDaysAgo === undefined ? undefined : daysAgo(course.approvedDaysAgo);
      courses.set(
        course.slug,
        await insertCourse(trx, course, { educatorId, createdAt: daysAgo(course.createdDaysAgo), approvedAt, appUrl: options.env.publicAppUrl }),
      );
    }

    for (const enrollment of seedEnrollments) {
      const course = courses.get(enrollment.course);
      const studentId = studentIds.get(enrollment.student);
      if (!course || studentId === undefined) throw new Error(`Seed enrolment ${enrollment.student}/${enrollment.course} is inconsistent`);
      const total = course.videoIds.length;
      const watched = enrollment.watched === 'all' ? total : Math.min(enrollment.watched, total);
      const completed = watched === total;
      const watchedAt = (index: number) => daysAgo(enrollment.enrolledDaysAgo, (index + 1) * 20);
      // A rating is given after the last lesson watched.
      const ratedAt = enrollment.rating === undefined ? null : watched > 0 ? watchedAt(watched - 1) : daysAgo(enrollment.enrolledDaysAgo);

      const row = await trx
        .insertInto('enrollments')
        .values({
          student_id: studentId,
          course_id: course.id,
          progress: progressPercent(watched, total),
          completed: completed ? 1 : 0,
          // No quiz yet: completion is the lessons' share until seedQuiz below recounts a course that has one.
          completion: progressPercent(watched, total),
          rating: enrollment.rating ?? null,
          review: enrollment.rating === undefined ? null : (enrollment.review ?? null),
          rated_at: ratedAt,
          review_updated_at: ratedAt,
          enrolled_at: daysAgo(enrollment.enrolledDaysAgo),
          completed_at: completed ? watchedAt(total - 1) : null,
          // The last lesson marked, as the progress route notes it.
          last_video_id: watched > 0 ? (course.videoIds[watched - 1] ?? null) : null,
          last_watched_at: watched > 0 ? watchedAt(watched - 1) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (enrollment.reply && ratedAt) {
        const repliedAt = new Date(Date.parse(ratedAt) + 24 * 60 * 60 * 1000).toISOString();
        await trx
          .insertInto('review_replies')
          .values({ enrollment_id: row.id, educator_id: course.educatorId, body: enrollment.reply, created_at: repliedAt, updated_at: repliedAt })
          .execute();
      }
      // Written here rather than through recomputeProgress, so the completed courses' certificates are too.
      if (completed) await certificatesRepository(trx).issue(row.id, watchedAt(total - 1), watchedAt(total - 1));
      const watchedIds = course.videoIds.slice(0, watched);
      if (watchedIds.length > 0) {
        await trx
          .insertInto('watched_videos')
          .values(watchedIds.map((videoId, index) => ({ enrollment_id: row.id, video_id: videoId, watched_at: watchedAt(index) })))
          .execute();
      }
      await recordPurchase(trx, studentId, course, daysAgo(enrollment.enrolledDaysAgo));
    }

    for (const item of seedCartItems) {
      const course = courses.get(item.course);
      const studentId = studentIds.get(item.student);
      if (!course || studentId === undefined) throw new Error(`Seed cart item ${item.student}/${item.course} is inconsistent`);
      await trx
        .insertInto('cart_items')
        .values({ student_id: studentId, course_id: course.id, added_at: daysAgo(1) })
        .execute();
    }

    await seedLessonQuestions(trx, courses, studentIds, daysAgo);

    const teaching = seedCourses.filter((course) => course.educator === 'ada' && course.approved).flatMap((course) => courses.get(course.slug) ?? []);
    await seedLearnerActivity(trx, teaching, start);
    for (const quiz of seedQuizzes) {
      const course = courses.get(quiz.course);
      if (!course) throw new Error(`Seed quiz ${quiz.title} names an unknown course`);
      await seedQuiz(trx, course.id, quiz, new Date(start).toISOString());
    }
    return true;
  });
}

/** The demo questions on lessons, as the routes leave them: the asker follows, upvotes counted on the question. */
async function seedLessonQuestions(
  trx: Transaction<Database>,
  courses: ReadonlyMap<string, SeededCourse>,
  studentIds: ReadonlyMap<string, number>,
  daysAgo: (days: number) => string,
): Promise<void> {
  const idOf = (key: string) => {
    const id = studentIds.get(key);
    if (id === undefined) throw new Error(`Seed question: unknown student ${key}`);
    return id;
  };
  for (const question of seedQuestions) {
    const course = courses.get(question.course);
    const videoId = course?.videoIds[question.lesson];
    if (!course || videoId === undefined) throw new Error(`Seed question ${question.title} is inconsistent`);
    const askedAt = daysAgo(question.askedDaysAgo);
    const asker = idOf(question.student);
    const { id } = await trx
      .insertInto('lesson_questions')
      .values({
        course_id: course.id,
        video_id: videoId,
        author_id: asker,
        second: question.second ?? null,
        title: question.title,
        body: question.body,
        created_at: askedAt,
        accepted_answer_id: null,
        upvote_count: question.upvotedBy.length,
        hidden_at: null,
        hidden_reason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('question_follows').values({ question_id: id, user_id: asker, created_at: askedAt }).execute();
    for (const key of question.upvotedBy) {
      await trx
        .insertInto('question_upvotes')
        .values({ question_id: id, user_id: idOf(key), created_at: askedAt })
        .execute();
    }
    for (const answer of question.answers) {
      const answerRow = await trx
        .insertInto('question_answers')
        .values({
          question_id: id,
          author_id: answer.by === 'educator' ? course.educatorId : idOf(answer.by),
          body: answer.body,
          created_at: daysAgo(answer.daysAgo),
          hidden_at: null,
          hidden_reason: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (answer.accepted) await trx.updateTable('lesson_questions').set({ accepted_answer_id: answerRow.id }).where('id', '=', id).execute();
    }
  }
}

interface SeededCourse {
  id: number;
  educatorId: number;
  title: string;
  priceCents: number;
  videoIds: number[];
  /** Each video's stated length in seconds. */
  lengths: number[];
  /** When learners could enrol: its approval. */
  availableAt: number;
}

/**
 * The demo educator's courses as a running platform would have them: the seed's learners sign up over the last
 * twelve weeks, enrol (a few in the last day), play lessons in order, playing 90 % of a lesson marks it as the watch
 * route does, and each may drop out part-way; finishing gets the certificate and often a rating; a paid course is an
 * order. Written as the routes would leave the rows: progress from the marks, each enrolment's last activity.
 */
/**
 * The quiz after the course's last module, as if it had always been there: each learner who finished the course
 * passed it at their first attempt when they finished (their certificate names the result), with the insight
 * counters to match; everyone else's progress counts it as not yet passed.
 */
async function seedQuiz(trx: Transaction<Database>, courseId: number, quiz: SeedQuiz, now: string): Promise<void> {
  const [course, module] = await Promise.all([
    trx.selectFrom('courses').select('created_at').where('id', '=', courseId).executeTakeFirstOrThrow(),
    trx.selectFrom('modules').select('id').where('course_id', '=', courseId).orderBy('position', 'desc').executeTakeFirstOrThrow(),
  ]);
  const { id: quizId } = await trx
    .insertInto('quizzes')
    .values({
      course_id: courseId,
      module_id: module.id,
      title: quiz.title,
      pass_mark: quiz.passMark,
      max_attempts: quiz.maxAttempts,
      retry_wait_minutes: quiz.retryWaitMinutes,
      created_at: course.created_at,
      updated_at: course.created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const layout: [number, number[]][] = [];
  const rightAnswers: [number, number[], 1][] = [];
  for (const [index, question] of quiz.questions.entries()) {
    const { id } = await trx
      .insertInto('quiz_questions')
      .values({
        quiz_id: quizId,
        position: index + 1,
        kind: question.kind,
        prompt: question.prompt,
        explanation: question.explanation ?? '',
        retired_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const options = await trx
      .insertInto('quiz_options')
      .values(
        question.options.map((option, position) => ({ question_id: id, position: position + 1, text: option.text, correct: toFlag(option.correct) })),
      )
      .returning(['id', 'correct'])
      .execute();
    layout.push([id, options.map((option) => option.id)]);
    rightAnswers.push([id, options.filter((option) => option.correct === 1).map((option) => option.id), 1]);
  }

  const finished = await trx
    .selectFrom('enrollments')
    .select(['id', 'completed_at'])
    .where('course_id', '=', courseId)
    .where('completed', '=', 1)
    .execute();
  for (const enrollment of finished) {
    const at = enrollment.completed_at ?? now;
    await trx
      .insertInto('quiz_attempts')
      .values({
        enrollment_id: enrollment.id,
        quiz_id: quizId,
        number: 1,
        layout: JSON.stringify(layout),
        started_at: at,
        submitted_at: at,
        score: 100,
        correct_count: quiz.questions.length,
        passed: 1,
        answers: JSON.stringify(rightAnswers),
      })
      .execute();
  }
  const passed = finished.length;
  await trx
    .updateTable('quizzes')
    .set({ attempts_count: passed, learners_attempted: passed, learners_passed: passed, attempts_to_pass_sum: passed })
    .where('id', '=', quizId)
    .execute();
  await trx.updateTable('quiz_questions').set({ first_answered: passed, first_correct: passed }).where('quiz_id', '=', quizId).execute();
  if (passed > 0) {
    await trx
      .updateTable('certificates')
      .set({ quiz_results: JSON.stringify([{ title: quiz.title, score: 100, passMark: quiz.passMark }]) })
      .where(
        'enrollment_id',
        'in',
        finished.map((enrollment) => enrollment.id),
      )
      .execute();
  }
  await recomputeProgress(trx, { courseId }, now);
}

async function seedLearnerActivity(trx: Transaction<Database>, teaching: SeededCourse[], now: number) {
  const next = seededRandom(17);
  const hour = 3600 * 1000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const certificates = certificatesRepository(trx);
  for (const [index, learner] of seedLearners.entries()) {
    // Sign-ups spread over twelve weeks, the last three in the last day (this month's top courses).
    const recent = index >= seedLearners.length - 3;
    const signedUp = recent ? now - (seedLearners.length - index) * 7 * hour : now - (86 - index * 2.1) * 24 * hour;
    const { id: studentId } = await trx
      .insertInto('users')
      .values({
        name: learner.name,
        email: learner.email,
        password_hash: null,
        role: 'student',
        is_active: 1,
        is_approved: 1,
        created_at: iso(signedUp),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The first three courses draw the most learners; every third learner takes a second course.
    const picks = [index < 18 ? index % 3 : (index * 5) % teaching.length, ...(index % 3 === 0 ? [(index * 5 + 4) % teaching.length] : [])];
    for (const pick of new Set(picks)) {
      const course = teaching[pick];
      if (!course) continue;
      const enrolledAt = Math.max(signedUp + (recent ? 0.5 : 1 + next() * 30) * hour, course.availableAt + hour);
      if (enrolledAt > now - hour / 2) continue;
      let time = enrolledAt;
      const plays: { videoId: number; watched: number; length: number; at: number; marked: boolean }[] = [];
      for (const [lesson, videoId] of course.videoIds.entries()) {
        time += (recent ? 0.1 : 6 + next() * 60) * hour;
        if (time > now - hour / 4) break;
        const length = course.lengths[lesson] ?? 600;
        const throughChance = length <= 30 * 60 ? 0.85 : length <= 2 * 3600 ? 0.65 : 0.45;
        const through = next() < throughChance;
        const watched = Math.round(length * (through ? 0.9 + next() * 0.1 : 0.05 + next() * 0.75));
        plays.push({ videoId, watched, length, at: time, marked: through });
        if (!through || next() < 0.2) break;
      }
      const marked = plays.filter((play) => play.marked);
      const completed = marked.length === course.videoIds.length;
      const last = plays.at(-1);
      const rated = completed ? next() < 0.7 : marked.length > 0 && next() < 0.25;
      const ratedAt = rated && last ? iso(last.at + hour) : null;
      const { id: enrollmentId } = await trx
        .insertInto('enrollments')
        .values({
          student_id: studentId,
          course_id: course.id,
          progress: progressPercent(marked.length, course.videoIds.length),
          completed: completed ? 1 : 0,
          completion: progressPercent(marked.length, course.videoIds.length),
          completed_at: completed && last ? iso(last.at) : null,
          rating: rated ? (completed ? 4 + Math.round(next()) : 2 + Math.floor(next() * 3)) : null,
          rated_at: ratedAt,
          review_updated_at: ratedAt,
          enrolled_at: iso(enrolledAt),
          last_video_id: last?.videoId ?? null,
          last_watched_at: last ? iso(last.at) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const play of plays) {
        // The player reports the lesson's real length, a little under the minutes its educator stated.
        const reported = play.length - Math.floor(next() * 50);
        await trx
          .insertInto('lesson_watch')
          .values({
            enrollment_id: enrollmentId,
            video_id: play.videoId,
            position_seconds: Math.min(play.watched, reported),
            watched_seconds: play.watched,
            duration_seconds: reported,
            updated_at: iso(play.at),
          })
          .execute();
        if (play.marked)
          await trx
            .insertInto('watched_videos')
            .values({ enrollment_id: enrollmentId, video_id: play.videoId, watched_at: iso(play.at) })
            .execute();
      }
      if (completed && last) await certificates.issue(enrollmentId, iso(last.at), iso(last.at));
      await recordPurchase(trx, studentId, course, iso(enrolledAt));
    }
  }
}

/** A paid enrolment's order, as checkout leaves it: one order of one item at the course's price. */
async function recordPurchase(
  trx: Transaction<Database>,
  studentId: number,
  course: { id: number; title: string; priceCents: number },
  at: string,
): Promise<void> {
  if (course.priceCents <= 0) return;
  const order = await trx
    .insertInto('orders')
    .values({ student_id: studentId, total_cents: course.priceCents, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_items')
    .values({ order_id: order.id, course_id: course.id, course_title: course.title, price_cents: course.priceCents })
    .execute();
}

async function insertCourse(
  trx: Transaction<Database>,
  course: SeedCourse,
  { educatorId, createdAt, approvedAt, appUrl }: { educatorId: number; createdAt: string; approvedAt: string | undefined; appUrl: string },
): Promise<SeededCourse> {
  const videos = course.modules.flatMap((module) => module.videos);
  const { id } = await trx
    .insertInto('courses')
    .values({
      educator_id: educatorId,
      title: course.title,
      description: course.description,
      // Drawn by the shell's server (shell/src/server/demo-covers.ts): no other site needed to show the demo.
      image: `${appUrl}/demo/courses/${course.slug}.svg`,
      category: course.category,
      price_cents: course.priceCents,
      duration: minutesToDuration(videos.reduce((sum, video) => sum + durationToMinutes(video.duration), 0)),
      length_minutes: videos.reduce((sum, video) => sum + durationToMinutes(video.duration), 0) || null,
      is_approved: course.approved && approvedAt === undefined ? 1 : 0,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Approved after a wait, as the approve route does it: the course's round of review closes then (migration 0015).
  if (course.approved && approvedAt !== undefined)
    await trx.updateTable('courses').set({ is_approved: 1, updated_at: approvedAt }).where('id', '=', id).execute();

  const videoIds: number[] = [];
  for (const [moduleIndex, module] of course.modules.entries()) {
    const inserted = await trx
      .insertInto('modules')
      .values({ course_id: id, position: moduleIndex + 1, title: module.title, description: module.description })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [videoIndex, video] of module.videos.entries()) {
      const row = await trx
        .insertInto('videos')
        .values({
          module_id: inserted.id,
          position: videoIndex + 1,
          title: video.title,
          youtube_url: video.youtubeUrl,
          duration: video.duration,
          length_seconds: statedLengthSeconds(video.duration),
          // Every demo course's first lesson is a free preview, so a visitor can try one from the course page.
          is_preview: toFlag(moduleIndex === 0 && videoIndex === 0),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      videoIds.push(row.id);
    }
  }
  return {
    id,
    educatorId,
    title: course.title,
    priceCents: course.priceCents,
    videoIds,
    lengths: videos.map((video) => statedLengthSeconds(video.duration) ?? 0),
    availableAt: Date.parse(approvedAt ?? createdAt),
  };
}
