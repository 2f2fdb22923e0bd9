import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LecternApi, Question } from '@lectern/shared-sdk';
import { buildAnswer, buildQuestion, buildQuestionPage } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { LessonQuestions } from './lesson-questions';

const COURSE = 9;
const LESSON = 901;

const popular = buildQuestion({
  id: 1,
  courseId: COURSE,
  videoId: LESSON,
  title: 'Why does the loop stop?',
  second: 95,
  upvotes: 4,
  answerCount: 1,
  answered: true,
});
const fresh = buildQuestion({ id: 2, courseId: COURSE, videoId: LESSON, title: 'Which version of Node?', upvotes: 0 });

function show({ api = {}, second = 155, onSeek = jest.fn() }: { api?: Partial<LecternApi>; second?: number | null; onSeek?: jest.Mock } = {}) {
  const rendered = renderPage(<LessonQuestions courseId={COURSE} videoId={LESSON} currentSecond={() => second} onSeek={onSeek} />, {
    api: {
      listCourseQuestions: jest.fn((_courseId: number | string, query?: Parameters<LecternApi['listCourseQuestions']>[1]) =>
        Promise.resolve(buildQuestionPage(query?.sort === 'newest' ? [fresh, popular] : [popular, fresh])),
      ),
      ...api,
    },
  });
  return { ...rendered, onSeek };
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Questions on this lesson' }))
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('button')[0]!.textContent);

test("lists the lesson's questions, top first, with who asked, the second, upvotes, answers and the Answered mark; Newest asks again", async () => {
  const user = userEvent.setup();
  const { api } = show();
  const list = await screen.findByRole('list', { name: 'Questions on this lesson' });
  expect(rows()).toEqual(['Why does the loop stop?', 'Which version of Node?']);
  expect(api.listCourseQuestions).toHaveBeenLastCalledWith(COURSE, { videoId: LESSON, sort: 'top', page: 1, limit: 20 });
  const first = within(list).getAllByRole('listitem')[0]!;
  expect(within(first).getByText(/^Test Student · /)).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'Play from 1:35' })).toHaveTextContent('at 1:35');
  expect(within(first).getByRole('button', { name: 'Upvote: 4 upvotes' })).toHaveAttribute('aria-pressed', 'false');
  expect(within(first).getByRole('button', { name: '1 answer' })).toBeInTheDocument();
  expect(within(first).getByText('Answered')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Questions (2)' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Newest' }));
  await waitFor(() => expect(rows()).toEqual(['Which version of Node?', 'Why does the loop stop?']));
  expect(api.listCourseQuestions).toHaveBeenLastCalledWith(COURSE, { videoId: LESSON, sort: 'newest', page: 1, limit: 20 });
});

test("asking posts the title, the details and the player's second, then opens the new question (no upvote of one's own)", async () => {
  const user = userEvent.setup();
  const asked = buildQuestion({ id: 3, title: 'What is a closure?', body: 'At this point the function keeps x.', second: 155, askedByMe: true });
  const askQuestion = jest.fn(() => Promise.resolve({ message: 'Question posted', question: asked }));
  const getQuestion = jest.fn(() => Promise.resolve({ question: asked, answers: [] }));
  show({ api: { askQuestion, getQuestion } });

  await user.click(await screen.findByRole('button', { name: 'Ask a question' }));
  const form = screen.getByRole('form', { name: 'Ask a question' });
  expect(within(form).getByText('at 2:35')).toBeInTheDocument();
  await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'What is a closure?');
  await user.type(within(form).getByRole('textbox', { name: 'Details' }), 'At this point the function keeps x.');
  await user.click(within(form).getByRole('button', { name: 'Post question' }));

  expect(askQuestion).toHaveBeenCalledWith(COURSE, {
    videoId: LESSON,
    title: 'What is a closure?',
    body: 'At this point the function keeps x.',
    second: 155,
  });
  const article = await screen.findByRole('article', { name: 'What is a closure?' });
  expect(screen.getByText('No answers yet.')).toBeInTheDocument();
  // Their own question: the server takes no upvote on it.
  expect(within(article).getByRole('button', { name: 'Upvote: 0 upvotes' })).toBeDisabled();
});

