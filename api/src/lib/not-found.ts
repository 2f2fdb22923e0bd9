import { notFound } from './http-errors';

/** What a 404 says about each kind of thing, written once for every route that answers it. */
export const notFoundMessages = {
  course: 'Course not found',
  module: 'Module not found',
  video: 'Video not found',
  enrollment: 'Enrollment not found',
  student: 'Student not found',
  educator: 'Educator not found',
  user: 'User not found',
  session: 'Session not found',
  certificate: 'Certificate not found',
  review: 'Review not found',
} as const;

/** What a route looked up, or a 404 with the message when there is no such thing. */
export function found<T>(thing: T | null | undefined, message: string): T {
  if (thing === null || thing === undefined) throw notFound(message);
  return thing;
}
