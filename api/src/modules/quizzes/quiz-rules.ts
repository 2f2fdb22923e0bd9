import { randomInt } from 'node:crypto';
import { TRUE_FALSE_OPTIONS, type QuestionKind } from '@lectern/shared-sdk/quizzes/domain';
import type { QuizQuestionInput } from '@lectern/shared-sdk/quizzes/schemas';

/**
 * What a quiz's shape cannot say, checked on the server: the first problem found, as a 400's message naming the
 * question (numbered from 1, as the editor shows them), or null when the questions are sound.
 */
export function questionsProblem(questions: readonly QuizQuestionInput[]): string | null {
  for (const [index, question] of questions.entries()) {
    const where = `questions[${index}]`;
    const right = question.options.filter((option) => option.correct).length;
    const texts = question.options.map((option) => option.text);
    if (new Set(texts.map((text) => text.toLowerCase())).size !== texts.length) return `${where}: two options have the same text`;
    if (question.kind === 'true-false') {
      const [first, second] = TRUE_FALSE_OPTIONS;
      if (texts.length !== 2 || !texts.includes(first) || !texts.includes(second)) {
        return `${where}: a true/false question has exactly the two options ${first} and ${second}`;
      }
    }
    if (question.kind === 'multiple' && right < 1) return `${where}: a multiple-choice question needs at least one right option`;
    if (question.kind !== 'multiple' && right !== 1) {
      return `${where}: a ${question.kind === 'single' ? 'single-choice' : 'true/false'} question has exactly one right option`;
    }
  }
  return null;
}

/** The items in a random order (Fisher–Yates over the operating system's randomness): a new array. */
export function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/** True and False keep their order in every attempt (shuffling them only confuses); other options are shuffled. */
export const optionOrder = <T>(kind: QuestionKind, options: readonly T[]): T[] => (kind === 'true-false' ? [...options] : shuffled(options));

/**
 * A question is right when exactly its right options are chosen: a multiple-choice answer missing one right option,
 * or with one wrong option more, is wrong (no part marks), and so is more than one option on a single choice.
 */
export function isRight(chosen: readonly number[], right: readonly number[]): boolean {
  const picked = new Set(chosen);
  return picked.size === right.length && right.every((id) => picked.has(id));
}
