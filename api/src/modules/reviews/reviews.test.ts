import { reviewPageSchema, reviewResponseSchema } from '@lectern/shared-sdk/reviews/schemas';
import { courseResponseSchema } from '@lectern/shared-sdk/courses/schemas';
import { buildStarDistribution } from '@lectern/shared-sdk/testing';
import type { UserRow } from '../../db/schema';
import { insertCourse, insertEnrollment, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf } from '../../testing/test-app';

describeEachDatabase('reviews', (t) => {
  let educator: UserRow;
  let otherEducator: UserRow;
  let admin: UserRow;
  let tokens: Record<'educator' | 'otherEducator' | 'admin', string>;

  const reviewsOf = async (courseId: number, query = '', token?: string) => {
    const response = await t.get(`/api/courses/${courseId}/reviews${query}`, token);
    expect(response.status).toBe(200);
    return reviewPageSchema.parse(response.body);
  };
  const courseRating = async (courseId: number) => courseResponseSchema.parse((await t.get(`/api/courses/${courseId}`)).body).course.rating;
  const request = (method: 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, body?: unknown) =>
    t.request(method, url, body === undefined ? { token } : { token, body });

  beforeAll(async () => {
    educator = await insertUser(t.db, { role: 'educator', name: 'Grace Educator' });
    otherEducator = await insertUser(t.db, { role: 'educator' });
    admin = await insertUser(t.db, { role: 'admin' });
    tokens = await t.tokensFor({ educator, otherEducator, admin });
  });

  async function learner(courseId: number, name: string) {
    const student = await insertUser(t.db, { name });
    await insertEnrollment(t.db, { studentId: student.id, courseId });
    return { student, token: await t.tokenFor(student) };
  }

  it('takes the words with the rating, once per enrolment, and lets the learner change the words but not the stars', async () => {
    const course = await insertCourse(t.db, { educatorId: educator.id });
    const { token } = await learner(course.id, 'Ada Learner');

    const rated = await request('PATCH', `/api/enrollments/${course.id}/rating`, token, { rating: 4, review: '  Clear and\r\npractical.  ' });
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({ enrollment: { rated: true, rating: 4, review: 'Clear and\npractical.' } });

    const again = await request('PATCH', `/api/enrollments/${course.id}/rating`, token, { rating: 1, review: 'Changed my mind' });
    expect([again.status, messageOf(again)]).toEqual([409, 'You have already rated this course']);

    t.clock.advanceSeconds(60);
    const edited = await request('PATCH', `/api/enrollments/${course.id}/review`, token, { review: 'Clear, practical, and kind.' });
    expect(edited.status).toBe(200);
    const review = reviewResponseSchema.parse(edited.body).review;
    expect(review).toMatchObject({ rating: 4, review: 'Clear, practical, and kind.', learnerName: 'Ada Learner', hidden: false, reply: null });
    expect(review.updatedAt > review.createdAt).toBe(true);
    expect(await courseRating(course.id)).toBe(4);
  });

  it('refuses a review without a rating, from someone not enrolled, too long, or with a NUL byte, and changes nothing', async () => {
    const course = await insertCourse(t.db, { educatorId: educator.id });
    const { token } = await learner(course.id, 'Ben Learner');
    const stranger = await t.tokenFor(await insertUser(t.db));

    const early = await request('PATCH', `/api/enrollments/${course.id}/review`, token, { review: 'Not yet rated' });
    expect([early.status, messageOf(early)]).toEqual([409, 'Rate the course before writing a review']);
    const notMine = await request('PATCH', `/api/enrollments/${course.id}/review`, stranger, { review: 'Hello' });
    expect([notMine.status, messageOf(notMine)]).toEqual([404, 'You are not enrolled in this course']);
    for (const review of ['x'.repeat(2001), 'nul\u0000byte', '   ']) {
      expect((await request('PATCH', `/api/enrollments/${course.id}/rating`, token, { rating: 5, review })).status).toBe(400);
    }
    expect((await reviewsOf(course.id)).total).toBe(0);
    expect((await request('PATCH', `/api/enrollments/${course.id}/rating`, token, { rating: 5, review: 'x'.repeat(2000) })).status).toBe(200);
  });

  it('lists the reviews newest first, a page at a time, with the average, the count and a bar per star', async () => {
    const course = await insertCourse(t.db, { educatorId: educator.id });
    const ratings = [5, 5, 4, 2, 5];
    for (const [index, rating] of ratings.entries()) {
      const student = await insertUser(t.db, { name: `Learner ${index + 1}` });
      await insertEnrollment(t.db, {
        studentId: student.id,
        courseId: course.id,
        rating,
        review: index === 3 ? '' : `Review ${index + 1}`,
        ratedAt: `2026-03-0${index + 1}T10:00:00.000Z`,
      });
    }
    // An enrolment without a rating is no review.
    await learner(course.id, 'Quiet Learner');

    const first = await reviewsOf(course.id, '?limit=2');
    expect(first.summary).toEqual({ average: 4.2, count: 5, distribution: buildStarDistribution([3, 1, 0, 1, 0]) });
    expect([first.total, first.page, first.limit]).toEqual([5, 1, 2]);
    expect(first.reviews.map((review) => review.learnerName)).toEqual(['Learner 5', 'Learner 4']);
    expect(first.reviews[1]).toMatchObject({ rating: 2, review: '' });
    const last = await reviewsOf(course.id, '?page=3&limit=2');
    expect(last.reviews.map((review) => review.learnerName)).toEqual(['Learner 1']);
    expect((await reviewsOf(course.id, '?page=9')).reviews).toEqual([]);

    for (const query of ['?page=0', '?limit=51', '?page=abc', '?limit=1%00']) {
      expect((await t.get(`/api/courses/${course.id}/reviews${query}`)).status).toBe(400);
    }
    expect((await t.get('/api/courses/987654/reviews')).status).toBe(404);
    const pending = await insertCourse(t.db, { educatorId: educator.id, approved: false });
    expect((await t.get(`/api/courses/${pending.id}/reviews`)).status).toBe(404);
    expect((await t.get(`/api/courses/${pending.id}/reviews`, tokens.educator)).status).toBe(200);
  });

  it("lets the course's educator post one reply, edit and delete it; nobody else", async () => {
    const course = await insertCourse(t.db, { educatorId: educator.id });
    const { token } = await learner(course.id, 'Cai Learner');
    await request('PATCH', `/api/enrollments/${course.id}/rating`, token, { rating: 3, review: 'Good, but the audio is quiet.' });
    const [review] = (await reviewsOf(course.id)).reviews;
    if (!review) throw new Error('no review');
    const replyUrl = `/api/reviews/${review.id}/reply`;

    const posted = await request('PUT', replyUrl, tokens.educator, { reply: 'Thanks! Lesson 3 has new audio.' });
    expect([posted.status, messageOf(posted)]).toEqual([201, 'Reply posted']);
    t.clock.advanceSeconds(30);
    const edited = await request('PUT', replyUrl, tokens.educator, { reply: 'Thanks! Every lesson has new audio.' });
    expect([edited.status, messageOf(edited)]).toEqual([200, 'Reply updated']);
    const [shown] = (await reviewsOf(course.id)).reviews;
    expect(shown?.reply).toMatchObject({ body: 'Thanks! Every lesson has new audio.', educatorName: 'Grace Educator' });

    // Another educator, the learner and an admin may not reply; a review that does not exist is a 404.
    expect((await request('PUT', replyUrl, tokens.otherEducator, { reply: 'Hijack' })).status).toBe(403);
    expect((await request('PUT', replyUrl, token, { reply: 'Me too' })).status).toBe(403);
    expect((await request('PUT', replyUrl, tokens.admin, { reply: 'Admin' })).status).toBe(403);
    expect((await request('DELETE', replyUrl, tokens.otherEducator)).status).toBe(403);
    expect((await request('PUT', '/api/reviews/987654/reply', tokens.educator, { reply: 'Nobody' })).status).toBe(404);
    expect((await request('PUT', replyUrl, tokens.educator, { reply: 'a\u0000b' })).status).toBe(400);
    expect((await reviewsOf(course.id)).reviews[0]?.reply?.body).toBe('Thanks! Every lesson has new audio.');

    const deleted = await request('DELETE', replyUrl, tokens.educator);
    expect([deleted.status, messageOf(deleted)]).toEqual([200, 'Reply deleted']);
    expect(reviewResponseSchema.parse(deleted.body).review.reply).toBeNull();
    const twice = await request('DELETE', replyUrl, tokens.educator);
    expect([twice.status, messageOf(twice)]).toEqual([404, 'This review has no reply']);
  });

  it('keeps one reply however many the educator posts at once', async () => {
    const course = await insertCourse(t.db, { educatorId: educator.id });
    const { token } = await learner(course.id, 'Dee Learner');
    await request('PATCH', `/api/enrollments/${course.id}/rating`, token, { rating: 5 });
    const [review] = (await reviewsOf(course.id)).reviews;
    const url = `/api/reviews/${review?.id}/reply`;
    const answers = await Promise.all(Array.from({ length: 25 }, (_, index) => request('PUT', url, tokens.educator, { reply: `Reply ${index}` })));
    const statuses = answers.map((answer) => answer.status);
    expect([statuses.filter((status) => status === 201).length, statuses.filter((status) => status === 200).length]).toEqual([1, 24]);
    const count = await t.db
      .selectFrom('review_replies')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('enrollment_id', '=', review?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("lets an admin hide a review: it leaves the page, the summary and the course's average, and comes back when shown", async () => {
    const course = await insertCourse(t.db, { educatorId: educator.id });
    const fair = await insertUser(t.db, { name: 'Fair Learner' });
    const rude = await insertUser(t.db, { name: 'Rude Learner' });
    await insertEnrollment(t.db, { studentId: fair.id, courseId: course.id, rating: 5, review: 'Great course', ratedAt: '2026-03-01T10:00:00.000Z' });
    const rudeReview = await insertEnrollment(t.db, {
      studentId: rude.id,
      courseId: course.id,
      rating: 1,
      review: 'Insults',
      ratedAt: '2026-03-02T10:00:00.000Z',
    });
    expect(await courseRating(course.id)).toBe(3);
    const url = `/api/reviews/${rudeReview}/visibility`;

    expect((await request('PATCH', url, tokens.educator, { hidden: true })).status).toBe(403);
    const hidden = await request('PATCH', url, tokens.admin, { hidden: true, reason: 'Insults the educator' });
    expect([hidden.status, messageOf(hidden)]).toEqual([200, 'Review hidden']);
    // Hiding twice counts once.
    expect((await request('PATCH', url, tokens.admin, { hidden: true })).status).toBe(200);

    const visitor = await reviewsOf(course.id);
    expect(visitor.reviews.map((review) => review.learnerName)).toEqual(['Fair Learner']);
    expect(visitor.summary).toMatchObject({ average: 5, count: 1 });
    expect(await courseRating(course.id)).toBe(5);
    const adminView = await reviewsOf(course.id, '', tokens.admin);
    expect(adminView.reviews.map((review) => [review.learnerName, review.hidden])).toEqual([
      ['Rude Learner', true],
      ['Fair Learner', false],
    ]);

    const shown = await request('PATCH', url, tokens.admin, { hidden: false });
    expect([shown.status, messageOf(shown)]).toEqual([200, 'Review shown again']);
    expect(await courseRating(course.id)).toBe(3);
    expect((await reviewsOf(course.id)).total).toBe(2);

    // A hidden review's enrolment removed takes nothing more away from the average.
    await request('PATCH', url, tokens.admin, { hidden: true });
    await t.db.deleteFrom('enrollments').where('id', '=', rudeReview).execute();
    expect(await courseRating(course.id)).toBe(5);
    expect((await request('PATCH', '/api/reviews/987654/visibility', tokens.admin, { hidden: true })).status).toBe(404);
    expect((await request('PATCH', url, tokens.admin, { hidden: 'yes' })).status).toBe(400);
  });
});
