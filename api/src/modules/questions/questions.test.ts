import {
  answerResponseSchema,
  educatorQuestionPageSchema,
  questionPageSchema,
  questionResponseSchema,
  questionThreadSchema,
  type Question,
} from '@lectern/shared-sdk/questions/schemas';
import type { UserRow } from '../../db/schema';
import { insertCourse, insertEnrollment, insertUser, twoLessonModule, type InsertedCourse } from '../../testing/fixtures';
import { describeEachDatabase, messageOf } from '../../testing/test-app';

describeEachDatabase('questions on lessons', (t) => {
  let educator: UserRow;
  let otherEducator: UserRow;
  let admin: UserRow;
  let tokens: Record<'educator' | 'otherEducator' | 'admin', string>;

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, token?: string, body?: unknown) =>
    t.request(method, url, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });

  beforeAll(async () => {
    educator = await insertUser(t.db, { role: 'educator', name: 'Grace Educator' });
    otherEducator = await insertUser(t.db, { role: 'educator' });
    admin = await insertUser(t.db, { role: 'admin' });
    tokens = await t.tokensFor({ educator, otherEducator, admin });
  });

  async function learner(courseId: number, name = 'Learner') {
    const student = await insertUser(t.db, { name });
    await insertEnrollment(t.db, { studentId: student.id, courseId });
    return { student, token: await t.tokenFor(student) };
  }

  async function course(options: { approved?: boolean } = {}): Promise<InsertedCourse> {
    return insertCourse(t.db, { educatorId: educator.id, modules: [twoLessonModule('Basics')], ...options });
  }

  async function ask(courseId: number, videoId: number, token: string, title = 'Why does it loop?', extra: Record<string, unknown> = {}) {
    const response = await call('POST', `/api/courses/${courseId}/questions`, token, { videoId, title, body: 'The loop never ends.', ...extra });
    expect(response.status).toBe(201);
    return questionResponseSchema.parse(response.body).question;
  }

  async function answer(questionId: number, token: string, body = 'Check the condition.') {
    const response = await call('POST', `/api/questions/${questionId}/answers`, token, { body });
    expect(response.status).toBe(201);
    return answerResponseSchema.parse(response.body).answer;
  }

  const list = async (courseId: number, token: string, query = '') => {
    const response = await call('GET', `/api/courses/${courseId}/questions${query}`, token);
    expect(response.status).toBe(200);
    return questionPageSchema.parse(response.body);
  };
  const thread = async (questionId: number, token: string) => {
    const response = await call('GET', `/api/questions/${questionId}`, token);
    expect(response.status).toBe(200);
    return questionThreadSchema.parse(response.body);
  };
  const educatorList = async (token: string, query = '') => {
    const response = await call('GET', `/api/users/educator/questions${query}`, token);
    expect(response.status).toBe(200);
    return educatorQuestionPageSchema.parse(response.body);
  };
  const titles = (questions: Question[]) => questions.map((question) => question.title);

  it('lets an enrolled student ask on a lesson at a second, follow it at once, and the course’s readers see it', async () => {
    const { id: courseId, videoIds } = await course();
    const ada = await learner(courseId, 'Ada Learner');
    const ben = await learner(courseId, 'Ben Learner');
    const videoId = videoIds[1] ?? 0;

    const posted = await call('POST', `/api/courses/${courseId}/questions`, ada.token, {
      videoId,
      title: '  Why does the loop never end?  ',
      body: 'Line one\r\nLine two',
      second: 95,
    });
    expect([posted.status, messageOf(posted)]).toEqual([201, 'Question posted']);
    const question = questionResponseSchema.parse(posted.body).question;
    expect(question).toMatchObject({
      courseId,
      videoId,
      videoTitle: 'Two',
      second: 95,
      title: 'Why does the loop never end?',
      body: 'Line one\nLine two',
      authorName: 'Ada Learner',
      askedByMe: true,
      followedByMe: true,
      upvotes: 0,
      upvotedByMe: false,
      answerCount: 0,
      answered: false,
      acceptedAnswerId: null,
      hidden: false,
    });

    const seenByBen = await list(courseId, ben.token);
    expect(seenByBen.total).toBe(1);
    expect(seenByBen.questions[0]).toMatchObject({ id: question.id, askedByMe: false, followedByMe: false });
    expect((await list(courseId, tokens.educator)).total).toBe(1);
    expect((await list(courseId, tokens.admin)).total).toBe(1);
    expect((await list(courseId, ada.token, `?videoId=${videoIds[0]}`)).total).toBe(0);
    expect((await list(courseId, ada.token, `?videoId=${videoId}`)).total).toBe(1);
    const noSecond = await ask(courseId, videoIds[0] ?? 0, ada.token, 'No second');
    expect(noSecond.second).toBeNull();
  });

  it('gives a student of another course, another educator and a visitor the 404 of a missing course, and keeps a pending course’s private', async () => {
    const { id: courseId, videoIds } = await course();
    const ada = await learner(courseId);
    const question = await ask(courseId, videoIds[0] ?? 0, ada.token);
    const elsewhere = await learner((await course()).id);
    const strangers = [elsewhere.token, tokens.otherEducator];
    for (const token of strangers) {
      const listed = await call('GET', `/api/courses/${courseId}/questions`, token);
      expect([listed.status, messageOf(listed)]).toEqual([404, 'Course not found']);
      const read = await call('GET', `/api/questions/${question.id}`, token);
      expect([read.status, messageOf(read)]).toEqual([404, 'Question not found']);
    }
    const visitor = await call('GET', `/api/courses/${courseId}/questions`);
    expect(visitor.status).toBe(401);
    expect((await call('GET', `/api/questions/${question.id}`)).status).toBe(401);
    const stranger = await call('POST', `/api/courses/${courseId}/questions`, elsewhere.token, { videoId: videoIds[0], title: 'Hi', body: 'There' });
    expect(stranger.status).toBe(404);
    for (const [method, path] of [
      ['PUT', 'upvote'],
      ['PUT', 'follow'],
    ] as const) {
      expect((await call(method, `/api/questions/${question.id}/${path}`, elsewhere.token)).status).toBe(404);
    }
    expect((await call('POST', `/api/questions/${question.id}/answers`, tokens.otherEducator, { body: 'Not mine' })).status).toBe(404);

    // A pending course's questions stay private: a course never approved has only its educator and admins to read them.
    const pending = await course({ approved: false });
    for (const token of [elsewhere.token, tokens.otherEducator]) {
      const listed = await call('GET', `/api/courses/${pending.id}/questions`, token);
      expect([listed.status, messageOf(listed)]).toEqual([404, 'Course not found']);
    }
    const askPending = await call('POST', `/api/courses/${pending.id}/questions`, elsewhere.token, { videoId: pending.videoIds[0], title: 'Hi', body: 'There' });
    expect([askPending.status, messageOf(askPending)]).toEqual([404, 'Course not found']);
    expect((await list(pending.id, tokens.educator)).total).toBe(0);
    expect((await list(pending.id, tokens.admin)).total).toBe(0);

    // One sent back to review by an edit keeps its enrolled students (they keep learning in it), and only them.
    const edited = await call('PATCH', `/api/courses/${courseId}`, tokens.educator, { title: 'A new title for review' });
    expect(edited.status).toBe(200);
    const state = await t.db.selectFrom('courses').select('is_approved').where('id', '=', courseId).executeTakeFirstOrThrow();
    expect(state.is_approved).toBe(0);
    expect((await list(courseId, ada.token)).total).toBe(1);
    await ask(courseId, videoIds[0] ?? 0, ada.token, 'Still here');
    for (const token of [elsewhere.token, tokens.otherEducator]) {
      expect((await call('GET', `/api/courses/${courseId}/questions`, token)).status).toBe(404);
      expect((await call('GET', `/api/questions/${question.id}`, token)).status).toBe(404);
    }
    expect((await list(courseId, tokens.admin)).total).toBe(2);
  });

  it('refuses bad input with 400 and changes nothing: a NUL byte, too long, blank, a video of another course, a bad second', async () => {
    const { id: courseId, videoIds } = await course();
    const other = await course();
    const ada = await learner(courseId);
    const base = { videoId: videoIds[0], title: 'A title', body: 'A body' };
    const bad: Record<string, unknown>[] = [
      { ...base, title: 'nul\u0000byte' },
      { ...base, body: 'nul\u0000byte' },
      { ...base, title: 'x'.repeat(151) },
      { ...base, body: 'x'.repeat(5001) },
      { ...base, title: '   ' },
      { ...base, second: -1 },
      { ...base, second: 1.5 },
      { ...base, videoId: other.videoIds[0] },
    ];
    for (const body of bad) {
      const response = await call('POST', `/api/courses/${courseId}/questions`, ada.token, body);
      expect(response.status).toBe(400);
    }
    const wrongVideo = await call('POST', `/api/courses/${courseId}/questions`, ada.token, { ...base, videoId: other.videoIds[0] });
    expect(messageOf(wrongVideo)).toBe('videoId: this video is not part of the course');
    expect((await list(courseId, tokens.admin)).total).toBe(0);

    const question = await ask(courseId, videoIds[0] ?? 0, ada.token);
    for (const body of ['nul\u0000byte', 'x'.repeat(5001), '  ']) {
      expect((await call('POST', `/api/questions/${question.id}/answers`, ada.token, { body })).status).toBe(400);
    }
    expect((await thread(question.id, tokens.admin)).answers).toEqual([]);
    expect((await call('POST', `/api/questions/${question.id}/answers`, ada.token, { body: 'x'.repeat(5000) })).status).toBe(201);
  });

  it('counts an upvote once however often and however many at once, one per learner, and never the asker’s own', async () => {
    const { id: courseId, videoIds } = await course();
    const asker = await learner(courseId);
    const question = await ask(courseId, videoIds[0] ?? 0, asker.token);
    const own = await call('PUT', `/api/questions/${question.id}/upvote`, asker.token);
    expect([own.status, messageOf(own)]).toEqual([409, 'You cannot upvote your own question']);

    const fan = await learner(courseId);
    const burst = await Promise.all(Array.from({ length: 50 }, () => call('PUT', `/api/questions/${question.id}/upvote`, fan.token)));
    expect(burst.filter((response) => response.status !== 200)).toEqual([]);
    expect(questionResponseSchema.parse(burst[0]?.body).message).toBe('Upvoted');
    const afterBurst = (await thread(question.id, fan.token)).question;
    expect([afterBurst.upvotes, afterBurst.upvotedByMe]).toEqual([1, true]);

    const crowd = await Promise.all(Array.from({ length: 49 }, () => learner(courseId)));
    const votes = await Promise.all(crowd.map((member) => call('PUT', `/api/questions/${question.id}/upvote`, member.token)));
    expect(votes.filter((response) => response.status !== 200)).toEqual([]);
    expect((await thread(question.id, asker.token)).question.upvotes).toBe(50);

    const removals = await Promise.all(Array.from({ length: 10 }, () => call('DELETE', `/api/questions/${question.id}/upvote`, fan.token)));
    expect(removals.filter((response) => response.status !== 200)).toEqual([]);
    expect((await thread(question.id, fan.token)).question).toMatchObject({ upvotes: 49, upvotedByMe: false });
    const stored = await t.db.selectFrom('question_upvotes').select((eb) => eb.fn.countAll<number | string>().as('n')).where('question_id', '=', question.id).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(49);
  });

  it('follows once however often, and unfollows; 50 at once leave one follow', async () => {
    const { id: courseId, videoIds } = await course();
    const asker = await learner(courseId);
    const question = await ask(courseId, videoIds[0] ?? 0, asker.token);
    const fan = await learner(courseId);
    const burst = await Promise.all(Array.from({ length: 50 }, () => call('PUT', `/api/questions/${question.id}/follow`, fan.token)));
    expect(burst.filter((response) => response.status !== 200)).toEqual([]);
    const follows = await t.db.selectFrom('question_follows').select('user_id').where('question_id', '=', question.id).execute();
    expect(follows.map((row) => row.user_id).sort((a, b) => a - b)).toEqual([asker.student.id, fan.student.id].sort((a, b) => a - b));
    const off = await call('DELETE', `/api/questions/${question.id}/follow`, fan.token);
    expect([off.status, questionResponseSchema.parse(off.body).question.followedByMe]).toEqual([200, false]);
    expect((await call('DELETE', `/api/questions/${question.id}/follow`, fan.token)).status).toBe(200);
    // The educator and admins read, but following and upvoting are the learners'.
    expect((await call('PUT', `/api/questions/${question.id}/follow`, tokens.educator)).status).toBe(403);
    expect((await call('PUT', `/api/questions/${question.id}/upvote`, tokens.admin)).status).toBe(403);
  });

  it('sorts top, newest and unanswered, a page at a time', async () => {
    const { id: courseId, videoIds } = await course();
    const asker = await learner(courseId);
    const fans = [await learner(courseId), await learner(courseId)];
    const videoId = videoIds[0] ?? 0;
    const first = await ask(courseId, videoId, asker.token, 'First');
    t.clock.advanceSeconds(60);
    const second = await ask(courseId, videoId, asker.token, 'Second');
    t.clock.advanceSeconds(60);
    await ask(courseId, videoId, asker.token, 'Third');
    for (const fan of fans) await call('PUT', `/api/questions/${first.id}/upvote`, fan.token);
    await answer(second.id, tokens.educator);

    expect(titles((await list(courseId, asker.token)).questions)).toEqual(['First', 'Third', 'Second']);
    expect(titles((await list(courseId, asker.token, '?sort=newest')).questions)).toEqual(['Third', 'Second', 'First']);
    expect(titles((await list(courseId, asker.token, '?sort=unanswered')).questions)).toEqual(['Third', 'First', 'Second']);
    const page2 = await list(courseId, asker.token, '?sort=newest&page=2&limit=2');
    expect([titles(page2.questions), page2.total, page2.page, page2.limit]).toEqual([['First'], 3, 2, 2]);
    expect((await call('GET', `/api/courses/${courseId}/questions?sort=loudest`, asker.token)).status).toBe(400);
  });

  it('makes a question answered by the educator’s answer, orders the thread, and leaves marking the answer to the educator', async () => {
    const { id: courseId, videoIds } = await course();
    const asker = await learner(courseId);
    const peer = await learner(courseId, 'Peer Learner');
    const question = await ask(courseId, videoIds[0] ?? 0, asker.token);
    const byPeer = await answer(question.id, peer.token, 'Peer says');
    t.clock.advanceSeconds(60);
    const byAsker = await answer(question.id, asker.token, 'Asker says');
    expect((await thread(question.id, asker.token)).question).toMatchObject({ answered: false, answerCount: 2 });

    t.clock.advanceSeconds(60);
    const posted = await call('POST', `/api/questions/${question.id}/answers`, tokens.educator, { body: 'Educator says' });
    expect([posted.status, messageOf(posted)]).toEqual([201, 'Answer posted']);
    const byEducator = answerResponseSchema.parse(posted.body).answer;
    expect(byEducator).toMatchObject({ byEducator: true, accepted: false, authorName: 'Grace Educator' });
    let read = await thread(question.id, asker.token);
    expect(read.question).toMatchObject({ answered: true, answerCount: 3 });
    expect(read.answers.map((a) => a.id)).toEqual([byEducator.id, byPeer.id, byAsker.id]);

    // Only the course's educator marks the answer; it must be one of this question's answers.
    const elsewhere = await ask(courseId, videoIds[0] ?? 0, asker.token, 'Another');
    const foreign = await answer(elsewhere.id, peer.token);
    expect((await call('PUT', `/api/questions/${question.id}/accepted-answer`, asker.token, { answerId: byAsker.id })).status).toBe(403);
    expect((await call('PUT', `/api/questions/${question.id}/accepted-answer`, tokens.otherEducator, { answerId: byAsker.id })).status).toBe(404);
    const wrong = await call('PUT', `/api/questions/${question.id}/accepted-answer`, tokens.educator, { answerId: foreign.id });
    expect(wrong.status).toBe(400);
    expect((await call('PUT', `/api/questions/${question.id}/accepted-answer`, tokens.educator, { answerId: 999999 })).status).toBe(400);

    const marked = await call('PUT', `/api/questions/${question.id}/accepted-answer`, tokens.educator, { answerId: byAsker.id });
    expect([marked.status, messageOf(marked)]).toEqual([200, 'Marked as the answer']);
    expect(questionResponseSchema.parse(marked.body).question).toMatchObject({ acceptedAnswerId: byAsker.id, answered: true });
    read = await thread(question.id, peer.token);
    expect(read.answers.map((a) => [a.id, a.accepted])).toEqual([
      [byAsker.id, true],
      [byEducator.id, false],
      [byPeer.id, false],
    ]);

    // A peer's answer marked as the answer makes a question answered with no word from the educator.
    const marking = await call('PUT', `/api/questions/${elsewhere.id}/accepted-answer`, tokens.educator, { answerId: foreign.id });
    expect(questionResponseSchema.parse(marking.body).question.answered).toBe(true);
    const cleared = await call('DELETE', `/api/questions/${elsewhere.id}/accepted-answer`, tokens.educator);
    expect([cleared.status, messageOf(cleared)]).toEqual([200, 'No longer marked as the answer']);
    expect(questionResponseSchema.parse(cleared.body).question).toMatchObject({ acceptedAnswerId: null, answered: false });
  });

  it('hides a question or an answer from everyone but admins, out of lists, counts and threads, and shows it again', async () => {
    const { id: courseId, videoIds } = await course();
    const asker = await learner(courseId);
    const peer = await learner(courseId);
    const kept = await ask(courseId, videoIds[0] ?? 0, asker.token, 'Kept');
    const rude = await ask(courseId, videoIds[0] ?? 0, asker.token, 'Rude');
    const rudeAnswer = await answer(kept.id, peer.token, 'Rude answer');
    const byEducator = await answer(kept.id, tokens.educator, 'Educator answer');

    expect((await call('PATCH', `/api/questions/${rude.id}/visibility`, tokens.educator, { hidden: true })).status).toBe(403);
    const hid = await call('PATCH', `/api/questions/${rude.id}/visibility`, tokens.admin, { hidden: true, reason: 'Insulting' });
    expect([hid.status, messageOf(hid), questionResponseSchema.parse(hid.body).question.hidden]).toEqual([200, 'Question hidden', true]);
    const hidAnswer = await call('PATCH', `/api/question-answers/${rudeAnswer.id}/visibility`, tokens.admin, { hidden: true });
    expect([hidAnswer.status, messageOf(hidAnswer), answerResponseSchema.parse(hidAnswer.body).answer.hidden]).toEqual([200, 'Answer hidden', true]);

    for (const token of [asker.token, peer.token, tokens.educator]) {
      const listed = await list(courseId, token);
      expect([titles(listed.questions), listed.total]).toEqual([['Kept'], 1]);
      expect(listed.questions[0]?.answerCount).toBe(1);
      expect((await call('GET', `/api/questions/${rude.id}`, token)).status).toBe(404);
      expect((await thread(kept.id, token)).answers.map((a) => a.id)).toEqual([byEducator.id]);
    }
    expect((await call('PUT', `/api/questions/${rude.id}/upvote`, peer.token)).status).toBe(404);
    expect((await call('POST', `/api/questions/${rude.id}/answers`, tokens.educator, { body: 'Hidden' })).status).toBe(404);
    const mine = await educatorList(tokens.educator, `?status=all&courseId=${courseId}`);
    expect([titles(mine.questions), mine.total]).toEqual([['Kept'], 1]);

    const seenByAdmin = await list(courseId, tokens.admin);
    expect(seenByAdmin.total).toBe(2);
    expect(seenByAdmin.questions.find((question) => question.id === rude.id)?.hidden).toBe(true);
    const adminThread = await thread(kept.id, tokens.admin);
    expect(adminThread.answers.map((a) => [a.id, a.hidden])).toEqual([
      [byEducator.id, false],
      [rudeAnswer.id, true],
    ]);
    expect(adminThread.question.answerCount).toBe(1);

    // Hiding the educator's only answer makes the question wait for one again.
    await call('PATCH', `/api/question-answers/${byEducator.id}/visibility`, tokens.admin, { hidden: true });
    expect((await thread(kept.id, asker.token)).question).toMatchObject({ answered: false, answerCount: 0 });
    const shown = await call('PATCH', `/api/questions/${rude.id}/visibility`, tokens.admin, { hidden: false });
    expect([messageOf(shown), questionResponseSchema.parse(shown.body).question.hidden]).toEqual(['Question shown again', false]);
    expect((await list(courseId, asker.token)).total).toBe(2);
    expect((await call('PATCH', `/api/questions/999999/visibility`, tokens.admin, { hidden: true })).status).toBe(404);
    expect((await call('PATCH', `/api/question-answers/999999/visibility`, tokens.admin, { hidden: true })).status).toBe(404);
  });

  it('lists an educator’s questions across their courses, unanswered first, with the count of those waiting', async () => {
    const lead = await insertUser(t.db, { role: 'educator' });
    const leadToken = await t.tokenFor(lead);
    const courses = [
      await insertCourse(t.db, { educatorId: lead.id, modules: [twoLessonModule('A')] }),
      await insertCourse(t.db, { educatorId: lead.id, modules: [twoLessonModule('B')] }),
    ];
    const [one, two] = courses.map((c) => c.id) as [number, number];
    const askerOne = await learner(one);
    const askerTwo = await learner(two);
    const old = await ask(one, courses[0]?.videoIds[0] ?? 0, askerOne.token, 'Old');
    t.clock.advanceSeconds(60);
    const answeredOne = await ask(two, courses[1]?.videoIds[0] ?? 0, askerTwo.token, 'Answered');
    t.clock.advanceSeconds(60);
    await ask(two, courses[1]?.videoIds[0] ?? 0, askerTwo.token, 'New');
    await answer(answeredOne.id, leadToken);
    const elsewhere = await course();
    await ask(elsewhere.id, elsewhere.videoIds[0] ?? 0, (await learner(elsewhere.id)).token, 'Not theirs');

    const waiting = await educatorList(leadToken);
    expect([titles(waiting.questions), waiting.total, waiting.unanswered]).toEqual([['New', 'Old'], 2, 2]);
    const all = await educatorList(leadToken, '?status=all');
    expect([titles(all.questions), all.total, all.unanswered]).toEqual([['New', 'Old', 'Answered'], 3, 2]);
    const onlyOne = await educatorList(leadToken, `?status=all&courseId=${one}`);
    expect([titles(onlyOne.questions), onlyOne.unanswered]).toEqual([['Old'], 2]);
    const notTheirs = await call('GET', `/api/users/educator/questions?courseId=${elsewhere.id}`, leadToken);
    expect([notTheirs.status, messageOf(notTheirs)]).toEqual([404, 'Course not found']);
    const paged = await educatorList(leadToken, '?status=all&page=2&limit=2');
    expect([titles(paged.questions), paged.total]).toEqual([['Answered'], 3]);

    await answer(old.id, leadToken);
    expect((await educatorList(leadToken)).unanswered).toBe(1);
    expect((await call('GET', '/api/users/educator/questions', (await learner(one)).token)).status).toBe(403);
    expect((await call('GET', '/api/users/educator/questions?status=open', leadToken)).status).toBe(400);
  });

  it('lets an inactive educator read their questions but not answer them', async () => {
    const inactive = await insertUser(t.db, { role: 'educator', isApproved: false });
    const token = await t.tokenFor(inactive);
    const owned = await insertCourse(t.db, { educatorId: inactive.id, modules: [twoLessonModule('A')] });
    const asker = await learner(owned.id);
    const question = await ask(owned.id, owned.videoIds[0] ?? 0, asker.token);
    expect((await educatorList(token)).unanswered).toBe(1);
    expect((await call('POST', `/api/questions/${question.id}/answers`, token, { body: 'Later' })).status).toBe(403);
  });

  it('keeps a deleted account’s questions and answers under "Deleted user", drops its follows, and loses everything with the lesson or course', async () => {
    const { id: courseId, videoIds } = await course();
    const leaver = await learner(courseId, 'Leaving Learner');
    const stayer = await learner(courseId);
    const question = await ask(courseId, videoIds[0] ?? 0, leaver.token);
    await answer(question.id, stayer.token);
    const deleted = await call('DELETE', '/api/users/me', leaver.token, { password: 'correct horse battery staple' });
    expect(deleted.status).toBe(200);
    const read = await thread(question.id, stayer.token);
    expect(read.question.authorName).toBe('Deleted user');
    const follows = await t.db.selectFrom('question_follows').select('user_id').where('user_id', '=', leaver.student.id).execute();
    expect(follows).toEqual([]);

    // A lesson deleted takes its questions; a course deleted takes all of them, answers, upvotes and follows.
    const other = await ask(courseId, videoIds[1] ?? 0, stayer.token, 'On lesson two');
    expect((await call('DELETE', `/api/videos/${videoIds[1]}`, tokens.educator)).status).toBe(200);
    expect((await call('GET', `/api/questions/${other.id}`, stayer.token)).status).toBe(404);
    expect((await call('DELETE', `/api/courses/${courseId}`, tokens.admin)).status).toBe(200);
    const left = await t.db.selectFrom('lesson_questions').select('id').where('course_id', '=', courseId).execute();
    expect(left).toEqual([]);
    const answers = await t.db.selectFrom('question_answers').select('id').where('question_id', '=', question.id).execute();
    expect(answers).toEqual([]);
  });
});
