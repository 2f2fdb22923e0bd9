import type { Browser, Page } from '@playwright/test';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { expect, test, type ConsoleLog } from '../../fixtures/test';
import { apiRequest, createCourse, createEducator, createStudent, enroll, tokenOf, uniqueName } from '../../fixtures/api-client';
import { fakeYouTubePlayer } from '../../fixtures/fake-youtube';
import { gotoInteractive } from '../../pages/interactive';
import { LoginPage } from '../../pages/login-page';
import { VideoPlayerPage } from '../../pages/student-pages';
import { ANY_DATABASE } from '../../fixtures/databases';

/** Another person's browser, watched for the same console faults as the test's own page. */
async function browserOf(browser: Browser, consoleErrors: ConsoleLog): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  consoleErrors.watch(page);
  return page;
}

/** Signs in once the login page runs (a busy machine hydrates a second browser's page slowly). */
async function signIn(page: Page, account: { email: string; password: string }, role: 'student' | 'educator') {
  await gotoInteractive(page, paths.login());
  await new LoginPage(page).signIn(account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`/${role}$`));
}

/** A student in the lesson, with YouTube faked (the machine is offline) and its player ready. */
async function openLesson(page: Page, student: { email: string; password: string }, courseId: number, videoId: number) {
  await fakeYouTubePlayer(page, { duration: 600, rate: 1 });
  await signIn(page, student, 'student');
  await new VideoPlayerPage(page).goto(courseId, videoId);
  const video = page.getByRole('group', { name: 'Fake YouTube player' });
  await expect(video).toBeVisible();
  return { video, questions: page.getByRole('region', { name: /^Questions/ }) };
}

test(
  'a student asks from the player at a second, another upvotes, the educator finds it first among the unanswered and answers, the student reads the answer',
  ANY_DATABASE,
  async ({ page, browser, consoleErrors }) => {
    // Four people and three browsers, one after another.
    test.slow();
    // An educator of their own, so their Questions page holds this course's questions only.
    const educator = await createEducator();
    const educatorToken = await tokenOf(educator);
    const course = await createCourse(
      { title: uniqueName('Questioned Loops'), price: 0, approved: true, modules: [{ title: 'Basics', videos: ['Loops', 'Functions'] }] },
      educatorToken,
    );
    const lesson = course.modules[0]?.videos[0];
    if (!lesson) throw new Error('the course was created without lessons');
    const [asker, upvoter] = [await createStudent(), await createStudent()];
    await enroll(asker.token, course.id);
    await enroll(upvoter.token, course.id);
    // An older question the educator has answered already: the new one must come before it.
    const older = await apiRequest<{ question: { id: number } }>('POST', `/api/courses/${course.id}/questions`, {
      token: upvoter.token,
      body: { videoId: lesson.id, title: 'Which editor do you use?', body: 'For the exercises.' },
    });
    expect(older.status).toBe(201);
    expect(
      (await apiRequest('POST', `/api/questions/${older.body.question.id}/answers`, { token: educatorToken, body: { body: 'Any editor will do.' } }))
        .status,
    ).toBe(201);

    // The student moves the lesson to 2:30 (15 steps of 10 s) and asks there.
    const { video, questions } = await openLesson(page, asker, course.id, lesson.id);
    for (let step = 0; step < 15; step += 1) await page.keyboard.press('l');
    await expect(video.getByRole('status')).toHaveText('At 2:30');
    await questions.getByRole('button', { name: 'Ask a question' }).click();
    const form = page.getByRole('form', { name: 'Ask a question' });
    await expect(form.getByText('at 2:30', { exact: true })).toBeVisible();
    await form.getByRole('textbox', { name: 'Title' }).fill('Why does the loop stop at 9?');
    await form.getByRole('textbox', { name: 'Details' }).fill('The range goes to 10, yet the last number printed is 9.');
    await form.getByRole('button', { name: 'Post question' }).click();
    const asked = page.getByRole('article', { name: 'Why does the loop stop at 9?' });
    await expect(asked).toBeVisible();
    await expect(asked.getByRole('button', { name: 'Play from 2:30' })).toBeVisible();
    await expect(asked.getByText('No answers yet.')).toBeVisible();

    // Another student of the course sees it on the lesson and upvotes it.
    const other = await browserOf(browser, consoleErrors);
    const { questions: theirs } = await openLesson(other, upvoter, course.id, lesson.id);
    await theirs.getByRole('button', { name: 'Newest' }).click();
    const row = theirs.getByRole('listitem').filter({ hasText: 'Why does the loop stop at 9?' });
    await expect(row.getByText('at 2:30')).toBeVisible();
    await row.getByRole('button', { name: 'Upvote: 0 upvotes' }).click();
    await expect(row.getByRole('button', { name: 'Upvote: 1 upvote' })).toHaveAttribute('aria-pressed', 'true');
    await other.context().close();

    // The educator: the sidebar counts it; their Questions page lists it first, with where and the upvote; they answer.
    const teacher = await browserOf(browser, consoleErrors);
    await signIn(teacher, educator, 'educator');
    const entry = teacher.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Questions (1 unanswered)' });
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(teacher).toHaveURL(new RegExp(`${paths.educator.questions()}$`));
    await teacher.getByRole('button', { name: 'All', exact: true }).click();
    const cards = teacher.getByRole('list', { name: 'Questions' }).getByRole('listitem');
    await expect(cards.first()).toHaveAccessibleName('Why does the loop stop at 9?');
    await expect(cards.nth(1)).toHaveAccessibleName('Which editor do you use?');
    await teacher.getByRole('button', { name: /^Unanswered/ }).click();
    const card = teacher.getByRole('listitem', { name: 'Why does the loop stop at 9?' });
    await expect(card.getByText(`${course.title} · Loops · at 2:30`)).toBeVisible();
    await expect(card.getByRole('img', { name: '1 upvote' })).toBeVisible();
    await card.getByRole('button', { name: 'Answer', exact: true }).click();
    await card.getByRole('textbox', { name: 'Your answer' }).fill('range(10) stops before 10: it counts 0 to 9.');
    await card.getByRole('button', { name: 'Post answer' }).click();
    await expect(teacher.getByText('No questions wait for an answer. Well done.')).toBeVisible();
    await expect(teacher.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Questions', exact: true })).toBeVisible();
    await teacher.context().close();

    // The student reads the answer, the educator's, on the lesson.
    await gotoInteractive(page, paths.student.video(course.id, lesson.id));
    const listed = page
      .getByRole('region', { name: /^Questions/ })
      .getByRole('listitem')
      .filter({ hasText: 'Why does the loop stop at 9?' });
    await expect(listed.getByText('Answered')).toBeVisible();
    await listed.getByRole('button', { name: 'Why does the loop stop at 9?' }).click();
    const answers = page.getByRole('article', { name: 'Why does the loop stop at 9?' }).getByRole('list', { name: 'Answers' });
    const answer = answers.getByRole('listitem').first();
    await expect(answer).toContainText('range(10) stops before 10: it counts 0 to 9.');
    await expect(answer.getByText('Educator', { exact: true })).toBeVisible();
  },
);
