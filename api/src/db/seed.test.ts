import { extractYouTubeId } from '@lectern/shared-sdk/videos/youtube';
import { categories } from '@lectern/shared-sdk/courses/schemas';
import { getCataloguePage } from '../testing/catalogue';
import { authResponseSchema } from '@lectern/shared-sdk/auth/schemas';
import { reviewPageSchema } from '@lectern/shared-sdk/reviews/schemas';
import { courseQuizzesSchema } from '@lectern/shared-sdk/quizzes/schemas';
import { certificatesResponseSchema } from '@lectern/shared-sdk/certificates/schemas';
import { describeEachDatabase, messageOf } from '../testing/test-app';
import { courseInsightsSchema, educatorInsightsSchema, platformTrendsSchema } from '@lectern/shared-sdk/insights/schemas';
import { DEMO_PASSWORD, demoAccounts, findDemoAccounts, seedDemoData, seedFirstAdmin } from './seed';
import { seedCourses, seedEducators, seedEnrollments, seedQuestions, seedStudents } from './seed-data';
import { educatorQuestionPageSchema, questionThreadSchema } from '@lectern/shared-sdk/questions/schemas';
import { progressPercent } from '../modules/enrollments/progress';

describeEachDatabase(
  'demo seed',
  (t) => {
    const login = (email: string, password: string) => t.post('/api/auth/login', { email, password });

    it('creates two admins, an active and an inactive educator, and Gmail students (one deactivated)', async () => {
      const users = await t.db.selectFrom('users').select(['role', 'email', 'is_active', 'is_approved']).execute();

      expect(users.filter((user) => user.role === 'admin').map((user) => user.email)).toEqual(['admin@lectern.dev', 'ops@lectern.dev']);
      const educators = users.filter((user) => user.role === 'educator');
      expect(educators.map((user) => user.is_approved).sort()).toEqual([0, 1]);
      const students = users.filter((user) => user.role === 'student');
      expect(students.length).toBeGreaterThanOrEqual(5);
      expect(students.every((user) => user.email.endsWith('@gmail.com'))).toBe(true);
      expect(students.filter((user) => user.is_active === 1).length).toBeGreaterThanOrEqual(5);
    });

    it('creates at least 12 courses over all five categories, free and paid, two pending', async () => {
      const page = await getCataloguePage(t, '/api/courses', await adminToken());

      expect(page.totalAll).toBeGreaterThanOrEqual(12);
      expect(new Set(page.courses.map((course) => course.category))).toEqual(new Set(categories));
      expect(page.courses.some((course) => course.price === 0)).toBe(true);
      expect(page.courses.some((course) => course.price > 0)).toBe(true);
      expect(page.courses.filter((course) => !course.isApproved)).toHaveLength(2);
      for (const course of page.courses) {
        expect(course.moduleCount).toBeGreaterThanOrEqual(2);
        expect(course.moduleCount).toBeLessThanOrEqual(3);
        expect(course.videoCount).toBeGreaterThanOrEqual(2);
        expect(course.videoCount).toBeLessThanOrEqual(4);
        expect(course.duration).toMatch(/^(\d+h)? ?(\d+m)?$/);
        // Covers drawn by the site itself (PUBLIC_APP_URL), so the demo needs no other site.
        expect(course.image).toMatch(/^http:\/\/localhost:3000\/demo\/courses\/[a-z0-9-]+\.svg$/);
      }
      expect(new Set(page.courses.map((course) => course.image)).size).toBe(page.courses.length);
    });

    it('points every video at a YouTube video, in both URL forms', async () => {
      const videos = await t.db.selectFrom('videos').select('youtube_url').execute();

      expect(videos.every((video) => extractYouTubeId(video.youtube_url) !== null)).toBe(true);
      expect(videos.some((video) => video.youtube_url.startsWith('https://www.youtube.com/watch?v='))).toBe(true);
      expect(videos.some((video) => video.youtube_url.startsWith('https://youtu.be/'))).toBe(true);
    });

    it('enrols students with partial and complete progress that matches their watched videos', async () => {
      const enrollments = await t.db
        .selectFrom('enrollments as e')
        .select((eb) => [
          'e.progress',
          'e.completed',
          'e.completion',
          'e.rating',
          eb
            .selectFrom('watched_videos as w')
            .whereRef('w.enrollment_id', '=', 'e.id')
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .as('watched'),
          eb
            .selectFrom('videos as v')
            .innerJoin('modules as m', 'm.id', 'v.module_id')
            .whereRef('m.course_id', '=', 'e.course_id')
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .as('videos'),
          eb
            .selectFrom('quizzes as q')
            .whereRef('q.course_id', '=', 'e.course_id')
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .as('quizzes'),
          eb
            .selectFrom('quiz_attempts as a')
            .whereRef('a.enrollment_id', '=', 'e.id')
            .where('a.passed', '=', 1)
            .select((sub) => sub.fn.count<number>('a.quiz_id').distinct().as('n'))
            .as('passed'),
        ])
        .execute();

      expect(enrollments.some((enrollment) => enrollment.completed === 1)).toBe(true);
      expect(enrollments.some((enrollment) => enrollment.progress > 0 && enrollment.progress < 100)).toBe(true);
      expect(enrollments.some((enrollment) => enrollment.rating !== null)).toBe(true);
      for (const enrollment of enrollments) {
        // The spec's progress counts lessons; Lectern's completion counts a passed quiz as a watched lesson (the demo
        // JavaScript course has one).
        expect(enrollment.progress).toBe(progressPercent(Number(enrollment.watched ?? 0), Number(enrollment.videos ?? 0)));
        expect(enrollment.completed === 1).toBe(enrollment.progress === 100);
        expect(enrollment.completion).toBe(
          progressPercent(
            Number(enrollment.watched ?? 0) + Number(enrollment.passed ?? 0),
            Number(enrollment.videos ?? 0) + Number(enrollment.quizzes ?? 0),
          ),
        );
      }
    });

    it('puts a quiz after the JavaScript course, passed by those who finished it and named on their certificates', async () => {
      const course = await t.db.selectFrom('courses').select('id').where('title', '=', 'Modern JavaScript from Zero').executeTakeFirstOrThrow();
      const maya = authResponseSchema.parse((await login(seedStudents.maya.email, DEMO_PASSWORD)).body).token;
      const sofia = authResponseSchema.parse((await login(seedStudents.sofia.email, DEMO_PASSWORD)).body).token;
      const quizzesOf = async (token: string) => courseQuizzesSchema.parse((await t.get(`/api/courses/${course.id}/quizzes`, token)).body).quizzes;
      expect((await quizzesOf(maya)).map((quiz) => [quiz.title, quiz.questionCount, quiz.standing?.passed])).toEqual([
        ['JavaScript check-up', 3, true],
      ]);
      expect((await quizzesOf(sofia))[0]?.standing).toMatchObject({ attemptsUsed: 0, passed: false });
      const certificates = certificatesResponseSchema.parse((await t.get('/api/certificates', maya)).body).certificates;
      expect(certificates.find((certificate) => certificate.courseId === course.id)?.quizResults).toEqual([
        { title: 'JavaScript check-up', score: 100, passMark: 70 },
      ]);
    });

    it('gives every completed demo enrolment its certificate, and no other', async () => {
      const enrollments = await t.db
        .selectFrom('enrollments as e')
        .innerJoin('users as learner', 'learner.id', 'e.student_id')
        .innerJoin('courses as c', 'c.id', 'e.course_id')
        .innerJoin('users as educator', 'educator.id', 'c.educator_id')
        .leftJoin('certificates as cert', 'cert.enrollment_id', 'e.id')
        .select([
          'e.completed',
          'e.completed_at',
          'learner.name as learner',
          'c.title',
          'educator.name as educator',
          'cert.learner_name',
          'cert.course_title',
          'cert.educator_name',
          'cert.completed_at as certified_at',
        ])
        .execute();

      expect(enrollments.some((row) => row.completed === 1)).toBe(true);
      for (const row of enrollments) {
        if (row.completed === 1) {
          expect([row.learner_name, row.course_title, row.educator_name, row.certified_at]).toEqual([
            row.learner,
            row.title,
            row.educator,
            row.completed_at,
          ]);
        } else {
          expect(row.learner_name).toBeNull();
        }
      }
    });

    it('dates every demo rating after its enrolment, so the course pages list the reviews in order', async () => {
      const rows = await t.db.selectFrom('enrollments').select(['rating', 'rated_at', 'enrolled_at']).execute();
      expect(rows.some((row) => row.rating !== null)).toBe(true);
      for (const row of rows) {
        if (row.rating === null) expect(row.rated_at).toBeNull();
        else expect(row.rated_at !== null && row.rated_at >= row.enrolled_at).toBe(true);
      }
    });

    it('gives some demo ratings words, and their educator a public reply, as the course page lists them', async () => {
      const withWords = seedEnrollments.filter((enrollment) => enrollment.review);
      expect(withWords.length).toBeGreaterThan(0);
      const slugs = new Map(seedCourses.map((course) => [course.slug, course.title]));
      for (const seeded of withWords) {
        const course = await t.db
          .selectFrom('courses')
          .select('id')
          .where('title', '=', slugs.get(seeded.course) ?? '')
          .executeTakeFirstOrThrow();
        const page = reviewPageSchema.parse((await t.get(`/api/courses/${course.id}/reviews?limit=50`)).body);
        const review = page.reviews.find((listed) => listed.learnerName === seedStudents[seeded.student].name);
        expect(review).toMatchObject({ rating: seeded.rating, review: seeded.review });
        expect(review?.reply?.body ?? null).toBe(seeded.reply ?? null);
        if (review?.reply) expect(review.reply.createdAt > review.createdAt).toBe(true);
      }
    });

    it("gives the demo educator's Questions page the demo questions, unanswered first, and their askers the threads", async () => {
      const educatorToken = authResponseSchema.parse((await login(seedEducators.ada.email, DEMO_PASSWORD)).body).token;
      const page = educatorQuestionPageSchema.parse((await t.get('/api/users/educator/questions?status=all', educatorToken)).body);
      const waiting = seedQuestions.filter((question) => !question.answers.some((answer) => answer.by === 'educator' || answer.accepted));
      expect(page.total).toBe(seedQuestions.length);
      expect(page.unanswered).toBe(waiting.length);
      expect(page.questions.slice(0, waiting.length).every((question) => !question.answered)).toBe(true);
      const first = seedQuestions[0];
      const listed = page.questions.find((question) => question.title === first?.title);
      expect(listed).toMatchObject({ answered: true, upvotes: first?.upvotedBy.length, answerCount: first?.answers.length });
      const asker = authResponseSchema.parse((await login(seedStudents[first?.student ?? 'sofia'].email, DEMO_PASSWORD)).body).token;
      const thread = questionThreadSchema.parse((await t.get(`/api/questions/${listed?.id}`, asker)).body);
      expect(thread.question).toMatchObject({ askedByMe: true, followedByMe: true });
      expect(thread.answers[0]).toMatchObject({ byEducator: true, accepted: true });
    });

    it("gives the demo educator's Insights a real funnel and drop-off, and the admin's trends weeks of data", async () => {
      const educator = seedEducators.ada;
      const educatorToken = authResponseSchema.parse((await login(educator.email, DEMO_PASSWORD)).body).token;
      const summary = educatorInsightsSchema.parse((await t.get('/api/users/educator/insights', educatorToken)).body);
      const { enrolled, started, halfway, completed } = summary.funnel;
      expect(enrolled).toBeGreaterThanOrEqual(40);
      expect([enrolled > started, started > halfway, halfway > completed, completed >= 5]).toEqual([true, true, true, true]);
      expect(summary.weeks.filter((week) => week.enrollments > 0).length).toBeGreaterThanOrEqual(8);
      expect(summary.weeks.filter((week) => week.revenueCents > 0).length).toBeGreaterThanOrEqual(4);

      // The most enrolled course: lessons reached less and less, some watched through, learners who stopped part-way.
      const busiest = [...summary.courses].sort((a, b) => b.enrolled - a.enrolled)[0];
      const insights = courseInsightsSchema.parse((await t.get(`/api/courses/${busiest?.id}/insights`, educatorToken)).body);
      expect(insights.funnel.enrolled).toBeGreaterThanOrEqual(8);
      expect(insights.lessons.every((lesson) => lesson.reached <= insights.funnel.enrolled && lesson.watchedThrough <= lesson.reached)).toBe(true);
      expect(insights.lessons.some((lesson) => lesson.watchedThrough > 0 && lesson.averageWatchSeconds !== null)).toBe(true);
      expect(insights.lessons.reduce((sum, lesson) => sum + lesson.stopped, 0)).toBeGreaterThanOrEqual(2);
      expect(insights.ratings.count).toBeGreaterThan(0);

      const trends = platformTrendsSchema.parse((await t.get('/api/stats/trends', await adminToken())).body);
      expect(trends.weeks.filter((week) => week.newStudents > 0).length).toBeGreaterThanOrEqual(8);
      expect(trends.weeks.filter((week) => week.enrollments > 0).length).toBeGreaterThanOrEqual(8);
      // Courses waited for review in past weeks (approved since), and two wait now.
      expect(trends.weeks.filter((week) => week.pendingCourses > 0).length).toBeGreaterThanOrEqual(4);
      expect(trends.weeks.at(-1)?.pendingCourses).toBe(2);
      expect(trends.topCourses.length).toBeGreaterThan(0);
    });

    it('lets every active demo account sign in with the documented password', async () => {
      for (const account of demoAccounts({ adminEmail: 'admin@lectern.dev', adminPassword: null })) {
        const response = await login(account.email, DEMO_PASSWORD);
        if (account.role === 'student' && account.note) {
          expect(response.status).toBe(403);
          expect(messageOf(response)).toBe('Your account has been deactivated. Please contact support.');
        } else {
          expect(response.status).toBe(200);
          expect(authResponseSchema.parse(response.body).user.role).toBe(account.role);
        }
      }
    });

    it('seeds only an empty database', async () => {
      const before = await t.db
        .selectFrom('courses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();

      const seededAgain = await seedDemoData(t.db, {
        env: { adminEmail: 'admin@lectern.dev', adminPassword: null, publicAppUrl: 'http://localhost:3000' },
        now: t.clock.now,
      });

      const after = await t.db
        .selectFrom('courses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(seededAgain).toBe(false);
      expect(after.n).toBe(before.n);
      expect(await findDemoAccounts(t.db, { adminEmail: 'admin@lectern.dev', adminPassword: null })).toHaveLength(
        demoAccounts({ adminEmail: 'admin@lectern.dev', adminPassword: null }).length,
      );
    });

    async function adminToken() {
      return authResponseSchema.parse((await login('admin@lectern.dev', DEMO_PASSWORD)).body).token;
    }
  },
  { seed: true },
);

describeEachDatabase(
  'demo seed with ADMIN_EMAIL and ADMIN_PASSWORD',
  (t) => {
    it('creates the first admin with the configured e-mail and password', async () => {
      const configured = await t.post('/api/auth/login', { email: 'owner@lectern.dev', password: 'a strong owner password' });
      const demo = await t.post('/api/auth/login', { email: 'owner@lectern.dev', password: DEMO_PASSWORD });

      expect(configured.status).toBe(200);
      expect(authResponseSchema.parse(configured.body).user.role).toBe('admin');
      expect(demo.status).toBe(401);
      expect(demoAccounts(t.app.env)[0]).toMatchObject({ role: 'admin', email: 'owner@lectern.dev', password: null });
    });
  },
  { seed: true, env: { ADMIN_EMAIL: 'Owner@Lectern.dev', ADMIN_PASSWORD: 'a strong owner password' } },
);

describeEachDatabase(
  'production without SEED=demo',
  (t) => {
    it('creates only the first admin from ADMIN_EMAIL and ADMIN_PASSWORD: no demo account, no demo course', async () => {
      const users = await t.db.selectFrom('users').select(['email', 'role']).execute();
      expect(users).toEqual([{ email: 'owner@school.example', role: 'admin' }]);
      expect(await t.db.selectFrom('courses').select('id').execute()).toEqual([]);
      for (const account of demoAccounts({ adminEmail: 'admin@lectern.dev', adminPassword: null }).filter((demo) => demo.role !== 'admin')) {
        expect((await t.post('/api/auth/login', { email: account.email, password: DEMO_PASSWORD })).status).toBe(401);
      }
      expect((await t.post('/api/auth/login', { email: 'owner@school.example', password: 'the owner password' })).status).toBe(200);
    });

    it('serves no API explorer', async () => {
      expect((await t.get('/api/docs')).status).toBe(404);
      expect((await t.get('/api/docs/json')).status).toBe(404);
    });

    it('creates the first admin once: a restart with another ADMIN_EMAIL adds nobody', async () => {
      expect(await seedFirstAdmin(t.db, { env: { adminEmail: 'second@school.example', adminPassword: 'another password' }, now: t.clock.now })).toBe(
        false,
      );
    });
  },
  { env: { NODE_ENV: 'production', SEED: '', ADMIN_EMAIL: 'owner@school.example', ADMIN_PASSWORD: 'the owner password' } },
);
