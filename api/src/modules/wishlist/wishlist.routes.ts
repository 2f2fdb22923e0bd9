import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wishlistCalls } from '@lectern/shared-sdk/wishlist/calls';
import { conflict } from '../../lib/http-errors';
import { found } from '../../lib/not-found';
import { routeOptions } from '../../lib/route-schemas';
import { currentUser, requireRole, signedIn } from '../../plugins/auth';
import { coursesRepository } from '../courses/courses.repository';
import { enrollmentsRepository } from '../enrollments/enrollments.repository';
import { wishlistRepository, wishlistText } from './wishlist.repository';

/** A student's saved courses: the heart on course cards and pages. Enrolling in or buying a course takes it out. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const wishlist = wishlistRepository(app.db);
  const courses = coursesRepository(app.db);
  const enrollments = enrollmentsRepository(app.db);
  const studentOnly = routeOptions(['wishlist'], signedIn(app, requireRole('student')));

  app.route({
    ...studentOnly(wishlistCalls.getWishlist, { summary: "The student's saved courses, the latest saved first" }),
    handler: async (request) => ({ courses: await wishlist.read(currentUser(request).id) }),
  });

  app.route({
    ...studentOnly(wishlistCalls.saveCourse, {
      summary: 'Save an approved course the student is not enrolled in (saving it again changes nothing)',
      description: '201 when it is saved now, 200 when it was saved already; the answer is the wishlist either way.',
      errors: [404, 409],
    }),
    handler: async (request, reply) => {
      const student = currentUser(request);
      const { courseId } = request.body;
      found(await courses.findApprovedSummary(courseId), wishlistText.courseNotFound);
      if (await enrollments.isEnrolled(student.id, courseId)) throw conflict(wishlistText.alreadyEnrolled);
      const added = await wishlist.add(student.id, courseId, app.now().toISOString());
      return reply
        .code(added ? 201 : 200)
        .send({ message: added ? wishlistText.saved : wishlistText.alreadySaved, courses: await wishlist.read(student.id) });
    },
  });

  app.route({
    ...studentOnly(wishlistCalls.unsaveCourse, {
      summary: 'Take a course out of the wishlist (one that is not there is no error: the heart is empty either way)',
    }),
    handler: async (request) => {
      const student = currentUser(request);
      await wishlist.remove(student.id, [request.params.courseId]);
      return { message: wishlistText.removed, courses: await wishlist.read(student.id) };
    },
  });
};
