import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, routes, type LecternApi, type Question } from '@lectern/shared-sdk';

type ListQuery = Parameters<LecternApi['listEducatorQuestions']>[0];
import { buildAnswer, buildCourse, buildEducatorQuestionPage, buildQuestion } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { QuestionsPage } from './questions-page';

const waiting = buildQuestion({
  id: 1,
  courseId: 5,
  courseTitle: 'React in Depth',
  videoTitle: 'Hooks',
  second: 155,
  title: 'Why does useEffect run twice?',
  body: 'In development it logs twice.',
  authorName: 'Sam Lee',
  upvotes: 3,
});
const answered = buildQuestion({
  id: 2,
  courseId: 6,
  courseTitle: 'SQL Basics',
  videoTitle: 'Joins',
  title: 'Left or inner?',
  answered: true,
  answerCount: 1,
  acceptedAnswerId: 21,
});

/** The server's order: unanswered first, then the rest (for `status: 'all'`), narrowed to a course if asked. */
function listing(query: ListQuery = {}, questions: Question[] = [waiting, answered]) {
  const chosen = questions.filter(
    (each) => (query.status === 'all' || !each.answered) && (query.courseId === undefined || each.courseId === Number(query.courseId)),
  );
  return Promise.resolve(buildEducatorQuestionPage(chosen, { unanswered: questions.filter((each) => !each.answered).length }));
}

function show(api: Partial<LecternApi> = {}) {
  return renderPage(<QuestionsPage />, {
    pattern: routes.educator.questions,
    url: paths.educator.questions(),
    api: {
      listEducatorQuestions: jest.fn((query?: ListQuery) => listing(query)),
      listMyCourses: () => Promise.resolve([buildCourse({ id: 5, title: 'React in Depth' }), buildCourse({ id: 6, title: 'SQL Basics' })]),
      ...api,
    },
  });
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Questions' }))
    .getAllByRole('heading', { level: 2 })
    .map((each) => each.textContent);

test('opens on the unanswered questions across the courses, each with its course, lesson, second, text and upvotes', async () => {
  const { api } = show();
  const list = await screen.findByRole('list', { name: 'Questions' });
  expect(titles()).toEqual(['Why does useEffect run twice?']);
  expect(api.listEducatorQuestions).toHaveBeenCalledWith({ status: 'unanswered', page: 1, limit: 20 });
  const card = within(list).getByRole('listitem', { name: 'Why does useEffect run twice?' });
  expect(within(card).getByText('React in Depth · Hooks · at 2:35')).toBeInTheDocument();
  expect(within(card).getByText('In development it logs twice.')).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: '3 upvotes' })).toBeInTheDocument();
  expect(within(card).getByText(/^Sam Lee · /)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unanswered (1)' })).toHaveAttribute('aria-pressed', 'true');
});

test('All lists the answered ones after the unanswered; a course narrows the list', async () => {
  const user = userEvent.setup();
  const { api } = show();
  await screen.findByRole('list', { name: 'Questions' });

  await user.click(screen.getByRole('button', { name: 'All' }));
  await waitFor(() => expect(titles()).toEqual(['Why does useEffect run twice?', 'Left or inner?']));
  expect(within(screen.getByRole('listitem', { name: 'Left or inner?' })).getByText('Answered')).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Course' }));
  await user.click(screen.getByRole('option', { name: 'SQL Basics' }));
  await waitFor(() => expect(titles()).toEqual(['Left or inner?']));
  expect(api.listEducatorQuestions).toHaveBeenLastCalledWith({ status: 'all', courseId: 6, page: 1, limit: 20 });
});

test('the educator answers in place: the answer is posted and the list read again, the question leaving the unanswered', async () => {
  const user = userEvent.setup();
  let questions = [waiting, answered];
  const listEducatorQuestions = jest.fn((query?: ListQuery) => listing(query, questions));
  const answerQuestion = jest.fn((questionId: number, { body }: { body: string }) => {
    questions = [{ ...waiting, answered: true, answerCount: 1 }, answered];
    return Promise.resolve({ message: 'Answer posted', answer: buildAnswer({ questionId, body, byEducator: true }) });
  });
  show({ listEducatorQuestions, answerQuestion, getQuestion: () => Promise.resolve({ question: waiting, answers: [] }) });

  const card = await screen.findByRole('listitem', { name: 'Why does useEffect run twice?' });
  await user.click(within(card).getByRole('button', { name: 'Answer' }));
  await user.type(await within(card).findByRole('textbox', { name: 'Your answer' }), 'Strict mode mounts twice.');
  await user.click(within(card).getByRole('button', { name: 'Post answer' }));

  expect(answerQuestion).toHaveBeenCalledWith(1, { body: 'Strict mode mounts twice.' });
  expect(await screen.findByText('No questions wait for an answer. Well done.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unanswered (0)' })).toBeInTheDocument();
});

test('the educator marks an answer as the answer, and unmarks it', async () => {
  const user = userEvent.setup();
  const student = buildAnswer({ id: 31, questionId: 1, authorName: 'Kim', body: 'Strict mode.' });
  const acceptAnswer = jest.fn(() => Promise.resolve({ message: 'Marked', question: { ...waiting, answered: true, acceptedAnswerId: 31 } }));
  const clearAcceptedAnswer = jest.fn(() => Promise.resolve({ message: 'Unmarked', question: waiting }));
  let answers = [student];
  const getQuestion = jest.fn(() => Promise.resolve({ question: waiting, answers }));
  show({ getQuestion, acceptAnswer, clearAcceptedAnswer });

  const card = await screen.findByRole('listitem', { name: 'Why does useEffect run twice?' });
  await user.click(within(card).getByRole('button', { name: 'Answer' }));
  answers = [{ ...student, accepted: true }];
  await user.click(await within(card).findByRole('button', { name: 'Mark as the answer' }));
  expect(acceptAnswer).toHaveBeenCalledWith(1, { answerId: 31 });
  await user.click(await within(card).findByRole('button', { name: 'Unmark as the answer' }));
  expect(clearAcceptedAnswer).toHaveBeenCalledWith(1);
});
