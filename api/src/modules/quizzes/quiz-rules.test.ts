import { isRight, optionOrder, questionsProblem, shuffled } from './quiz-rules';

describe('quiz rules', () => {
  it('counts a question right only when exactly its right options are chosen', () => {
    expect(isRight([3], [3])).toBe(true);
    expect(isRight([4, 3], [3, 4])).toBe(true);
    expect(isRight([3], [3, 4])).toBe(false);
    expect(isRight([3, 4, 5], [3, 4])).toBe(false);
    expect(isRight([], [3])).toBe(false);
    expect(isRight([3, 5], [3])).toBe(false);
  });

  it('shuffles into a new array of the same items, and keeps True before False', () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    const orders = new Set(Array.from({ length: 10 }, () => shuffled(items).join(',')));
    expect(orders.size).toBeGreaterThan(1);
    expect([...shuffled(items)].sort((a, b) => a - b)).toEqual(items);
    expect(optionOrder('true-false', ['True', 'False'])).toEqual(['True', 'False']);
  });

  it('accepts sound questions and names the first unsound one', () => {
    const single = {
      kind: 'single' as const,
      prompt: 'Q',
      options: [
        { text: 'A', correct: true },
        { text: 'B', correct: false },
      ],
    };
    expect(questionsProblem([single])).toBeNull();
    expect(
      questionsProblem([
        single,
        {
          ...single,
          kind: 'multiple',
          options: [
            { text: 'A', correct: false },
            { text: 'B', correct: false },
          ],
        },
      ]),
    ).toBe('questions[1]: a multiple-choice question needs at least one right option');
    expect(
      questionsProblem([
        {
          kind: 'true-false',
          prompt: 'Q',
          options: [
            { text: 'False', correct: true },
            { text: 'True', correct: false },
          ],
        },
      ]),
    ).toBeNull();
  });
});
