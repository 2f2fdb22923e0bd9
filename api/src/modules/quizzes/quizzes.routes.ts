import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quizzesCalls } from '@lectern/shared-sdk/quizzes/calls';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireActiveEducator, requireRole, signedIn } from '../../plugins/auth';
import { quizText, quizzesRepository } from './quizzes.repository';
import '../notifications/notifications.plugin';

/**
 * Quizzes (issue 38, an extension beside the spec's calls): the course's educator writes a module's quiz (admins read
 * it); the course's learners take it in attempts the server grades. Right answers leave the server only in the
 * definition (educator, admin) and in submitted attempts' results, once the learner passed or has no attempt left.
 */
export const quizzesRoutes: FastifyPluginAsyncZod = async (app) => {
  const quizzes = quizzesRepository(app.db, { lock: app.env.database.kind === 'postgres', notify: app.notify });
  const tags = ['quizzes'];
  const anyone = routeOptions(tags, signedIn(app));
  const readers = routeOptions(tags, signedIn(app, requireRole('educator', 'admin')));
  const writers = routeOptions(tags, signedIn(app, requireActiveEducator));
  const learners = routeOptions(tags, signedIn(app, requireRole('student')));
  const iso = () => app.now().toISOString();

  app.route({
    ...anyone(quizzesCalls.listCourseQuizzes, {
      summary: "A course's quizzes in module order, with the signed-in learner's standing in each",
      description:
        "For the course's learners, its educator and admins (403 for anyone else; a pending course is a 404 for them, " +
        'as the course is). `standing` is filled only for an enrolled learner.',
      errors: [403, 404],
    }),
    handler: async (request) => ({ quizzes: await quizzes.listForCourse(request.params.courseId, currentUser(request), app.now()) }),
  });

  app.route({
    ...writers(quizzesCalls.createQuiz, {
      summary: "Add a quiz after a module of one's own course (one per module)",
      description:
        'A single-choice or true/false question has exactly one right option, a multiple-choice one at least one; a ' +
        'true/false one has exactly the options True and False (400 otherwise). 409 when the module has a quiz. The ' +
        "course's enrolments are recomputed: a finished course with a new quiz is open again (certificates stay).",
      errors: [400, 403, 404, 409],
    }),
    handler: async (request, reply) => {
      const quiz = await quizzes.create(request.body, currentUser(request), iso());
      return reply.code(201).send({ message: quizText.created, quiz });
    },
  });

  app.route({
    ...readers(quizzesCalls.getQuizDefinition, {
      summary: 'A quiz with its questions and right answers, for its educator or an admin',
      errors: [403, 404],
    }),
    handler: async (request) => ({ quiz: await quizzes.definition(request.params.quizId, currentUser(request)) }),
  });

  app.route({
    ...writers(quizzesCalls.updateQuiz, {
      summary: "Replace a quiz's settings and questions; attempts already made keep their scores",
      errors: [400, 403, 404],
    }),
    handler: async (request) => ({
      message: quizText.saved,
      quiz: await quizzes.update(request.params.quizId, request.body, currentUser(request), iso()),
    }),
  });

  app.route({
    ...writers(quizzesCalls.deleteQuiz, { summary: 'Delete a quiz with its attempts; the enrolments are recomputed', errors: [403, 404] }),
    handler: async (request) => {
      await quizzes.remove(request.params.quizId, currentUser(request), iso());
      return { message: quizText.deleted };
    },
  });

  app.route({
    ...learners(quizzesCalls.startQuizAttempt, {
      summary: 'Start an attempt at a quiz, or get the one started and not submitted',
      description:
        'The open attempt answers 200; a new one 201, its questions and options shuffled for it. 409 when no attempt ' +
        'is left, or while the wait after the last submitted attempt holds (the message names when the next opens, as ' +
        "does the standing's `nextAttemptAt`). A learner who passed may try again while attempts remain: the best score counts.",
      errors: [403, 404, 409],
    }),
    handler: async (request, reply) => {
      const { created, response } = await quizzes.start(request.params.quizId, currentUser(request), app.now());
      return reply.code(created ? 201 : 200).send(response);
    },
  });

  app.route({
    ...learners(quizzesCalls.listMyQuizAttempts, {
      summary: "The signed-in learner's standing and submitted attempts at a quiz, the latest first",
      errors: [403, 404],
    }),
    handler: (request) => quizzes.listMine(request.params.quizId, currentUser(request), app.now()),
  });

  app.route({
    ...learners(quizzesCalls.submitQuizAttempt, {
      summary: 'Submit an attempt: graded on the server, once',
      description:
        'A question left out is wrong, and so is a multiple-choice answer with a right option missing or a wrong one ' +
        'chosen. 400 for a question not in the attempt or an option not of its question; 409 for an attempt already ' +
        'submitted. The right options are in the result once the learner has passed or has no attempt left.',
      errors: [400, 404, 409],
    }),
    handler: (request) => quizzes.submit(request.params.attemptId, currentUser(request), request.body, app.now()),
  });
};
