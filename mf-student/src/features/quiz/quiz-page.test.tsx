import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  paths,
  routes,
  toastStore,
  type AttemptResult,
  type LecternApi,
  type MyQuizAttempts,
  type OpenAttempt,
  type QuizStanding,
} from '@lectern/shared-sdk';
import { buildCourseDetail, buildEnrollment, buildModule, buildVideo } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { QuizPage } from './quiz-page';

const COURSE = 7;
const QUIZ = 3;
const course = buildCourseDetail({
  id: COURSE,
  title: 'Python basics',
  modules: [buildModule({ id: 70, courseId: COURSE, title: 'Types', videos: [buildVideo({ id: 701, moduleId: 70 })] })],
});

const quiz = {
  _id: String(QUIZ),
  id: QUIZ,
  courseId: COURSE,
  moduleId: 70,
  title: 'Types check',
  passMark: 100,
  maxAttempts: 3,
  retryWaitMinutes: 1,
  questionCount: 2,
  updatedAt: new Date().toISOString(),
};

const fresh: QuizStanding = { attemptsUsed: 0, attemptsLeft: 3, bestScore: null, passed: false, nextAttemptAt: null, openAttemptId: null };

const open: OpenAttempt = {
  _id: '30',
  id: 30,
  quizId: QUIZ,
  number: 1,
  startedAt: new Date().toISOString(),
  questions: [
    {
      _id: '2',
      id: 2,
      kind: 'multiple',
      prompt: 'Which are numbers?',
      options: [
        { _id: '21', id: 21, text: 'int' },
        { _id: '22', id: 22, text: 'str' },
        { _id: '23', id: 23, text: 'float' },
      ],
    },
    {
      _id: '1',
      id: 1,
      kind: 'true-false',
      prompt: 'Strings are mutable',
      options: [
        { _id: '11', id: 11, text: 'True' },
        { _id: '12', id: 12, text: 'False' },
      ],
    },
  ],
};

const failed: AttemptResult = {
  ...open,
  submittedAt: new Date().toISOString(),
  score: 50,
  correctCount: 1,
  questionCount: 2,
  passed: false,
  questions: [
    { ...open.questions[0]!, chosenOptionIds: [21, 23], correct: true, explanation: 'int and float are numeric types.', correctOptionIds: null },
    { ...open.questions[1]!, chosenOptionIds: [11], correct: false, explanation: 'Strings cannot be changed in place.', correctOptionIds: null },
  ],
};

function show(api: Partial<LecternApi>) {
  return renderPage(<QuizPage />, {
    pattern: routes.student.quiz,
    url: paths.student.quiz(COURSE, QUIZ),
    api: {
      getCourse: () => Promise.resolve({ course }),
      getMyEnrollment: () => Promise.resolve({ enrollment: buildEnrollment({ id: 9, courseId: course, quizzes: { passed: 0, total: 1 } }) }),
      ...api,
    },
  });
}

const attempts = (standing: QuizStanding, list: AttemptResult[] = []): MyQuizAttempts => ({ quiz, standing, attempts: list });

beforeEach(() => toastStore.setState({ toasts: [] }));

test('shows the rules and where the learner stands, and starts an attempt with its questions but no answers', async () => {
  const startQuizAttempt = jest.fn(() => Promise.resolve({ attempt: open, standing: { ...fresh, openAttemptId: open.id } }));
  show({ listMyQuizAttempts: jest.fn(() => Promise.resolve(attempts(fresh))), startQuizAttempt });
  expect(await screen.findByRole('heading', { level: 1, name: 'Types check' })).toBeInTheDocument();
  expect(screen.getByText('2 questions · pass mark 100 % · 3 attempts, 1 minute apart')).toBeInTheDocument();
  expect(screen.getByText('Not attempted yet · 3 attempts left')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Start quiz' }));
  expect(startQuizAttempt).toHaveBeenCalledWith(QUIZ);
  expect(await screen.findByRole('heading', { name: 'Attempt 1' })).toBeInTheDocument();
  const first = screen.getByRole('group', { name: /Which are numbers/ });
  expect(within(first).getAllByRole('checkbox')).toHaveLength(3);
  expect(within(screen.getByRole('radiogroup', { name: /Strings are mutable/ })).getAllByRole('radio')).toHaveLength(2);
});

test('submits the chosen options, warns first about a question left out, and shows the result with explanations', async () => {
  const submitQuizAttempt = jest.fn(() =>
    Promise.resolve({ message: 'Not passed', result: failed, standing: { ...fresh, attemptsUsed: 1, attemptsLeft: 2, bestScore: 50 } }),
  );
  show({
    listMyQuizAttempts: jest.fn(() => Promise.resolve(attempts(fresh))),
    startQuizAttempt: jest.fn(() => Promise.resolve({ attempt: open, standing: fresh })),
    submitQuizAttempt,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Start quiz' }));
  await userEvent.click(await screen.findByRole('checkbox', { name: 'int' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'float' }));
  await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
  expect(screen.getByText(/One question is not answered/)).toBeInTheDocument();
  expect(submitQuizAttempt).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('radio', { name: 'True' }));
  await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
  await waitFor(() =>
    expect(submitQuizAttempt).toHaveBeenCalledWith(30, {
      answers: [
        { questionId: 2, optionIds: [21, 23] },
        { questionId: 1, optionIds: [11] },
      ],
    }),
  );
  const result = await screen.findByRole('region', { name: 'Your result' });
  expect(within(result).getByText('Not passed: 50 %')).toBeInTheDocument();
  expect(within(result).getByText('Strings cannot be changed in place.')).toBeInTheDocument();
  expect(within(result).queryByText(/right answer/)).not.toBeInTheDocument();
});

test('while the wait after an attempt runs, says when the next one opens instead of offering it', async () => {
  const opensAt = new Date(Date.now() + 10 * 60_000).toISOString();
  show({
    listMyQuizAttempts: jest.fn(() =>
      Promise.resolve(attempts({ ...fresh, attemptsUsed: 1, attemptsLeft: 2, bestScore: 50, nextAttemptAt: opensAt }, [failed])),
    ),
  });
  expect(await screen.findByText(/You can try again at/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Try again|Start quiz/ })).not.toBeInTheDocument();
  expect(screen.getByText(/Attempt 1 · .* · 50 % · not passed/)).toBeInTheDocument();
});

test('when the wait after an attempt runs out, offers the next attempt without a reload', async () => {
  // The page's clock moves; the server is not asked again (e2e's learner retries at once, with no wait set).
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    const opensAt = new Date(Date.now() + 60_000).toISOString();
    const listMyQuizAttempts = jest.fn(() =>
      Promise.resolve(attempts({ ...fresh, attemptsUsed: 1, attemptsLeft: 2, bestScore: 50, nextAttemptAt: opensAt }, [failed])),
    );
    show({ listMyQuizAttempts });
    expect(await screen.findByText(/You can try again at/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(65_000);
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/You can try again at/)).not.toBeInTheDocument();
    expect(listMyQuizAttempts).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});

test('with every attempt used, says so', async () => {
  show({ listMyQuizAttempts: jest.fn(() => Promise.resolve(attempts({ ...fresh, attemptsUsed: 3, attemptsLeft: 0, bestScore: 50 }, [failed]))) });
  expect(await screen.findByText('You have used every attempt this quiz allows.')).toBeInTheDocument();
});
