import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { questionsCalls } from '@lectern/shared-sdk/questions/calls';
import { QUESTIONS_PAGE_SIZE } from '@lectern/shared-sdk/questions/domain';
import type { Question } from '@lectern/shared-sdk/questions/schemas';
import { paths } from '@lectern/shared-sdk/routing/paths';
import type { UserRow } from '../../db/schema';
import '../notifications/notifications.plugin';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { found, notFoundMessages } from '../../lib/not-found';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireActiveEducator, requireRole, signedIn } from '../../plugins/auth';
import { enrollmentsRepository } from '../enrollments/enrollments.repository';
import { enrollmentText } from '../enrollments/enrollments.routes';
import { questionsRepository, type QuestionAccessRow, type Reader } from './questions.repository';

export const questionText = {
  courseNotFound: notFoundMessages.course,
  questionNotFound: 'Question not found',
  answerNotFound: 'Answer not found',
  videoNotInCourse: enrollmentText.videoNotInCourse,
  answerNotOfQuestion: 'answerId: this answer is not one of the question’s answers',
  ownQuestion: 'You cannot upvote your own question',
  questionPosted: 'Question posted',
  answerPosted: 'Answer posted',
  upvoted: 'Upvoted',
  upvoteRemoved: 'Upvote removed',
  following: 'You are following this question',
  unfollowed: 'You no longer follow this question',
  accepted: 'Marked as the answer',
  acceptCleared: 'No longer marked as the answer',
  questionHidden: 'Question hidden',
  questionShown: 'Question shown again',
  answerHidden: 'Answer hidden',
  answerShown: 'Answer shown again',
} as const;

/** A course as the rules of its questions need it. */
interface CourseAccess {
  educator_id: number;
}