test('the second can be removed before asking: the question goes without one', async () => {
  const user = userEvent.setup();
  const askQuestion = jest.fn(() => Promise.resolve({ message: 'Question posted', question: buildQuestion({ id: 4 }) }));
  show({ api: { askQuestion, getQuestion: () => new Promise(() => undefined) } });

  await user.click(await screen.findByRole('button', { name: 'Ask a question' }));
  const form = screen.getByRole('form', { name: 'Ask a question' });
  await user.click(within(form).getByRole('button', { name: 'Remove the time' }));
  expect(within(form).queryByText('at 2:35')).not.toBeInTheDocument();
  await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'General question');
  await user.type(within(form).getByRole('textbox', { name: 'Details' }), 'About the course.');
  await user.click(within(form).getByRole('button', { name: 'Post question' }));

  expect(askQuestion).toHaveBeenCalledWith(COURSE, { videoId: LESSON, title: 'General question', body: 'About the course.', second: null });
});

test('the upvote toggles: on, then off, and the list is read again each time', async () => {
  const user = userEvent.setup();
  let current: Question = { ...fresh };
  const listCourseQuestions = jest.fn(() => Promise.resolve(buildQuestionPage([current])));
  const upvoteQuestion = jest.fn(() => {
    current = { ...current, upvotes: 1, upvotedByMe: true };
    return Promise.resolve({ message: 'Upvoted', question: current });
  });
  const removeQuestionUpvote = jest.fn(() => {
    current = { ...current, upvotes: 0, upvotedByMe: false };
    return Promise.resolve({ message: 'Upvote removed', question: current });
  });
  show({ api: { listCourseQuestions, upvoteQuestion, removeQuestionUpvote } });

  await user.click(await screen.findByRole('button', { name: 'Upvote: 0 upvotes' }));
  expect(upvoteQuestion).toHaveBeenCalledWith(2);
  const on = await screen.findByRole('button', { name: 'Upvote: 1 upvote' });
  expect(on).toHaveAttribute('aria-pressed', 'true');

  await user.click(on);
  expect(removeQuestionUpvote).toHaveBeenCalledWith(2);
  expect(await screen.findByRole('button', { name: 'Upvote: 0 upvotes' })).toHaveAttribute('aria-pressed', 'false');
});

test('following a question calls the API; its time plays the lesson from there', async () => {
  const user = userEvent.setup();
  const followQuestion = jest.fn(() => Promise.resolve({ message: 'Following', question: { ...popular, followedByMe: true } }));
  const { onSeek } = show({ api: { followQuestion } });

  const first = within(await screen.findByRole('list', { name: 'Questions on this lesson' })).getAllByRole('listitem')[0]!;
  await user.click(within(first).getByRole('button', { name: 'Follow' }));
  expect(followQuestion).toHaveBeenCalledWith(1);
  await user.click(within(first).getByRole('button', { name: 'Play from 1:35' }));
  expect(onSeek).toHaveBeenCalledWith(95);
});

test("an open question shows the answer first and the educator's marked, and the student's answer is posted", async () => {
  const user = userEvent.setup();
  const answers = [
    buildAnswer({ id: 11, questionId: 1, body: 'Because the index reaches the length.', authorName: 'Ada Okafor', byEducator: true, accepted: true }),
    buildAnswer({ id: 12, questionId: 1, body: 'I had the same problem.', authorName: 'Sam Lee' }),
  ];
  const answerQuestion = jest.fn(() => Promise.resolve({ message: 'Answer posted', answer: buildAnswer({ id: 13, questionId: 1 }) }));
  show({ api: { getQuestion: () => Promise.resolve({ question: popular, answers }), answerQuestion } });

  await user.click(await screen.findByRole('button', { name: 'Why does the loop stop?' }));
  const thread = await screen.findByRole('article', { name: 'Why does the loop stop?' });
  const shown = within(within(thread).getByRole('list', { name: 'Answers' })).getAllByRole('listitem');
  expect(shown.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Ada Okafor', 'Sam Lee']);
  expect(within(shown[0]!).getByText('Educator')).toBeInTheDocument();
  expect(within(shown[0]!).getByText('The answer')).toBeInTheDocument();
  expect(within(shown[1]!).queryByText('Educator')).not.toBeInTheDocument();

  await user.type(within(thread).getByRole('textbox', { name: 'Your answer' }), 'Try i < length.');
  await user.click(within(thread).getByRole('button', { name: 'Post answer' }));
  expect(answerQuestion).toHaveBeenCalledWith(1, { body: 'Try i < length.' });
  await waitFor(() => expect(within(thread).getByRole('textbox', { name: 'Your answer' })).toHaveValue(''));

  await user.click(within(thread).getByRole('button', { name: 'All questions' }));
  expect(await screen.findByRole('list', { name: 'Questions on this lesson' })).toBeInTheDocument();
});
