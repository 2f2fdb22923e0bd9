import type { Kysely, Transaction } from 'kysely';
import { quizScore } from '@lectern/shared-sdk/quizzes/domain';
import type {
  AttemptResultResponse,
  CourseQuiz,
  CreateQuizInput,
  MyQuizAttempts,
  OpenAttemptResponse,
  QuizDefinition,
  QuizQuestionInput,
  SubmitAttemptInput,
  UpdateQuizInput,
} from '@lectern/shared-sdk/quizzes/schemas';
import type { Database, QuizRow, UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { notFoundMessages } from '../../lib/not-found';
import { loadManagedCourse, loadManagedModule, touchCourse, type AccessOptions } from '../courses/course-access';
import { noticeCertificates } from '../certificates/certificate-notice';
import { afterContentAdded } from '../courses/course-content';
import { coursesRepository } from '../courses/courses.repository';
import { enrollmentsRepository } from '../enrollments/enrollments.repository';
import { turnsFor } from '../enrollments/enrollments.routes';
import { recomputeProgress } from '../enrollments/progress';
import { isRight, optionOrder, questionsProblem, shuffled } from './quiz-rules';
import {
  parseLayout,
  revealsAnswers,
  standingOf,
  toAttemptResult,
  toOpenAttempt,
  toQuizDefinition,
  toQuizSummary,
  type Answers,
  type Layout,
  type LoadedQuestion,
  type QuizSummaryRow,
} from './quizzes.mapper';
import type { Notify } from '../notifications/notify';

type Executor = Kysely<Database> | Transaction<Database>;

export const quizText = {
  quizNotFound: 'Quiz not found',
  attemptNotFound: 'Attempt not found',
  moduleHasQuiz: 'This module already has a quiz: edit that one',
  notALearner: "Forbidden: only the course's learners, its educator and admins see its quizzes",
  created: 'Quiz created',
  saved: 'Quiz saved',
  deleted: 'Quiz deleted',
  noAttemptsLeft: (most: number) => `You have used all ${most} attempts at this quiz`,
  wait: (at: string) => `Your next attempt at this quiz opens at ${at}`,
  alreadySubmitted: 'This attempt is already submitted',
  unknownQuestion: (index: number, id: number) => `answers[${index}].questionId: question ${id} is not in this attempt`,
  answeredTwice: (index: number, id: number) => `answers[${index}].questionId: question ${id} is answered twice`,
  unknownOption: (index: number, id: number) => `answers[${index}].optionIds: option ${id} is not an option of this question`,
  passed: (score: number) => `Passed with ${score} %`,
  notPassed: (score: number, passMark: number) => `Not passed: ${score} % (the pass mark is ${passMark} %)`,
} as const;

/** The course's (or one) quizzes with the number of their current questions, in module order. */
function summaries(db: Executor) {
  return db
    .selectFrom('quizzes as q')
    .innerJoin('modules as m', 'm.id', 'q.module_id')
    .selectAll('q')
    .select((eb) =>
      eb
        .selectFrom('quiz_questions as qq')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('qq.quiz_id', '=', 'q.id')
        .where('qq.retired_at', 'is', null)
        .as('question_count'),
    )
    .orderBy('m.position')
    .orderBy('m.id');
}

async function findSummary(db: Executor, quizId: number): Promise<QuizSummaryRow | undefined> {
  return summaries(db).where('q.id', '=', quizId).executeTakeFirst();
}

/** Questions with their options (in the options' own order), by id. */
async function questionsById(db: Executor, ids: readonly number[]): Promise<Map<number, LoadedQuestion>> {
  if (ids.length === 0) return new Map();
  const questions = await db
    .selectFrom('quiz_questions')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return withOptions(db, questions);
}

async function withOptions(db: Executor, questions: readonly Omit<LoadedQuestion, 'options'>[]): Promise<Map<number, LoadedQuestion>> {
  const loaded = new Map<number, LoadedQuestion>(questions.map((question) => [question.id, { ...question, options: [] }]));
  if (questions.length === 0) return loaded;
  const options = await db
    .selectFrom('quiz_options')
    .selectAll()
    .where(
      'question_id',
      'in',
      questions.map((question) => question.id),
    )
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const option of options) loaded.get(option.question_id)?.options.push(option);
  return loaded;
}