/**
 * Questions on lessons (issue 38). A course's questions are read by its enrolled students, its educator and admins,
 * and no one else: a pending course's stay private, as the course does. A course never approved has no students, so
 * its questions are its educator's and admins'; one sent back to review (an edit of its title, or its educator's
 * account deleted) keeps its enrolled students, who keep learning in it (README: "Enrolled students keep reading a
 * course that went back to review") and so keep its questions too. Anyone else gets the 404 of a course (or
 * question) that does not exist, so the answers tell nothing of what they may not read. Students ask, answer, upvote and follow; the
 * course's (active) educator answers and marks the answer; admins hide what breaks the rules, which then leaves every
 * list, count and thread but theirs.
 *
 * A learner may not upvote their own question (409): an upvote says "I want this answered too".
 */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const questions = questionsRepository(app.db);
  const enrollments = enrollmentsRepository(app.db);
  const tags = ['questions'];
  const members = routeOptions(tags, signedIn(app));
  const learnersAndEducators = routeOptions(tags, signedIn(app, requireRole('student', 'educator')));
  const studentOnly = routeOptions(tags, signedIn(app, requireRole('student')));
  const educatorOnly = routeOptions(tags, signedIn(app, requireActiveEducator));
  const educatorReads = routeOptions(tags, signedIn(app, requireRole('educator')));
  const adminOnly = routeOptions(tags, signedIn(app, requireRole('admin')));
  const iso = () => app.now().toISOString();
  const readerOf = (user: UserRow): Reader => ({ userId: user.id, includeHidden: user.role === 'admin' });

  /** Whether the user reads the course's questions: an enrolled student, its educator, an admin. */
  async function reads(course: CourseAccess, courseId: number, user: UserRow): Promise<boolean> {
    if (user.role === 'admin') return true;
    if (user.role === 'educator') return course.educator_id === user.id;
    return enrollments.isEnrolled(user.id, courseId);
  }

  /** The course when the user reads its questions; else the 404 of a course that is not there. */
  async function readableCourse(courseId: number, user: UserRow): Promise<CourseAccess> {
    const course = await app.db.selectFrom('courses').select('educator_id').where('id', '=', courseId).executeTakeFirst();
    if (!course || !(await reads(course, courseId, user))) throw notFound(questionText.courseNotFound);
    return course;
  }

  /** The question when the user reads it (hidden ones only for admins); else 404. */
  async function readableQuestion(questionId: number, user: UserRow): Promise<QuestionAccessRow> {
    const row = await questions.access(questionId);
    if (!row || (row.hidden_at !== null && user.role !== 'admin') || !(await reads(row, row.course_id, user))) {
      throw notFound(questionText.questionNotFound);
    }
    return row;
  }

  const questionFor = async (questionId: number, user: UserRow): Promise<Question> =>
    found(await questions.find(questionId, readerOf(user)), questionText.questionNotFound);

  /** For students' actions: the question of a course they learn in (an educator or admin reads, but does not act). */
  async function learnersQuestion(request: FastifyRequest & { params: { questionId: number } }) {
    const student = currentUser(request);
    const row = await readableQuestion(request.params.questionId, student);
    return { student, row };
  }

  app.route({
    ...members(questionsCalls.listCourseQuestions, {
      summary: "A course's questions (or one lesson's), a page at a time: most upvoted, newest, or unanswered first",
      description:
        'For its enrolled students, its educator and admins (a pending course has students only if it went back to review); anyone else ' +
        'gets 404. Hidden questions are left out, and out of `total`; an admin also gets them, marked `hidden`.',
      errors: [404],
    }),
    handler: async (request) => {
      const user = currentUser(request);
      const { courseId } = request.params;
      await readableCourse(courseId, user);
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? QUESTIONS_PAGE_SIZE;
      const listed = await questions.coursePage(courseId, readerOf(user), {
        videoId: request.query.videoId,
        sort: request.query.sort ?? 'top',
        page,
        limit,
      });
      return { ...listed, page, limit };
    },
  });

  app.route({
    ...studentOnly(questionsCalls.askQuestion, {
      summary: 'Ask a question on a lesson of a course you are enrolled in (you then follow it)',
      description:
        '`second`: the lesson’s position the question is about, when asked from the player. 400 when the video is not a lesson of the course.',
      errors: [404],
    }),
    handler: async (request, reply) => {
      const student = currentUser(request);
      const { courseId } = request.params;
      const { videoId, title, body, second } = request.body;
      await readableCourse(courseId, student);
      if (!(await questions.isLessonOf(videoId, courseId))) throw badRequest(questionText.videoNotInCourse);
      const course = await app.db.selectFrom('courses').select(['educator_id', 'title']).where('id', '=', courseId).executeTakeFirstOrThrow();
      const id = await questions.ask({ courseId, videoId, authorId: student.id, second: second ?? null, title, body, at: iso() }, (trx, questionId) =>
        app.notify(trx, {
          userId: course.educator_id,
          kind: 'new_question',
          key: `new_question:${questionId}`,
          title: 'A student asked a question',
          body: `${student.name} asked “${title}” on “${course.title}”.`,
          link: paths.educator.questions(),
          actorId: student.id,
        }),
      );
      return reply.code(201).send({ message: questionText.questionPosted, question: await questionFor(id, student) });
    },
  });

  app.route({
    ...members(questionsCalls.getQuestion, {
      summary: 'A question with its answers: the one marked as the answer first, then the educator’s, then oldest first',
      description: 'For those who read the course’s questions; hidden questions and answers only for admins, marked `hidden`.',
      errors: [404],
    }),
    handler: async (request) => {
      const user = currentUser(request);
      const row = await readableQuestion(request.params.questionId, user);
      const question = await questionFor(row.id, user);
      return { question, answers: await questions.thread(question, row.educator_id, readerOf(user)) };
    },
  });

  app.route({
    ...learnersAndEducators(questionsCalls.answerQuestion, {
      summary: 'Answer a question: an enrolled student of its course, or its educator (whose answer makes it answered)',
      errors: [404],
    }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      // An inactive educator reads their questions but does not answer them, as with any other write of theirs.
      if (user.role === 'educator') await requireActiveEducator(request);
      const row = await readableQuestion(request.params.questionId, user);
      const id = await questions.answer(row.id, user.id, request.body.body, iso(), async (trx, answerId) => {
        const { question, recipients } = await questions.toldOfAnswer(trx, row.id, user.id);
        await app.notify(
          trx,
          recipients.map((userId) => ({
            userId,
            kind: 'question_answered' as const,
            key: `question_answered:${answerId}`,
            title: userId === question.author_id ? 'Your question was answered' : 'A question you follow was answered',
            body: `${user.name} answered “${question.title}”.`,
            link: paths.student.video(question.course_id, question.video_id),
            actorId: user.id,
          })),
        );
      });
      const answer = found(await questions.findAnswer(id), questionText.answerNotFound);
      return reply.code(201).send({ message: questionText.answerPosted, answer });
    },
  });

  for (const on of [true, false]) {
    app.route({
      ...studentOnly(on ? questionsCalls.upvoteQuestion : questionsCalls.removeQuestionUpvote, {
        summary: on ? 'Upvote a question of a course you learn in (once: again changes nothing)' : 'Take back your upvote of a question',
        ...(on ? { description: 'Not your own question: 409.' } : {}),
        errors: on ? [404, 409] : [404],
      }),
      handler: async (request) => {
        const { student, row } = await learnersQuestion(request);
        if (on && row.author_id === student.id) throw conflict(questionText.ownQuestion);
        await questions.setUpvote(row.id, student.id, on, iso());
        return { message: on ? questionText.upvoted : questionText.upvoteRemoved, question: await questionFor(row.id, student) };
      },
    });

    app.route({
      ...studentOnly(on ? questionsCalls.followQuestion : questionsCalls.unfollowQuestion, {
        summary: on ? 'Follow a question of a course you learn in (once: again changes nothing)' : 'Stop following a question',
        errors: [404],
      }),
      handler: async (request) => {
        const { student, row } = await learnersQuestion(request);
        await questions.setFollow(row.id, student.id, on, iso());
        return { message: on ? questionText.following : questionText.unfollowed, question: await questionFor(row.id, student) };
      },
    });
  }

  app.route({
    ...educatorOnly(questionsCalls.acceptAnswer, {
      summary: 'Mark one answer as the answer to a question of your course (it replaces an earlier one; the question is answered)',
      description: '400 when the answer is not one of the question’s visible answers.',
      errors: [404],
    }),
    handler: async (request) => {
      const educator = currentUser(request);
      const row = await readableQuestion(request.params.questionId, educator);
      const answer = await questions.answerAccess(request.body.answerId);
      if (!answer || answer.question_id !== row.id || answer.hidden_at !== null) throw badRequest(questionText.answerNotOfQuestion);
      await questions.setAccepted(row.id, answer.id);
      return { message: questionText.accepted, question: await questionFor(row.id, educator) };
    },
  });

  app.route({
    ...educatorOnly(questionsCalls.clearAcceptedAnswer, {
      summary: 'Unmark the answer of a question of your course (none marked: nothing changes)',
      errors: [404],
    }),
    handler: async (request) => {
      const educator = currentUser(request);
      const row = await readableQuestion(request.params.questionId, educator);
      await questions.setAccepted(row.id, null);
      return { message: questionText.acceptCleared, question: await questionFor(row.id, educator) };
    },
  });

  app.route({
    ...adminOnly(questionsCalls.setQuestionVisibility, {
      summary: 'Hide a question that breaks the rules (it leaves every list, count and thread but admins’), or show it again',
      errors: [404],
    }),
    handler: async (request) => {
      const admin = currentUser(request);
      const { hidden, reason } = request.body;
      const row = await readableQuestion(request.params.questionId, admin);
      await questions.setHidden('lesson_questions', row.id, hidden, reason ?? null, iso());
      return { message: hidden ? questionText.questionHidden : questionText.questionShown, question: await questionFor(row.id, admin) };
    },
  });

  app.route({
    ...adminOnly(questionsCalls.setAnswerVisibility, {
      summary: 'Hide an answer that breaks the rules (a marked one stops counting as the answer while hidden), or show it again',
      errors: [404],
    }),
    handler: async (request) => {
      const { hidden, reason } = request.body;
      const row = found(await questions.answerAccess(request.params.answerId), questionText.answerNotFound);
      await questions.setHidden('question_answers', row.id, hidden, reason ?? null, iso());
      const answer = found(await questions.findAnswer(row.id), questionText.answerNotFound);
      return { message: hidden ? questionText.answerHidden : questionText.answerShown, answer };
    },
  });

  app.route({
    ...educatorReads(questionsCalls.listEducatorQuestions, {
      summary: 'The questions on your courses: unanswered ones (or all, unanswered first), newest first, with the unanswered count',
      description: '`unanswered` counts every visible unanswered question of your courses (the sidebar’s badge). A `courseId` not yours: 404.',
      errors: [404],
    }),
    handler: async (request) => {
      const educator = currentUser(request);
      const { courseId, status } = request.query;
      if (courseId !== undefined) await readableCourse(courseId, educator);
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? QUESTIONS_PAGE_SIZE;
      const listed = await questions.educatorPage(educator.id, readerOf(educator), {
        courseId,
        onlyUnanswered: (status ?? 'unanswered') === 'unanswered',
        page,
        limit,
      });
      return { ...listed, page, limit };
    },
  });
};
