import { QUIZ_LIMITS, TRUE_FALSE_OPTIONS, type QuestionKind, type QuizDefinition, type UpdateQuizInput } from '@lectern/shared-sdk';

/** One option as the form holds it: `key` tells the rows apart while they are added and removed. */
export interface OptionValues {
  key: string;
  text: string;
  correct: boolean;
}

export interface QuestionValues {
  key: string;
  kind: QuestionKind;
  prompt: string;
  explanation: string;
  options: OptionValues[];
}

/** The quiz form's values: numbers as the fields hold them (text), attempts empty for any number. */
export interface QuizValues {
  title: string;
  passMark: string;
  maxAttempts: string;
  unlimitedAttempts: boolean;
  retryWaitMinutes: string;
  questions: QuestionValues[];
}

/** Messages by field: `title`, `passMark`, … and `questions.0.prompt`, `questions.0.options`, `questions.0.option.1`. */
export type QuizErrors = Record<string, string>;

let counter = 0;
const newKey = () => `row-${(counter += 1)}`;

export const newOption = (text = '', correct = false): OptionValues => ({ key: newKey(), text, correct });

/** A new question of a kind: a true/false one comes with its two options, the others with two empty ones. */
export function newQuestion(kind: QuestionKind = 'single'): QuestionValues {
  return { key: newKey(), kind, prompt: '', explanation: '', options: optionsFor(kind, []) };
}

/** The options a question keeps when its kind changes: true/false has exactly True and False. */
export function optionsFor(kind: QuestionKind, current: OptionValues[]): OptionValues[] {
  if (kind === 'true-false') {
    const wasTrue = current.find((option) => option.text === TRUE_FALSE_OPTIONS[0])?.correct ?? false;
    const wasFalse = current.find((option) => option.text === TRUE_FALSE_OPTIONS[1])?.correct ?? false;
    return [newOption(TRUE_FALSE_OPTIONS[0], wasTrue), newOption(TRUE_FALSE_OPTIONS[1], wasFalse && !wasTrue)];
  }
  const options =
    current.length >= QUIZ_LIMITS.minOptions
      ? current
      : [...current, ...Array.from({ length: QUIZ_LIMITS.minOptions - current.length }, () => newOption())];
  if (kind === 'single') {
    const first = options.findIndex((option) => option.correct);
    return options.map((option, index) => ({ ...option, correct: index === first }));
  }
  return options;
}

export function emptyQuiz(moduleTitle: string): QuizValues {
  return {
    title: `${moduleTitle} quiz`.slice(0, QUIZ_LIMITS.title),
    passMark: '70',
    maxAttempts: '3',
    unlimitedAttempts: false,
    retryWaitMinutes: '0',
    questions: [newQuestion()],
  };
}

export function valuesOf(quiz: QuizDefinition): QuizValues {
  return {
    title: quiz.title,
    passMark: String(quiz.passMark),
    maxAttempts: quiz.maxAttempts === null ? '3' : String(quiz.maxAttempts),
    unlimitedAttempts: quiz.maxAttempts === null,
    retryWaitMinutes: String(quiz.retryWaitMinutes),
    questions: quiz.questions.map((question) => ({
      key: newKey(),
      kind: question.kind,
      prompt: question.prompt,
      explanation: question.explanation,
      options: question.options.map((option) => newOption(option.text, option.correct)),
    })),
  };
}

function wholeNumber(text: string, min: number, max: number): number | string {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return `Enter a whole number from ${min} to ${max}.`;
  const value = Number(trimmed);
  return value < min || value > max ? `Enter a whole number from ${min} to ${max}.` : value;
}

function checkQuestion(question: QuestionValues, index: number, errors: QuizErrors) {
  const at = `questions.${index}`;
  if (!question.prompt.trim()) errors[`${at}.prompt`] = 'Write the question.';
  else if (question.prompt.trim().length > QUIZ_LIMITS.prompt) errors[`${at}.prompt`] = `Keep the question under ${QUIZ_LIMITS.prompt} characters.`;
  if (question.explanation.trim().length > QUIZ_LIMITS.explanation) {
    errors[`${at}.explanation`] = `Keep the explanation under ${QUIZ_LIMITS.explanation} characters.`;
  }
  question.options.forEach((option, optionIndex) => {
    if (!option.text.trim()) errors[`${at}.option.${optionIndex}`] = 'Write the option or remove it.';
    else if (option.text.trim().length > QUIZ_LIMITS.option)
      errors[`${at}.option.${optionIndex}`] = `Keep it under ${QUIZ_LIMITS.option} characters.`;
  });
  const right = question.options.filter((option) => option.correct).length;
  if (question.kind === 'multiple' && right === 0) errors[`${at}.options`] = 'Mark at least one right option.';
  if (question.kind !== 'multiple' && right !== 1) errors[`${at}.options`] = 'Mark the one right option.';
  const texts = question.options.map((option) => option.text.trim().toLowerCase()).filter(Boolean);
  if (new Set(texts).size !== texts.length) errors[`${at}.options`] = 'Two options say the same thing.';
}

/** The rules the server keeps, checked before sending so the educator mends the form in place. */
export function validateQuiz(values: QuizValues): { errors: QuizErrors } | { input: UpdateQuizInput } {
  const errors: QuizErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Quiz title is required.';
  else if (title.length > QUIZ_LIMITS.title) errors.title = `Keep the title under ${QUIZ_LIMITS.title} characters.`;
  const passMark = wholeNumber(values.passMark, 1, 100);
  if (typeof passMark === 'string') errors.passMark = passMark;
  const maxAttempts = values.unlimitedAttempts ? null : wholeNumber(values.maxAttempts, 1, QUIZ_LIMITS.maxAttempts);
  if (typeof maxAttempts === 'string') errors.maxAttempts = maxAttempts;
  const retryWaitMinutes = wholeNumber(values.retryWaitMinutes, 0, QUIZ_LIMITS.maxRetryWaitMinutes);
  if (typeof retryWaitMinutes === 'string') errors.retryWaitMinutes = retryWaitMinutes;
  if (values.questions.length === 0) errors.questions = 'Add at least one question.';
  values.questions.forEach((question, index) => checkQuestion(question, index, errors));
  if (Object.keys(errors).length > 0 || typeof passMark === 'string' || typeof maxAttempts === 'string' || typeof retryWaitMinutes === 'string') {
    return { errors };
  }
  return {
    input: {
      title,
      passMark,
      maxAttempts,
      retryWaitMinutes,
      questions: values.questions.map((question) => ({
        kind: question.kind,
        prompt: question.prompt.trim(),
        explanation: question.explanation.trim(),
        options: question.options.map((option) => ({ text: option.text.trim(), correct: option.correct })),
      })),
    },
  };
}
