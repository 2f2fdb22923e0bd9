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
} as const;
