import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewsCalls } from '@lectern/shared-sdk/reviews/calls';
import { REVIEWS_PAGE_SIZE } from '@lectern/shared-sdk/reviews/domain';
import { paths } from '@lectern/shared-sdk/routing/paths';
import '../notifications/notifications.plugin';
import { conflict, notFound } from '../../lib/http-errors';
import { found, notFoundMessages } from '../../lib/not-found';
import { routeOptions } from '../../lib/route-schemas';
import { callerOptional, currentUser, requireActiveEducator, requireRole, signedIn } from '../../plugins/auth';
import { loadManagedReview } from '../courses/course-access';
import { coursesRepository } from '../courses/courses.repository';
import { enrollmentsRepository } from '../enrollments/enrollments.repository';
import { enrollmentText } from '../enrollments/enrollments.routes';
import { reviewsRepository, reviewText } from './reviews.repository';

/**
 * Written reviews (an extension of the spec's rating): anyone reads a course's reviews; the learner edits the words of
 * their own; the course's educator posts, edits and deletes one public reply; an admin hides one that breaks the rules.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = reviewsRepository(app.db);
  const courses = coursesRepository(app.db);
  const enrollments = enrollmentsRepository(app.db);
  const tags = ['reviews'];
  const publicRead = routeOptions(tags, callerOptional(app));
  const studentOnly = routeOptions(tags, signedIn(app, requireRole('student')));
  const educatorOnly = routeOptions(tags, signedIn(app, requireActiveEducator));
  const adminOnly = routeOptions(tags, signedIn(app, requireRole('admin')));
  const iso = () => app.now().toISOString();
  const reviewOf = async (reviewId: number) => found(await reviews.find(reviewId), reviewText.reviewNotFound);

  app.route({
    ...publicRead(reviewsCalls.listCourseReviews, {
      summary: "A course's reviews, newest first, a page at a time, with the summary of its visible ratings",
      description:
        'Hidden reviews are left out (and out of the summary); an admin also gets them, marked `hidden`. A pending ' +
        'course has reviews only for its educator and admins, like the course itself.',
      errors: [404],
    }),
    handler: async (request) => {
      const { courseId } = request.params;
      const summary = await courses.findSummary(courseId);
      if (!summary || (summary.is_approved === 0 && !(await courses.isInsider(courseId, request.user)))) {
        throw notFound(notFoundMessages.course);
      }
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? REVIEWS_PAGE_SIZE;
      const includeHidden = request.user?.role === 'admin';
      const [ratings, listed, total] = await Promise.all([
        reviews.summary(courseId),
        reviews.page(courseId, { page, limit, includeHidden }),
        includeHidden ? reviews.countAll(courseId) : undefined,
      ]);
      return { summary: ratings, reviews: listed, total: total ?? ratings.count, page, limit };
    },
  });

  app.route({
    ...studentOnly(reviewsCalls.updateMyReview, {
      summary: 'Change the words of your review of a course (the stars stay: one rating per enrolment)',
      errors: [404, 409],
    }),
    handler: async (request) => {
      const student = currentUser(request);
      const { courseId } = request.params;
      if (!(await enrollments.isEnrolled(student.id, courseId))) throw notFound(enrollmentText.notEnrolled);
      if (!(await reviews.setText(student.id, courseId, request.body.review, iso()))) throw conflict(reviewText.notRatedYet);
      const review = found(await reviews.findOwn(student.id, courseId), reviewText.reviewNotFound);
      return { message: reviewText.reviewSaved, review };
    },
  });

  app.route({
    ...educatorOnly(reviewsCalls.replyToReview, {
      summary: "Post the course educator's public reply to a review, or change its words",
      description: '201 when the reply is new, 200 when it replaced the earlier words: a review has one reply at most.',
      errors: [404],
    }),
    handler: async (request, reply) => {
      const educator = currentUser(request);
      const { reviewId } = request.params;
      const at = iso();
      const outcome = await app.db.transaction().execute(async (trx) => {
        const course = await loadManagedReview(trx, reviewId, educator);
        const result = await reviewsRepository(trx).setReply(reviewId, educator.id, request.body.reply, at);
        // A new reply tells the reviewer; a change of its words does not tell them again.
        if (result === 'posted') {
          const reviewer = await trx.selectFrom('enrollments').select('student_id').where('id', '=', reviewId).executeTakeFirstOrThrow();
          await app.notify(trx, {
            userId: reviewer.student_id,
            kind: 'review_reply',
            key: `review_reply:${reviewId}:${at}`,
            title: 'The educator replied to your review',
            body: `${educator.name} replied to your review of “${course.title}”.`,
            link: paths.courseDetail(course.id),
            actorId: educator.id,
          });
        }
        return result;
      });
      const review = await reviewOf(reviewId);
      return reply
        .code(outcome === 'posted' ? 201 : 200)
        .send({ message: outcome === 'posted' ? reviewText.replyPosted : reviewText.replyUpdated, review });
    },
  });

  app.route({
    ...educatorOnly(reviewsCalls.deleteReviewReply, { summary: "Delete the course educator's reply to a review", errors: [404] }),
    handler: async (request) => {
      const { reviewId } = request.params;
      await loadManagedReview(app.db, reviewId, currentUser(request));
      if (!(await reviews.deleteReply(reviewId))) throw notFound(reviewText.replyNotFound);
      return { message: reviewText.replyDeleted, review: await reviewOf(reviewId) };
    },
  });

  app.route({
    ...adminOnly(reviewsCalls.setReviewVisibility, {
      summary: 'Hide a review that breaks the rules (it leaves the course page and the average), or show it again',
      errors: [404],
    }),
    handler: async (request) => {
      const { reviewId } = request.params;
      const { hidden, reason } = request.body;
      await reviewOf(reviewId);
      await reviews.setHidden(reviewId, hidden, reason ?? null, iso());
      return { message: hidden ? reviewText.reviewHidden : reviewText.reviewShown, review: await reviewOf(reviewId) };
    },
  });
};
