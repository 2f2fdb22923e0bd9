import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, routes, toastStore, type LecternApi, type QuizDefinition } from '@lectern/shared-sdk';
import { buildCourseDetail, buildModule, buildVideo } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { QuizFormPage } from './quiz-form-page';

const COURSE = 5;
const MODULE = 51;

const course = buildCourseDetail({
  id: COURSE,
  title: 'React in Depth',
  modules: [buildModule({ id: MODULE, courseId: COURSE, title: 'Basics', videos: [buildVideo({ id: 511, moduleId: MODULE })] })],
});

function definition(overrides: Partial<QuizDefinition> = {}): QuizDefinition {
  return {
    _id: '9',
    id: 9,
    courseId: COURSE,
    moduleId: MODULE,
    title: 'Basics check',
    passMark: 80,
    maxAttempts: null,
    retryWaitMinutes: 10,
    questionCount: 1,
    updatedAt: new Date().toISOString(),
    questions: [
      {
        _id: '90',
        id: 90,
        kind: 'true-false',
        prompt: 'JSX compiles to function calls',
        explanation: 'React.createElement, or the new JSX runtime.',
        options: [
          { _id: '901', id: 901, text: 'True', correct: true },
          { _id: '902', id: 902, text: 'False', correct: false },
        ],
      },
    ],
    ...overrides,
  };
}

function renderAdd(api: Partial<LecternApi>) {
  return renderPage(<QuizFormPage mode="add" />, { pattern: routes.educator.addQuiz, url: paths.educator.addQuiz(COURSE, MODULE), api });
}

/** Puts a text in a field at once: typing each letter re-renders the whole quiz, which a test need not wait for. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

beforeEach(() => toastStore.setState({ toasts: [] }));

test('a new quiz names its course and module and starts with one single-choice question', async () => {
  renderAdd({ getCourse: jest.fn(() => Promise.resolve({ course })) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Add quiz' })).toBeInTheDocument();
  expect(screen.getByText('Course: React in Depth · Module: Basics')).toBeInTheDocument();
  expect(screen.getByLabelText(/Quiz title/)).toHaveValue('Basics quiz');
  expect(screen.getAllByRole('listitem', { name: /^Question \d+$/ })).toHaveLength(1);
});

test('an educator cannot save a question without its right option, and is told which', async () => {
  const createQuiz = jest.fn();
  renderAdd({ getCourse: jest.fn(() => Promise.resolve({ course })), createQuiz });
  const question = await screen.findByRole('listitem', { name: 'Question 1' });
  await fill(within(question).getByLabelText(/^Question/), 'What does useState return?');
  await fill(within(question).getByLabelText('Option 1'), 'A value and its setter');
  await fill(within(question).getByLabelText('Option 2'), 'A promise');
  await userEvent.click(screen.getByRole('button', { name: 'Create quiz' }));
  expect(within(question).getByText('Mark the one right option.')).toBeInTheDocument();
  expect(createQuiz).not.toHaveBeenCalled();
});

test('creating a quiz sends its settings and questions, the right options marked, and goes back to the course', async () => {
  const createQuiz = jest.fn(() => Promise.resolve({ message: 'Quiz created', quiz: definition() }));
  renderAdd({ getCourse: jest.fn(() => Promise.resolve({ course })), createQuiz });
  const first = await screen.findByRole('listitem', { name: 'Question 1' });
  await fill(within(first).getByLabelText(/^Question/), 'What does useState return?');
  await fill(within(first).getByLabelText('Option 1'), 'A value and its setter');
  await fill(within(first).getByLabelText('Option 2'), 'A promise');
  await userEvent.click(within(first).getByLabelText('Option 1 is right'));
  await fill(within(first).getByLabelText(/Explanation/), 'A pair: the state and its setter.');

  await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
  const second = screen.getByRole('listitem', { name: 'Question 2' });
  await userEvent.click(within(second).getByRole('combobox', { name: 'Kind' }));
  await userEvent.click(screen.getByRole('option', { name: 'True or false' }));
  expect(within(second).getByLabelText('Option 1')).toHaveValue('True');
  expect(within(second).getByLabelText('Option 2')).toHaveValue('False');
  await fill(within(second).getByLabelText(/^Question/), 'Hooks may be called in loops');
  await userEvent.click(within(second).getByLabelText('Option 2 is right'));

  await userEvent.click(screen.getByLabelText('Unlimited attempts'));
  await userEvent.tripleClick(screen.getByLabelText(/Pass mark/));
  await userEvent.paste('50');
  await userEvent.click(screen.getByRole('button', { name: 'Create quiz' }));

  await waitFor(() => expect(createQuiz).toHaveBeenCalledTimes(1));
  expect(createQuiz).toHaveBeenCalledWith({
    moduleId: MODULE,
    title: 'Basics quiz',
    passMark: 50,
    maxAttempts: null,
    retryWaitMinutes: 0,
    questions: [
      {
        kind: 'single',
        prompt: 'What does useState return?',
        explanation: 'A pair: the state and its setter.',
        options: [
          { text: 'A value and its setter', correct: true },
          { text: 'A promise', correct: false },
        ],
      },
      {
        kind: 'true-false',
        prompt: 'Hooks may be called in loops',
        explanation: '',
        options: [
          { text: 'True', correct: false },
          { text: 'False', correct: true },
        ],
      },
    ],
  });
  expect(await screen.findByLabelText('Current path')).toHaveTextContent(paths.educator.course(COURSE));
});

test('editing a quiz starts from what it holds and saves it whole', async () => {
  const updateQuiz = jest.fn(() => Promise.resolve({ message: 'Quiz saved', quiz: definition() }));
  renderPage(<QuizFormPage mode="edit" />, {
    pattern: routes.educator.editQuiz,
    url: paths.educator.editQuiz(COURSE, 9),
    api: {
      getCourse: jest.fn(() => Promise.resolve({ course })),
      getQuizDefinition: jest.fn(() => Promise.resolve({ quiz: definition() })),
      updateQuiz,
    },
  });
  expect(await screen.findByLabelText(/Quiz title/)).toHaveValue('Basics check');
  expect(screen.getByLabelText('Unlimited attempts')).toBeChecked();
  expect(screen.getByLabelText(/Wait between attempts/)).toHaveValue('10');
  expect(screen.getByLabelText('Option 1 is right')).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Save quiz' }));
  await waitFor(() =>
    expect(updateQuiz).toHaveBeenCalledWith(9, expect.objectContaining({ title: 'Basics check', maxAttempts: null, retryWaitMinutes: 10 })),
  );
});
