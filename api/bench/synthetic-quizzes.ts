import type { Insertable, Kysely } from 'kysely';
import { insertBatched } from './insert-batched';
import type { Database, QuizAttemptsTable } from '../src/db/schema';
import { seededRandom } from '../src/lib/seeded-random';
import { quizScore } from '@lectern/shared-sdk/quizzes/domain';

/**
 * The quizzes the quiz bench reads: one course of five modules, each with a lesson and a quiz of ten questions, and
 * 5,000 learners (as many as the insights bench's biggest course) who each made four attempts at every quiz: 100,000
 * submitted attempts. Attempts, answers and the counters are written as the grading leaves them (the counters summed
 * here, once, as each grading would add them).
 */
export const quizShape = { learners: 5_000, quizzes: 5, questions: 10, options: 4, attemptsPerQuiz: 4, passMark: 70 } as const;

export interface QuizBench {
  courseId: number;
  educatorId: number;
  adminId: number;
  /** A learner of the course, for timing an attempt started and submitted. */
  learner: { studentId: number; quizId: number };
  attempts: number;
}

const BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function insertSyntheticQuizzes(db: Kysely<Database>, now: Date): Promise<QuizBench> {
  const next = seededRandom(20261127);
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
  const admin = await db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').executeTakeFirstOrThrow();
  const educator = await db
    .insertInto('users')
    .values({
      name: 'Quiz Bench Educator',
      email: 'quiz.bench.educator@lectern.dev',
      password_hash: null,
      role: 'educator',
      is_active: 1,
      is_approved: 1,
      created_at: at(400 * DAY_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const course = await db
    .insertInto('courses')
    .values({
      educator_id: educator.id,
      title: 'Quiz Bench Course',
      description: 'A course whose every module ends in a quiz',
      image: null,
      category: 'Web Development',
      price_cents: 0,
      duration: '5h',
      is_approved: 1,
      created_at: at(390 * DAY_MS),
      updated_at: at(390 * DAY_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const quizzes: { id: number; questions: { id: number; options: number[]; right: number }[] }[] = [];
  for (let position = 1; position <= quizShape.quizzes; position += 1) {
    const module = await db
      .insertInto('modules')
      .values({ course_id: course.id, position, title: `Module ${position}`, description: 'Bench module' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('videos')
      .values({
        module_id: module.id,
        position: 1,
        title: `Lesson ${position}`,
        youtube_url: 'https://www.youtube.com/watch?v=PkZNo7MFNFg',
        duration: '10m',
        length_seconds: 600,
      })
      .execute();
    const quiz = await db
      .insertInto('quizzes')
      .values({
        course_id: course.id,
        module_id: module.id,
        title: `Quiz ${position}`,
        pass_mark: quizShape.passMark,
        max_attempts: null,
        retry_wait_minutes: 0,
        created_at: at(390 * DAY_MS),
        updated_at: at(390 * DAY_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const questions = [];
    for (let number = 1; number <= quizShape.questions; number += 1) {
      const question = await db
        .insertInto('quiz_questions')
        .values({
          quiz_id: quiz.id,
          position: number,
          kind: 'single',
          prompt: `Question ${number} of quiz ${position}?`,
          explanation: '',
          retired_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const options = await db
        .insertInto('quiz_options')
        .values(
          Array.from({ length: quizShape.options }, (_, index) => ({
            question_id: question.id,
            position: index + 1,
            text: `Option ${index + 1}`,
            correct: index === 0 ? (1 as const) : (0 as const),
          })),
        )
        .returning('id')
        .execute();
      questions.push({ id: question.id, options: options.map((option) => option.id), right: options[0]?.id ?? 0 });
    }
    quizzes.push({ id: quiz.id, questions });
  }

  await insertBatched(
    db,
    'users',
    Array.from({ length: quizShape.learners }, (_, n) => ({
      name: `Quiz Bench Learner ${n}`,
      email: `quiz.bench.learner.${n}@gmail.com`,
      password_hash: null,
      role: 'student' as const,
      is_active: 1 as const,
      is_approved: 1 as const,
      created_at: at(380 * DAY_MS),
    })),
    BATCH,
  );
  const students = await db.selectFrom('users').select('id').where('email', 'like', 'quiz.bench.learner.%').orderBy('id').execute();
  await insertBatched(
    db,
    'enrollments',
    students.map((student) => ({
      student_id: student.id,
      course_id: course.id,
      progress: 0,
      completed: 0 as const,
      rating: null,
      enrolled_at: at(Math.floor(next() * 360) * DAY_MS),
    })),
    BATCH,
  );
  const enrollments = await db.selectFrom('enrollments').select(['id', 'student_id']).where('course_id', '=', course.id).orderBy('id').execute();

  // Each question's share right differs, so the hardest questions are a real ranking.
  const difficulty = new Map(quizzes.flatMap((quiz) => quiz.questions.map((question) => [question.id, 0.35 + 0.6 * next()] as const)));
  const counters = new Map(quizzes.map((quiz) => [quiz.id, { attempts: 0, attempted: 0, passed: 0, toPass: 0 }]));
  const firsts = new Map<number, { answered: number; right: number }>();
  const attempts: Insertable<QuizAttemptsTable>[] = [];
  let total = 0;
  const flush = async () => {
    await insertBatched(db, 'quiz_attempts', attempts.splice(0), BATCH);
  };
  for (const enrollment of enrollments) {
    for (const quiz of quizzes) {
      let passedAt = 0;
      for (let number = 1; number <= quizShape.attemptsPerQuiz; number += 1) {
        const answers = quiz.questions.map((question) => {
          const right = next() < (difficulty.get(question.id) ?? 0.5) + 0.1 * (number - 1);
          return [question.id, [right ? question.right : (question.options[1] ?? 0)], right ? 1 : 0] as const;
        });
        const correct = answers.filter((answer) => answer[2] === 1).length;
        const score = quizScore(correct, quiz.questions.length);
        const passed = score >= quizShape.passMark;
        const startedAt = at((30 - number) * DAY_MS);
        attempts.push({
          enrollment_id: enrollment.id,
          quiz_id: quiz.id,
          number,
          layout: JSON.stringify(quiz.questions.map((question) => [question.id, question.options])),
          started_at: startedAt,
          submitted_at: startedAt,
          score,
          correct_count: correct,
          passed: passed ? 1 : 0,
          answers: JSON.stringify(answers),
        });
        total += 1;
        const counter = counters.get(quiz.id);
        if (!counter) continue;
        counter.attempts += 1;
        if (number === 1) {
          counter.attempted += 1;
          for (const [questionId, , right] of answers) {
            const first = firsts.get(questionId) ?? { answered: 0, right: 0 };
            first.answered += 1;
            first.right += right;
            firsts.set(questionId, first);
          }
        }
        if (passed && passedAt === 0) {
          passedAt = number;
          counter.passed += 1;
          counter.toPass += number;
        }
      }
    }
    if (attempts.length >= 10 * BATCH) await flush();
  }
  await flush();
  for (const [quizId, counter] of counters) {
    await db
      .updateTable('quizzes')
      .set({
        attempts_count: counter.attempts,
        learners_attempted: counter.attempted,
        learners_passed: counter.passed,
        attempts_to_pass_sum: counter.toPass,
      })
      .where('id', '=', quizId)
      .execute();
  }
  for (const [questionId, first] of firsts) {
    await db.updateTable('quiz_questions').set({ first_answered: first.answered, first_correct: first.right }).where('id', '=', questionId).execute();
  }
  const learner = enrollments[0];
  return {
    courseId: course.id,
    educatorId: educator.id,
    adminId: admin.id,
    learner: { studentId: learner?.student_id ?? 0, quizId: quizzes[0]?.id ?? 0 },
    attempts: total,
  };
}
