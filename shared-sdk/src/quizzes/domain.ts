/** The kinds of question a quiz holds: one right option, one or more right options, or true/false. */
export const QUESTION_KINDS = ['single', 'multiple', 'true-false'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The labels a true/false question's two options carry, in this order. */
export const TRUE_FALSE_OPTIONS = ['True', 'False'] as const;

/** How large a quiz may be, and its texts. */
export const QUIZ_LIMITS = {
  title: 120,
  questions: 50,
  prompt: 1000,
  explanation: 1000,
  option: 300,
  minOptions: 2,
  maxOptions: 8,
  /** The most attempts a quiz may allow when it limits them (null allows any number). */
  maxAttempts: 100,
  /** The longest wait between attempts, in minutes: a week. */
  maxRetryWaitMinutes: 7 * 24 * 60,
} as const;

/** A quiz's score: the whole percent of its questions answered right, rounded down (a question is right or wrong). */
export function quizScore(correct: number, questions: number): number {
  if (questions <= 0) return 0;
  return Math.floor((correct * 100) / questions);
}

/** A quiz's rules in a line, as the educator's course page and the learner's quiz page say them: '4 questions · pass mark 70 % · 3 attempts, 10 minutes apart'. */
export function quizRulesLine(quiz: { questionCount: number; passMark: number; maxAttempts: number | null; retryWaitMinutes: number }): string {
  const questions = `${quiz.questionCount} ${quiz.questionCount === 1 ? 'question' : 'questions'}`;
  const attempts = quiz.maxAttempts === null ? 'unlimited attempts' : `${quiz.maxAttempts} ${quiz.maxAttempts === 1 ? 'attempt' : 'attempts'}`;
  const wait = quiz.retryWaitMinutes > 0 ? `, ${quiz.retryWaitMinutes} ${quiz.retryWaitMinutes === 1 ? 'minute' : 'minutes'} apart` : '';
  return `${questions} · pass mark ${quiz.passMark} % · ${attempts}${wait}`;
}