/** The quiz's current questions, in order. */
async function currentQuestions(db: Executor, quizId: number): Promise<LoadedQuestion[]> {
  const rows = await db
    .selectFrom('quiz_questions')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .where('retired_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return [...(await withOptions(db, rows)).values()];
}

async function writeQuestions(db: Executor, quizId: number, questions: readonly QuizQuestionInput[]): Promise<void> {
  for (const [index, question] of questions.entries()) {
    const { id } = await db
      .insertInto('quiz_questions')
      .values({ quiz_id: quizId, position: index + 1, kind: question.kind, prompt: question.prompt, explanation: question.explanation ?? '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('quiz_options')
      .values(
        question.options.map((option, position) => ({ question_id: id, position: position + 1, text: option.text, correct: option.correct ? 1 : 0 })),
      )
      .execute();
  }
}

async function definitionOf(db: Executor, quizId: number): Promise<QuizDefinition> {
  const summary = await findSummary(db, quizId);
  if (!summary) throw notFound(quizText.quizNotFound);
  return toQuizDefinition(summary, await currentQuestions(db, quizId));
}

/** The quiz and its course, when it exists (404) and the caller manages the course (403; a pending course's: 404). */
async function loadManagedQuiz(db: Executor, quizId: number, user: UserRow, options: AccessOptions = {}): Promise<QuizRow> {
  const quiz = await db.selectFrom('quizzes').selectAll().where('id', '=', quizId).executeTakeFirst();
  if (!quiz) throw notFound(quizText.quizNotFound);
  await loadManagedCourse(db, quiz.course_id, user, { ...options, missing: quizText.quizNotFound });
  if (!options.lock) return quiz;
  // Read again under the course's lock: it may have been deleted while we waited.
  const current = await db.selectFrom('quizzes').selectAll().where('id', '=', quizId).executeTakeFirst();
  if (!current) throw notFound(quizText.quizNotFound);
  return current;
}

async function attemptsOf(db: Executor, enrollmentId: number, quizIds: readonly number[]) {
  if (quizIds.length === 0) return [];
  return db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('enrollment_id', '=', enrollmentId)
    .where('quiz_id', 'in', [...quizIds])
    .orderBy('number')
    .execute();
}

const questionsOfLayouts = (layouts: readonly Layout[]) => layouts.flatMap((layout) => layout.map(([questionId]) => questionId));

function assertSound(questions: readonly QuizQuestionInput[]): void {
  const problem = questionsProblem(questions);
  if (problem) throw badRequest(problem);
}

/**
 * Quizzes: an educator writes them (locking the course on PostgreSQL, as module writes do); a learner takes them in
 * attempts under their enrolment's lock (see lockOwn), so starts and submissions of one enrolment run one after the
 * other and never make more attempts than the quiz allows.
 */
export function quizzesRepository(db: Kysely<Database>, options: { lock: boolean; notify: Notify }) {
  const courses = coursesRepository(db);

  /** The learner's enrolment in the quiz's course: 404 for a quiz they may not know of, 403 for one of another course. */
  async function learnerQuiz(quizId: number, student: UserRow): Promise<{ quiz: QuizRow; enrollmentId: number }> {
    const quiz = await db.selectFrom('quizzes').selectAll().where('id', '=', quizId).executeTakeFirst();
    if (!quiz) throw notFound(quizText.quizNotFound);
    const enrollmentId = await enrollmentsRepository(db).idFor(student.id, quiz.course_id);
    if (enrollmentId !== undefined) return { quiz, enrollmentId };
    const course = await courses.findSummary(quiz.course_id);
    if (!course || course.is_approved === 0) throw notFound(quizText.quizNotFound);
    throw forbidden(quizText.notALearner);
  }

  /** Work under the enrolment's lock, in its turn in this process. */
  function underEnrollmentLock<T>(student: UserRow, enrollmentId: number, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return turnsFor(db).run(`${student.id}:${enrollmentId}`, () =>
      db.transaction().execute(async (trx) => {
        if (!(await enrollmentsRepository(trx).lockOwn(student.id, enrollmentId))) throw notFound(quizText.quizNotFound);
        return work(trx);
      }),
    );
  }

  return {
    /** The course's quizzes, in module order; the standing only for an enrolled learner. */
    async listForCourse(courseId: number, user: UserRow, now: Date): Promise<CourseQuiz[]> {
      const course = await courses.findSummary(courseId);
      const insider = course !== undefined && (await courses.isInsider(courseId, user));
      if (!course || (course.is_approved === 0 && !insider)) throw notFound(notFoundMessages.course);
      if (!insider) throw forbidden(quizText.notALearner);
      const quizzes = await summaries(db).where('q.course_id', '=', courseId).execute();
      const enrollmentId = user.role === 'student' ? await enrollmentsRepository(db).idFor(user.id, courseId) : undefined;
      const attempts =
        enrollmentId === undefined
          ? []
          : await attemptsOf(
              db,
              enrollmentId,
              quizzes.map((quiz) => quiz.id),
            );
      return quizzes.map((quiz) => ({
        ...toQuizSummary(quiz),
        standing:
          enrollmentId === undefined
            ? null
            : standingOf(
                quiz,
                attempts.filter((attempt) => attempt.quiz_id === quiz.id),
                now,
              ),
      }));
    },

    async definition(quizId: number, user: UserRow): Promise<QuizDefinition> {
      await loadManagedQuiz(db, quizId, user, { allowAdmin: true });
      return definitionOf(db, quizId);
    },

    /** Adds the module's quiz; the course's enrolments are recomputed (an unpassed quiz reopens a finished course). */
    async create(input: CreateQuizInput, user: UserRow, now: string): Promise<QuizDefinition> {
      assertSound(input.questions);
      try {
        return await db.transaction().execute(async (trx) => {
          const { module, course } = await loadManagedModule(trx, input.moduleId, user, { lock: options.lock });
          const existing = await trx.selectFrom('quizzes').select('id').where('module_id', '=', module.id).executeTakeFirst();
          if (existing) throw conflict(quizText.moduleHasQuiz);
          const { id } = await trx
            .insertInto('quizzes')
            .values({
              course_id: course.id,
              module_id: module.id,
              title: input.title,
              pass_mark: input.passMark,
              max_attempts: input.maxAttempts,
              retry_wait_minutes: input.retryWaitMinutes,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeQuestions(trx, id, input.questions);
          await afterContentAdded(trx, course.id, now, options.notify);
          return definitionOf(trx, id);
        });
      } catch (error) {
        // Two quizzes for one module at once on SQLite's separate connections: the unique module_id keeps one.
        if (isUniqueViolation(error)) throw conflict(quizText.moduleHasQuiz);
        throw error;
      }
    },

    /**
     * Replaces the settings and questions. The old questions are retired, not deleted: attempts made keep their
     * questions, answers and scores (and whether they passed); attempts started before read their own questions too.
     */
    async update(quizId: number, input: UpdateQuizInput, user: UserRow, now: string): Promise<QuizDefinition> {
      assertSound(input.questions);
      return db.transaction().execute(async (trx) => {
        const quiz = await loadManagedQuiz(trx, quizId, user, { lock: options.lock });
        await trx
          .updateTable('quizzes')
          .set({
            title: input.title,
            pass_mark: input.passMark,
            max_attempts: input.maxAttempts,
            retry_wait_minutes: input.retryWaitMinutes,
            updated_at: now,
          })
          .where('id', '=', quiz.id)
          .execute();
        await trx.updateTable('quiz_questions').set({ retired_at: now }).where('quiz_id', '=', quiz.id).where('retired_at', 'is', null).execute();
        await writeQuestions(trx, quiz.id, input.questions);
        await touchCourse(trx, quiz.course_id, now);
        return definitionOf(trx, quiz.id);
      });
    },

    /** Deletes the quiz with its questions and attempts; the enrolments are recomputed (it may complete some). */
    async remove(quizId: number, user: UserRow, now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const quiz = await loadManagedQuiz(trx, quizId, user, { lock: options.lock });
        await trx.deleteFrom('quizzes').where('id', '=', quiz.id).execute();
        await noticeCertificates(options.notify, trx, await recomputeProgress(trx, { courseId: quiz.course_id }, now));
        await touchCourse(trx, quiz.course_id, now);
      });
    },

    /**
     * The learner's open attempt (created false), or a new one with its questions and options shuffled, when they
     * have an attempt left (409) and the wait since their last submission is over (409 naming when it is).
     */
    async start(quizId: number, student: UserRow, now: Date): Promise<{ created: boolean; response: OpenAttemptResponse }> {
      const { enrollmentId } = await learnerQuiz(quizId, student);
      return underEnrollmentLock(student, enrollmentId, async (trx) => {
        const quiz = await trx.selectFrom('quizzes').selectAll().where('id', '=', quizId).executeTakeFirst();
        if (!quiz) throw notFound(quizText.quizNotFound);
        const attempts = await attemptsOf(trx, enrollmentId, [quiz.id]);
        const open = attempts.find((attempt) => attempt.submitted_at === null);
        if (open) {
          const questions = await questionsById(trx, questionsOfLayouts([parseLayout(open)]));
          return { created: false, response: { attempt: toOpenAttempt(open, questions), standing: standingOf(quiz, attempts, now) } };
        }
        const standing = standingOf(quiz, attempts, now);
        if (standing.attemptsLeft === 0) throw conflict(quizText.noAttemptsLeft(quiz.max_attempts ?? 0));
        if (standing.nextAttemptAt !== null) throw conflict(quizText.wait(standing.nextAttemptAt));

        const questions = await currentQuestions(trx, quiz.id);
        const layout: Layout = shuffled(questions).map((question) => [
          question.id,
          optionOrder(question.kind, question.options).map((option) => option.id),
        ]);
        const attempt = await trx
          .insertInto('quiz_attempts')
          .values({
            enrollment_id: enrollmentId,
            quiz_id: quiz.id,
            number: (attempts.at(-1)?.number ?? 0) + 1,
            layout: JSON.stringify(layout),
            started_at: now.toISOString(),
            submitted_at: null,
            score: null,
            correct_count: null,
            answers: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          created: true,
          response: {
            attempt: toOpenAttempt(attempt, new Map(questions.map((question) => [question.id, question]))),
            standing: standingOf(quiz, [...attempts, attempt], now),
          },
        };
      });
    },

    /**
     * Grades the learner's open attempt once (409 after), keeps the insight counters and recomputes the enrolment's
     * progress, all in one transaction under the enrolment's lock.
     */
    async submit(attemptId: number, student: UserRow, input: SubmitAttemptInput, now: Date): Promise<AttemptResultResponse> {
      const owner = await db
        .selectFrom('quiz_attempts as a')
        .innerJoin('enrollments as e', 'e.id', 'a.enrollment_id')
        .select(['a.enrollment_id', 'e.student_id'])
        .where('a.id', '=', attemptId)
        .executeTakeFirst();
      if (!owner || owner.student_id !== student.id) throw notFound(quizText.attemptNotFound);

      return underEnrollmentLock(student, owner.enrollment_id, async (trx) => {
        const attempt = await trx.selectFrom('quiz_attempts').selectAll().where('id', '=', attemptId).executeTakeFirst();
        if (!attempt) throw notFound(quizText.attemptNotFound);
        if (attempt.submitted_at !== null) throw conflict(quizText.alreadySubmitted);
        const quiz = await trx.selectFrom('quizzes').selectAll().where('id', '=', attempt.quiz_id).executeTakeFirstOrThrow();
        const layout = parseLayout(attempt);
        const chosen = chosenOptions(layout, input);
        const questions = await questionsById(trx, questionsOfLayouts([layout]));

        const answers: Answers = layout.map(([questionId]) => {
          const picked = chosen.get(questionId) ?? [];
          const right = (questions.get(questionId)?.options ?? []).filter((option) => option.correct === 1).map((option) => option.id);
          return [questionId, picked, isRight(picked, right) ? 1 : 0];
        });
        const correctCount = answers.filter(([, , right]) => right === 1).length;
        const score = quizScore(correctCount, layout.length);
        const passed = score >= quiz.pass_mark;
        const submittedAt = now.toISOString();
        const graded = await trx
          .updateTable('quiz_attempts')
          .set({ submitted_at: submittedAt, score, correct_count: correctCount, passed: passed ? 1 : 0, answers: JSON.stringify(answers) })
          .where('id', '=', attempt.id)
          .where('submitted_at', 'is', null)
          .returningAll()
          .executeTakeFirstOrThrow();

        const attempts = await attemptsOf(trx, attempt.enrollment_id, [quiz.id]);
        const passedBefore = attempts.some((earlier) => earlier.id !== attempt.id && earlier.passed === 1);
        await countAttempt(trx, quiz.id, graded.number, passed && !passedBefore, answers);
        await noticeCertificates(options.notify, trx, await recomputeProgress(trx, { enrollmentId: attempt.enrollment_id }, submittedAt));

        const standing = standingOf(quiz, attempts, now);
        return {
          message: passed ? quizText.passed(score) : quizText.notPassed(score, quiz.pass_mark),
          result: toAttemptResult(graded, questions, revealsAnswers(standing)),
          standing,
        };
      });
    },

    /** The learner's standing and submitted attempts, the latest first. */
    async listMine(quizId: number, student: UserRow, now: Date): Promise<MyQuizAttempts> {
      const { quiz, enrollmentId } = await learnerQuiz(quizId, student);
      const summary = await findSummary(db, quiz.id);
      if (!summary) throw notFound(quizText.quizNotFound);
      const attempts = await attemptsOf(db, enrollmentId, [quiz.id]);
      const standing = standingOf(summary, attempts, now);
      const submitted = attempts.filter((attempt) => attempt.submitted_at !== null).reverse();
      const questions = await questionsById(db, questionsOfLayouts(submitted.map(parseLayout)));
      const reveal = revealsAnswers(standing);
      return {
        quiz: toQuizSummary(summary),
        standing,
        attempts: submitted.map((attempt) => toAttemptResult(attempt, questions, reveal)),
      };
    },
  };
}

/** The options chosen per question; 400 for a question not in the attempt, one answered twice, or a foreign option. */
function chosenOptions(layout: Layout, input: SubmitAttemptInput): Map<number, number[]> {
  const optionsOf = new Map(layout.map(([questionId, optionIds]) => [questionId, new Set(optionIds)]));
  const chosen = new Map<number, number[]>();
  for (const [index, answer] of input.answers.entries()) {
    const options = optionsOf.get(answer.questionId);
    if (!options) throw badRequest(quizText.unknownQuestion(index, answer.questionId));
    if (chosen.has(answer.questionId)) throw badRequest(quizText.answeredTwice(index, answer.questionId));
    const unknown = answer.optionIds.find((id) => !options.has(id));
    if (unknown !== undefined) throw badRequest(quizText.unknownOption(index, unknown));
    chosen.set(answer.questionId, [...new Set(answer.optionIds)]);
  }
  return chosen;
}

/**
 * The insight counters, in the grading transaction: every submitted attempt; an enrolment's first attempt (number
 * 1: one is open at a time, so it is always submitted first) counts the learner and each of its questions; the
 * first passing attempt counts a pass and the attempts it took.
 */
async function countAttempt(db: Executor, quizId: number, number: number, firstPass: boolean, answers: Answers): Promise<void> {
  const first = number === 1;
  await db
    .updateTable('quizzes')
    .set((eb) => ({
      attempts_count: eb('attempts_count', '+', 1),
      learners_attempted: eb('learners_attempted', '+', first ? 1 : 0),
      learners_passed: eb('learners_passed', '+', firstPass ? 1 : 0),
      attempts_to_pass_sum: eb('attempts_to_pass_sum', '+', firstPass ? number : 0),
    }))
    .where('id', '=', quizId)
    .execute();
  if (!first) return;
  for (const right of [0, 1] as const) {
    const ids = answers.filter((answer) => answer[2] === right).map(([questionId]) => questionId);
    if (ids.length === 0) continue;
    await db
      .updateTable('quiz_questions')
      .set((eb) => ({ first_answered: eb('first_answered', '+', 1), first_correct: eb('first_correct', '+', right) }))
      .where('id', 'in', ids)
      .execute();
  }
}

export type QuizzesRepository = ReturnType<typeof quizzesRepository>;
