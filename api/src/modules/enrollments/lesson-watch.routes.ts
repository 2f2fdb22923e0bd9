import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enrollmentsCalls } from '@lectern/shared-sdk/enrollments/calls';
import { notFound } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireRole, signedIn } from '../../plugins/auth';
import { enrollmentsRepository } from './enrollments.repository';
import { changeOwnEnrollment, enrollmentText } from './enrollments.routes';
import { lastActivity } from './last-activity';
import { lessonWatchRepository, playedEnough, watchRules } from './lesson-watch';
import { recomputeProgress } from './progress';
import '../notifications/notifications.plugin';
import { noticeCertificates } from '../certificates/certificate-notice';

/** Resume at the second and watched by watching: the player's reports, and where each lesson was left. */
export const lessonWatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const studentOnly = routeOptions(['enrollments'], signedIn(app, requireRole('student')));

  app.route({
    ...studentOnly(enrollmentsCalls.listLessonWatch, {
      summary: 'Where the student left each lesson of the enrolment and how long they played it, the latest first',
      errors: [404],
    }),
    handler: async (request) => {
      const enrollmentId = request.params.enrollmentId;
      if (!(await enrollmentsRepository(app.db).owns(currentUser(request).id, enrollmentId))) throw notFound(enrollmentText.enrollmentNotFound);
      return { lessons: await lessonWatchRepository(app.db).list(enrollmentId) };
    },
  });

  app.route({
    ...studentOnly(enrollmentsCalls.reportWatch, {
      summary: 'Report playback of a lesson: its position, the seconds played since the last report, its length',
      description:
        `The player reports every ${watchRules.reportEverySeconds} s while playing and when the page is hidden or left. ` +
        `A report adds at most the seconds the time since the previous one allows at ${watchRules.fastestPlaybackRate}x speed ` +
        `(${watchRules.mostPerReport} s at most). Once ${watchRules.watchedShare * 100} % of the lesson's length has been ` +
        'played, the lesson is marked watched and progress and completion follow, as with PATCH …/progress.',
      errors: [400, 404],
    }),
    handler: async (request) => {
      const { enrollmentId } = request.params;
      const report = request.body;
      const target = { studentId: currentUser(request).id, enrollmentId, videoId: report.videoId };
      const { result: lesson, enrollment } = await changeOwnEnrollment(app.db, target, async (trx, enrollments) => {
        const now = app.now();
        const recorded = await lessonWatchRepository(trx).record(enrollmentId, report, now);
        await lastActivity.note(trx, enrollmentId, report.videoId, now.toISOString());
        if (
          playedEnough(recorded.watchedSeconds, recorded.duration) &&
          (await enrollments.markWatched(enrollmentId, report.videoId, now.toISOString()))
        ) {
          await noticeCertificates(app.notify, trx, await recomputeProgress(trx, { enrollmentId }, now.toISOString()));
        }
        return recorded;
      });
      return { lesson, enrollment };
    },
  });
};
