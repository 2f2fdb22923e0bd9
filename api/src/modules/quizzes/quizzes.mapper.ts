import { idFields } from '@lectern/shared-sdk/core/schemas';
import type { AttemptResult, OpenAttempt, QuizDefinition, QuizStanding, QuizSummary } from '@lectern/shared-sdk/quizzes/schemas';
import type { QuizAttemptRow, QuizOptionRow, QuizQuestionRow, QuizRow } from '../../db/schema';

export type QuizSummaryRow = QuizRow & { question_count: number | string | null };
export type LoadedQuestion = QuizQuestionRow & { options: QuizOptionRow[] };
/** An attempt's questions and each one's options, in the order the attempt shows them. */
export type Layout = [questionId: number, optionIds: number[]][];
/** What was chosen for each question of a submitted attempt, and whether it was right. */
export type Answers = [questionId: number, chosenOptionIds: number[], right: 0 | 1][];

export const parseLayout = (attempt: Pick<QuizAttemptRow, 'layout'>): Layout => JSON.parse(attempt.layout) as Layout;
export const parseAnswers = (attempt: Pick<QuizAttemptRow, 'answers'>): Answers => (attempt.answers ? (JSON.parse(attempt.answers) as Answers) : []);

export function toQuizSummary(row: QuizSummaryRow): QuizSummary {
  return {
    ...idFields(row.id),
    courseId: row.course_id,
    moduleId: row.module_id,
    title: row.title,
    passMark: row.pass_mark,
    maxAttempts: row.max_attempts,
    retryWaitMinutes: row.retry_wait_minutes,
    questionCount: Number(row.question_count ?? 0),
    updatedAt: row.updated_at,
  };
}

/** The quiz with its right answers: for its educator and admins only. */
export function toQuizDefinition(row: QuizSummaryRow, questions: readonly LoadedQuestion[]): QuizDefinition {
  return {
    ...toQuizSummary(row),
    questions: questions.map((question) => ({
      ...idFields(question.id),
      kind: question.kind,
      prompt: question.prompt,
      explanation: question.explanation,
      options: question.options.map((option) => ({ ...idFields(option.id), text: option.text, correct: option.correct === 1 })),
    })),
  };
}

export type AttemptFacts = Pick<QuizAttemptRow, 'id' | 'number' | 'submitted_at' | 'score' | 'passed'>;

/**
 * Where the learner stands, from their attempts at the quiz. An attempt counts as used once started; the best score
 * is the best submitted one. The next attempt's time is told only while the wait holds it back (no open attempt, an
 * attempt left, and the wait since the last submission not over).
 */
export function standingOf(quiz: Pick<QuizRow, 'max_attempts' | 'retry_wait_minutes'>, attempts: readonly AttemptFacts[], now: Date): QuizStanding {
  const submitted = attempts.filter((attempt) => attempt.submitted_at !== null);
  const open = attempts.find((attempt) => attempt.submitted_at === null);
  const attemptsLeft = quiz.max_attempts === null ? null : Math.max(0, quiz.max_attempts - attempts.length);
  const lastSubmitted = submitted
    .map((attempt) => attempt.submitted_at as string)
    .sort()
    .at(-1);
  const opensAt = lastSubmitted === undefined ? null : new Date(Date.parse(lastSubmitted) + quiz.retry_wait_minutes * 60_000);
  return {
    attemptsUsed: attempts.length,
    attemptsLeft,
    bestScore: submitted.length === 0 ? null : Math.max(...submitted.map((attempt) => attempt.score ?? 0)),
    passed: submitted.some((attempt) => attempt.passed === 1),
    nextAttemptAt: !open && attemptsLeft !== 0 && opensAt !== null && opensAt > now ? opensAt.toISOString() : null,
    openAttemptId: open?.id ?? null,
  };
}

/** The attempt's questions and options in its order, with no right answer and no explanation. */
function attemptQuestions(layout: Layout, questions: ReadonlyMap<number, LoadedQuestion>) {
  return layout.flatMap(([questionId, optionIds]) => {
    const question = questions.get(questionId);
    if (!question) return [];
    const options = new Map(question.options.map((option) => [option.id, option]));
    return [
      {
        question,
        shown: {
          ...idFields(question.id),
          kind: question.kind,
          prompt: question.prompt,
          options: optionIds.flatMap((id) => {
            const option = options.get(id);
            return option ? [{ ...idFields(option.id), text: option.text }] : [];
          }),
        },
      },
    ];
  });
}

export function toOpenAttempt(attempt: QuizAttemptRow, questions: ReadonlyMap<number, LoadedQuestion>): OpenAttempt {
  return {
    ...idFields(attempt.id),
    quizId: attempt.quiz_id,
    number: attempt.number,
    startedAt: attempt.started_at,
    questions: attemptQuestions(parseLayout(attempt), questions).map(({ shown }) => shown),
  };
}

/** A submitted attempt, graded; the right options only when `reveal` (the learner passed, or has no attempt left). */
export function toAttemptResult(attempt: QuizAttemptRow, questions: ReadonlyMap<number, LoadedQuestion>, reveal: boolean): AttemptResult {
  const answers = new Map(parseAnswers(attempt).map(([questionId, chosen, right]) => [questionId, { chosen, right: right === 1 }]));
  const shown = attemptQuestions(parseLayout(attempt), questions);
  return {
    ...idFields(attempt.id),
    quizId: attempt.quiz_id,
    number: attempt.number,
    startedAt: attempt.started_at,
    submittedAt: attempt.submitted_at ?? attempt.started_at,
    score: attempt.score ?? 0,
    correctCount: attempt.correct_count ?? 0,
    questionCount: shown.length,
    passed: attempt.passed === 1,
    questions: shown.map(({ question, shown: asked }) => {
      const answer = answers.get(question.id);
      return {
        ...asked,
        chosenOptionIds: answer?.chosen ?? [],
        correct: answer?.right ?? false,
        explanation: question.explanation,
        correctOptionIds: reveal ? question.options.filter((option) => option.correct === 1).map((option) => option.id) : null,
      };
    }),
  };
}

/** Whether a learner may see the right options of their submitted attempts. */
export const revealsAnswers = (standing: QuizStanding): boolean => standing.passed || standing.attemptsLeft === 0;
