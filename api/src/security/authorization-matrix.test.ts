import type { UserRow } from '../db/schema';
import { PRIVATE_CACHE_CONTROL } from '../lib/http-cache';
import { recomputeProgress } from '../modules/enrollments/progress';
import { fixturePassword, insertCourse, insertEnrollment, insertOrder, insertUser } from '../testing/fixtures';
import { tinyPng } from '../testing/images';
import { upload } from '../testing/multipart';
import { describeEachDatabase, type TestHarness } from '../testing/test-app';

/**
 * Who may get a 2xx from which route, on their own objects and on someone else's. Every route the app registers
 * must have a row here (a new route without one fails the suite), each row is called by every kind of caller on
 * objects of side A and of side B, and a 2xx that its rule does not allow fails the suite. After every write that
 * succeeds the objects are built anew, so a delete or a deactivation allowed in one case cannot hide a refusal in the next.
 */

type Caller = 'anonymous' | 'studentA' | 'studentB' | 'educatorA' | 'educatorB' | 'inactiveEducator' | 'admin';
const callers: Caller[] = ['anonymous', 'studentA', 'studentB', 'educatorA', 'educatorB', 'inactiveEducator', 'admin'];
type Side = 'A' | 'B';

/** What the rule of a route knows about the caller, relative to the side whose objects the request names. */
interface Who {
  role: 'anonymous' | UserRow['role'];
  /** The caller is the side's student or the side's educator. */
  owns: boolean;
  /** Signed in with an account that may write (an inactive educator may not). */
  active: boolean;
}

/** The objects of one side: an educator's courses with their content, and a student learning in them. */
interface SideObjects {
  student: UserRow;
  educator: UserRow;
  /** Approved, free, one module with one video; the side's student is enrolled in it. */
  course: number;
  moduleId: number;
  videoId: number;
  enrollmentId: number;
  /** Approved and free; nobody enrolled. */
  openCourse: number;
  /** Waiting for review. */
  pendingCourse: number;
  /** Approved and paid; in the side's student's cart. */
  paidCourse: number;
  /** Approved and paid; in nobody's cart. */
  otherPaidCourse: number;
  /** A signed-in session of the side's student. */
  studentSessionId: number;
  /** The certificate of a course the side's student completed. */
  certificateId: string;
  /** That completed course, which the side's student rated with words: their review, with its educator's reply. */
  reviewedCourse: number;
  reviewId: number;
  /** An order of the side's student waiting on the test checkout (PAYMENTS=test), and that checkout's id. */
  orderId: number;
  testSessionId: string;
  /** A coupon of the side's educator for all of their courses (the side's paid course in its student's cart among them). */
  couponId: number;
  couponCode: string;
  /** A paid order of the side's student (PAYMENTS=test) of two courses: one with no refund asked, one waiting for its educator. */
  paidOrderId: number;
  refundableCourse: number;
  refundId: number;
  /** A quiz after the course's module, with an attempt the side's student started; and a second module without one. */
  quizId: number;
  attemptId: number;
  quizlessModuleId: number;
  /** A question on the side's course video, asked by a classmate of the side's student, and its educator's answer. */
  questionId: number;
  answerId: number;
  /** A notification of the side's student. */
  notificationId: number;
}

interface World {
  users: Record<Exclude<Caller, 'anonymous'>, UserRow>;
  /** An uploaded image's name (GET /api/uploads/:name). */
  imageName: string;
  /** A mail's unsubscribe token (side A's educator, "Course sent back"): the token, not a session, is the authority. */
  unsubscribeToken: string;
  A: SideObjects;
  B: SideObjects;
}

interface Row {
  allowed: (who: Who) => boolean;
  request: (side: SideObjects, world: World) => { url: string; body?: unknown; upload?: ReturnType<typeof upload> };
  /** Whether some allowed case must actually succeed (false where no valid request can be built here). */
  mustSucceed?: boolean;
}

const anyone = () => true;
const signedIn = (who: Who) => who.role !== 'anonymous';
const students = (who: Who) => who.role === 'student';
const owningStudent = (who: Who) => who.role === 'student' && who.owns;
const educators = (who: Who) => who.role === 'educator';
const activeEducators = (who: Who) => who.role === 'educator' && who.active;
const owningActiveEducator = (who: Who) => who.role === 'educator' && who.owns && who.active;
const owningEducatorOrAdmin = (who: Who) => (who.role === 'educator' && who.owns) || who.role === 'admin';
const admins = (who: Who) => who.role === 'admin';
/** A course's questions: its enrolled student, its educator (inactive or not) and admins. */
const courseMembersOrAdmin = (who: Who) => who.owns || who.role === 'admin';
const owningStudentOrActiveEducator = (who: Who) => owningStudent(who) || owningActiveEducator(who);

let unique = 0;
const fresh = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${(unique += 1)}`;
/** A coupon code nobody has taken (codes are unique across the site). */
const freshCode = () => `M${Date.now().toString(36)}${(unique += 1)}`.toUpperCase();

/** A quiz's settings and one true/false question, as an educator sends them. */
const matrixQuiz = {
  title: 'Matrix quiz',
  passMark: 50,
  maxAttempts: null,
  retryWaitMinutes: 0,
  questions: [
    {
      kind: 'true-false',
      prompt: 'Sound?',
      options: [
        { text: 'True', correct: true },
        { text: 'False', correct: false },
      ],
    },
  ],
};

/** A quiz after the module, written as the API writes one, and an attempt of the enrolment started at it. */
async function insertQuizWithAttempt(t: TestHarness, courseId: number, moduleId: number, enrollmentId: number) {
  const at = '2026-03-01T00:00:00.000Z';
  const quiz = await t.db
    .insertInto('quizzes')
    .values({
      course_id: courseId,
      module_id: moduleId,
      title: 'Matrix quiz',
      pass_mark: 50,
      max_attempts: null,
      retry_wait_minutes: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const question = await t.db
    .insertInto('quiz_questions')
    .values({ quiz_id: quiz.id, position: 1, kind: 'true-false', prompt: 'Sound?', explanation: '', retired_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const options = await t.db
    .insertInto('quiz_options')
    .values([
      { question_id: question.id, position: 1, text: 'True', correct: 1 },
      { question_id: question.id, position: 2, text: 'False', correct: 0 },
    ])
    .returning('id')
    .execute();
  const attempt = await t.db
    .insertInto('quiz_attempts')
    .values({
      enrollment_id: enrollmentId,
      quiz_id: quiz.id,
      number: 1,
      layout: JSON.stringify([[question.id, options.map((option) => option.id)]]),
      started_at: at,
      submitted_at: null,
      score: null,
      correct_count: null,
      answers: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { quizId: quiz.id, attemptId: attempt.id };
}

const matrix: Record<string, Row> = {
  'GET /healthz': { allowed: anyone, request: () => ({ url: '/healthz' }) },
  'GET /api/version': { allowed: anyone, request: () => ({ url: '/api/version' }) },
  'OPTIONS *': { allowed: anyone, request: () => ({ url: '/api/courses' }), mustSucceed: false },
  'GET /api/docs': { allowed: anyone, request: () => ({ url: '/api/docs' }), mustSucceed: false },
  'GET /api/docs/json': { allowed: anyone, request: () => ({ url: '/api/docs/json' }) },
  'GET /api/docs/yaml': { allowed: anyone, request: () => ({ url: '/api/docs/yaml' }) },
  'GET /api/docs/static/index.html': { allowed: anyone, request: () => ({ url: '/api/docs/static/index.html' }), mustSucceed: false },
  'GET /api/docs/static/swagger-initializer.js': { allowed: anyone, request: () => ({ url: '/api/docs/static/swagger-initializer.js' }) },
  'GET /api/docs/static/*': { allowed: anyone, request: () => ({ url: '/api/docs/static/swagger-ui.css' }) },

  'POST /api/auth/login': {
    allowed: anyone,
    request: (side) => ({ url: '/api/auth/login', body: { email: side.student.email, password: fixturePassword } }),
  },
  'POST /api/auth/register': {
    allowed: anyone,
    request: () => ({
      url: '/api/auth/register',
      body: { name: 'New Student', email: `${fresh('new')}@gmail.com`, password: 'a long new password 1', otp: '123456' },
    }),
    mustSucceed: false,
  },
  'POST /api/auth/send-otp': { allowed: anyone, request: () => ({ url: '/api/auth/send-otp', body: { email: `${fresh('otp')}@gmail.com` } }) },
  'POST /api/auth/verify-otp': {
    allowed: anyone,
    request: () => ({ url: '/api/auth/verify-otp', body: { email: `${fresh('otp')}@gmail.com`, otp: '123456' } }),
    mustSucceed: false,
  },
  'POST /api/auth/reset-password': {
    allowed: anyone,
    request: (side) => ({
      url: '/api/auth/reset-password',
      body: { email: side.student.email, otp: '123456', newPassword: 'a long new password 1' },
    }),
    mustSucceed: false,
  },
  'GET /api/auth/me': { allowed: signedIn, request: () => ({ url: '/api/auth/me' }) },
  'POST /api/auth/logout': { allowed: signedIn, request: () => ({ url: '/api/auth/logout', body: {} }) },
  'GET /api/auth/providers': { allowed: anyone, request: () => ({ url: '/api/auth/providers' }) },
  'GET /api/auth/challenge': { allowed: anyone, request: () => ({ url: '/api/auth/challenge' }) },
  // Browser navigations answered with redirects (to the provider, or back to the sign-in page): never a 2xx.
  'GET /api/auth/google': { allowed: anyone, request: () => ({ url: '/api/auth/google' }), mustSucceed: false },
  'GET /api/auth/google/callback': { allowed: anyone, request: () => ({ url: '/api/auth/google/callback?code=abc&state=def' }), mustSucceed: false },
  // A code nobody was given: refused (400) for everyone, signed in or not; the hand-off tests exchange real ones.
  'POST /api/auth/google/exchange': {
    allowed: anyone,
    request: () => ({ url: '/api/auth/google/exchange', body: { code: 'A'.repeat(43) } }),
    mustSucceed: false,
  },

  'GET /api/stats': { allowed: anyone, request: () => ({ url: '/api/stats' }) },
  'GET /api/courses': { allowed: anyone, request: () => ({ url: '/api/courses' }) },
  'GET /api/courses/:id': { allowed: anyone, request: (side) => ({ url: `/api/courses/${side.course}` }) },
  'GET /api/courses/suggestions': { allowed: anyone, request: () => ({ url: '/api/courses/suggestions?q=co' }) },
  'GET /api/courses/my': { allowed: educators, request: () => ({ url: '/api/courses/my' }) },
  'POST /api/courses': {
    allowed: activeEducators,
    request: () => ({
      url: '/api/courses',
      body: { title: 'Matrix Course', description: 'About it', category: 'Web Development', price: 0, duration: '1h' },
    }),
  },
  'PATCH /api/courses/:id': { allowed: owningActiveEducator, request: (side) => ({ url: `/api/courses/${side.course}`, body: { price: 5 } }) },
  'DELETE /api/courses/:id': {
    allowed: (who) => owningActiveEducator(who) || admins(who),
    request: (side) => ({ url: `/api/courses/${side.course}` }),
  },
  'GET /api/courses/admin/pending': { allowed: admins, request: () => ({ url: '/api/courses/admin/pending?limit=3' }) },
  'PATCH /api/courses/:id/approve': { allowed: admins, request: (side) => ({ url: `/api/courses/${side.course}/approve`, body: {} }) },
  // An approved course answers 409 to an admin: the pending one is what is sent back.
  'PATCH /api/courses/:id/send-back': {
    allowed: admins,
    request: (side) => ({ url: `/api/courses/${side.pendingCourse}/send-back`, body: { reason: 'Needs sound' } }),
  },
  'GET /api/courses/:id/price-changes': { allowed: admins, request: (side) => ({ url: `/api/courses/${side.course}/price-changes` }) },
  'GET /api/courses/educator/courses': {
    allowed: admins,
    request: (side) => ({ url: `/api/courses/educator/courses?educatorId=${side.educator.id}` }),
  },

  'GET /api/enrollments': { allowed: signedIn, request: () => ({ url: '/api/enrollments' }) },
  'POST /api/enrollments': { allowed: students, request: (side) => ({ url: '/api/enrollments', body: { courseId: side.openCourse } }) },
  'GET /api/enrollments/:courseId/status': { allowed: students, request: (side) => ({ url: `/api/enrollments/${side.course}/status` }) },
  'GET /api/enrollments/:courseId/my': { allowed: owningStudent, request: (side) => ({ url: `/api/enrollments/${side.course}/my` }) },
  'PATCH /api/enrollments/:courseId/rating': {
    allowed: owningStudent,
    request: (side) => ({ url: `/api/enrollments/${side.course}/rating`, body: { rating: 4 } }),
  },
  'PATCH /api/enrollments/:enrollmentId/progress': {
    allowed: owningStudent,
    request: (side) => ({ url: `/api/enrollments/${side.enrollmentId}/progress`, body: { videoId: side.videoId } }),
  },
  'GET /api/enrollments/:enrollmentId/watch': { allowed: owningStudent, request: (side) => ({ url: `/api/enrollments/${side.enrollmentId}/watch` }) },
  'POST /api/enrollments/:enrollmentId/watch': {
    allowed: owningStudent,
    request: (side) => ({
      url: `/api/enrollments/${side.enrollmentId}/watch`,
      body: { videoId: side.videoId, position: 12, played: 10, duration: 600 },
    }),
  },
  'GET /api/enrollments/all': { allowed: admins, request: () => ({ url: '/api/enrollments/all' }) },
  'GET /api/enrollments/by-student': { allowed: admins, request: (side) => ({ url: `/api/enrollments/by-student?studentId=${side.student.id}` }) },
  'GET /api/enrollments/by-course': { allowed: admins, request: (side) => ({ url: `/api/enrollments/by-course?courseId=${side.course}` }) },

  'GET /api/cart': { allowed: students, request: () => ({ url: '/api/cart' }) },
  'POST /api/cart': { allowed: students, request: (side) => ({ url: '/api/cart', body: { courseId: side.otherPaidCourse } }) },
  // Removing a course from one's own cart; another student's cart is never reachable (the cart is the caller's).
  'DELETE /api/cart/:courseId': { allowed: students, request: (side) => ({ url: `/api/cart/${side.paidCourse}` }) },
  'POST /api/cart/checkout': { allowed: students, request: () => ({ url: '/api/cart/checkout', body: {} }) },
  // Orders are their student's alone; the test checkout (PAYMENTS=test here) is its order's student's.
  'GET /api/orders': { allowed: students, request: () => ({ url: '/api/orders' }) },
  'GET /api/orders/:orderId': { allowed: owningStudent, request: (side) => ({ url: `/api/orders/${side.orderId}` }) },
  'GET /api/payments/test/sessions/:sessionId': {
    allowed: owningStudent,
    request: (side) => ({ url: `/api/payments/test/sessions/${side.testSessionId}` }),
  },
  'POST /api/payments/test/sessions/:sessionId/pay': {
    allowed: owningStudent,
    request: (side) => ({ url: `/api/payments/test/sessions/${side.testSessionId}/pay`, body: {} }),
  },
  // A student's coupon is on their own cart; educators manage their own coupons (an inactive one only reads them), for
  // their own courses; admins any coupon, for any course or the whole site.
  'PUT /api/cart/coupon': { allowed: students, request: (side) => ({ url: '/api/cart/coupon', body: { code: side.couponCode } }) },
  'DELETE /api/cart/coupon': { allowed: students, request: () => ({ url: '/api/cart/coupon' }) },
  'GET /api/educator/coupons': { allowed: educators, request: () => ({ url: '/api/educator/coupons' }) },
  'POST /api/educator/coupons': {
    allowed: owningActiveEducator,
    request: (side) => ({ url: '/api/educator/coupons', body: { code: freshCode(), kind: 'percent', percentOff: 10, courseId: side.paidCourse } }),
  },
  'PATCH /api/educator/coupons/:couponId': {
    allowed: owningActiveEducator,
    request: (side) => ({ url: `/api/educator/coupons/${side.couponId}`, body: { enabled: false } }),
  },
  'GET /api/admin/coupons': { allowed: admins, request: () => ({ url: '/api/admin/coupons' }) },
  'POST /api/admin/coupons': {
    allowed: admins,
    request: (side) => ({ url: '/api/admin/coupons', body: { code: freshCode(), kind: 'amount', amountOff: 5, courseId: side.paidCourse } }),
  },
  'PATCH /api/admin/coupons/:couponId': {
    allowed: admins,
    request: (side) => ({ url: `/api/admin/coupons/${side.couponId}`, body: { maxRedemptions: 10 } }),
  },
  // Stripe's own call, answered only when PAYMENTS=stripe and only to a signed body (payments/stripe-webhook.test.ts).
  'POST /api/payments/stripe/webhook': { allowed: anyone, request: () => ({ url: '/api/payments/stripe/webhook', body: {} }), mustSucceed: false },
  // A student asks for their own order's course back; its educator or an admin decides (another educator: 404).
  'POST /api/orders/:orderId/refunds': {
    allowed: owningStudent,
    request: (side) => ({ url: `/api/orders/${side.paidOrderId}/refunds`, body: { courseId: side.refundableCourse } }),
  },
  'GET /api/educator/refunds': { allowed: educators, request: () => ({ url: '/api/educator/refunds' }) },
  'GET /api/admin/refunds': { allowed: admins, request: () => ({ url: '/api/admin/refunds' }) },
  'POST /api/refunds/:refundId/approve': {
    allowed: owningEducatorOrAdmin,
    request: (side) => ({ url: `/api/refunds/${side.refundId}/approve`, body: {} }),
  },
  'POST /api/refunds/:refundId/decline': {
    allowed: owningEducatorOrAdmin,
    request: (side) => ({ url: `/api/refunds/${side.refundId}/decline`, body: { reason: 'Most of it was watched' } }),
  },
  // Earnings are the calling educator's own (no request names another's); revenue is the admins'.
  'GET /api/educator/earnings': { allowed: educators, request: () => ({ url: '/api/educator/earnings' }) },
  'GET /api/educator/earnings/csv': { allowed: educators, request: () => ({ url: '/api/educator/earnings/csv' }) },
  // An educator connects their own payout account: no request names another's.
  'POST /api/educator/payouts/onboarding': { allowed: educators, request: () => ({ url: '/api/educator/payouts/onboarding', body: {} }) },
  'GET /api/admin/revenue': { allowed: admins, request: () => ({ url: '/api/admin/revenue' }) },
  'GET /api/admin/releases': { allowed: admins, request: () => ({ url: '/api/admin/releases' }) },
  // Promotions, rollbacks and preview links are the admins'; with no canary, no deploy and no release here the
  // admin's answer is a 409 or 404, which is not the point here: everyone else is refused before that.
  'POST /api/admin/releases/:area/promote': {
    allowed: admins,
    request: () => ({ url: '/api/admin/releases/mf-admin/promote', body: {} }),
    mustSucceed: false,
  },
  'POST /api/admin/releases/:area/rollback': {
    allowed: admins,
    request: () => ({ url: '/api/admin/releases/mf-admin/rollback', body: {} }),
    mustSucceed: false,
  },
  'POST /api/admin/releases/:area/previews': {
    allowed: admins,
    request: () => ({ url: '/api/admin/releases/mf-admin/previews', body: { release: '9.9.9' } }),
    mustSucceed: false,
  },
  // What a preview link pins: anyone may ask (the shell's server does), a forged link is 404.
  'GET /api/releases/preview': { allowed: anyone, request: () => ({ url: '/api/releases/preview?token=forged.token' }), mustSucceed: false },
  // Browsers' telemetry: anyone's, with no token (it names no person).
  'POST /api/telemetry': {
    allowed: anyone,
    request: () => ({ url: '/api/telemetry', body: { reports: [{ kind: 'session', area: 'shell', release: 'working' }] } }),
  },
  // The wishlist is the caller's own, like the cart: no request names another student's.
  'GET /api/wishlist': { allowed: students, request: () => ({ url: '/api/wishlist' }) },
  'POST /api/wishlist': { allowed: students, request: (side) => ({ url: '/api/wishlist', body: { courseId: side.otherPaidCourse } }) },
  'DELETE /api/wishlist/:courseId': { allowed: students, request: (side) => ({ url: `/api/wishlist/${side.otherPaidCourse}` }) },
  // A student's own certificates; one certificate, and its PDF, for anyone holding its id (the link they share).
  'GET /api/certificates': { allowed: students, request: () => ({ url: '/api/certificates' }) },
  'GET /api/certificates/:id': { allowed: anyone, request: (side) => ({ url: `/api/certificates/${side.certificateId}` }) },
  'GET /api/certificates/:id/pdf': { allowed: anyone, request: (side) => ({ url: `/api/certificates/${side.certificateId}/pdf` }) },
  // Reviews: anyone reads them; the learner edits their own words; the course's educator replies; an admin hides.
  'GET /api/courses/:courseId/reviews': { allowed: anyone, request: (side) => ({ url: `/api/courses/${side.reviewedCourse}/reviews` }) },
  'PATCH /api/enrollments/:courseId/review': {
    allowed: owningStudent,
    request: (side) => ({ url: `/api/enrollments/${side.reviewedCourse}/review`, body: { review: 'Edited words' } }),
  },
  'PUT /api/reviews/:reviewId/reply': {
    allowed: owningActiveEducator,
    request: (side) => ({ url: `/api/reviews/${side.reviewId}/reply`, body: { reply: 'Thanks' } }),
  },
  'DELETE /api/reviews/:reviewId/reply': { allowed: owningActiveEducator, request: (side) => ({ url: `/api/reviews/${side.reviewId}/reply` }) },
  'PATCH /api/reviews/:reviewId/visibility': {
    allowed: admins,
    request: (side) => ({ url: `/api/reviews/${side.reviewId}/visibility`, body: { hidden: true } }),
  },
  // Insights: a course's for its educator (an inactive one still reads their own) and admins; the platform's for admins.
  'GET /api/courses/:courseId/insights': {
    allowed: owningEducatorOrAdmin,
    request: (side) => ({ url: `/api/courses/${side.course}/insights?weeks=4` }),
  },
  'GET /api/users/educator/insights': { allowed: educators, request: () => ({ url: '/api/users/educator/insights' }) },
  'GET /api/stats/trends': { allowed: admins, request: () => ({ url: '/api/stats/trends' }) },

  'GET /api/users/profile': { allowed: signedIn, request: () => ({ url: '/api/users/profile' }) },
  'PATCH /api/users/profile': { allowed: signedIn, request: () => ({ url: '/api/users/profile', body: { name: 'Renamed Person' } }) },
  'PATCH /api/users/profile/password': {
    allowed: signedIn,
    request: () => ({ url: '/api/users/profile/password', body: { oldPassword: fixturePassword, newPassword: 'a long new password 1' } }),
  },
  // Only ever the caller's own account (no id in the request): any signed-in person, with their own password.
  'DELETE /api/users/me': { allowed: signedIn, request: () => ({ url: '/api/users/me', body: { password: fixturePassword } }) },
  'GET /api/users/profile/sessions': { allowed: signedIn, request: () => ({ url: '/api/users/profile/sessions' }) },
  'DELETE /api/users/profile/sessions': { allowed: signedIn, request: () => ({ url: '/api/users/profile/sessions' }) },
  // A session belongs to one person: only the side's student may end theirs.
  'DELETE /api/users/profile/sessions/:id': {
    allowed: owningStudent,
    request: (side) => ({ url: `/api/users/profile/sessions/${side.studentSessionId}` }),
  },
  // The site's own pages: anyone reads them and writes through the contact form; only admins edit them.
  'GET /api/pages/:slug': { allowed: anyone, request: () => ({ url: '/api/pages/about' }) },
  'POST /api/contact': {
    allowed: anyone,
    request: () => ({ url: '/api/contact', body: { name: 'Matrix', email: 'matrix@example.com', subject: 'Hello', message: 'A question' } }),
  },
  // A mail's one-click unsubscribe: anyone holding the link's signed token, with or without a session (RFC 8058).
  'GET /api/notifications/unsubscribe': {
    allowed: anyone,
    request: (_side, world) => ({ url: `/api/notifications/unsubscribe?token=${encodeURIComponent(world.unsubscribeToken)}` }),
  },
  'POST /api/notifications/unsubscribe': {
    allowed: anyone,
    request: (_side, world) => ({ url: `/api/notifications/unsubscribe?token=${encodeURIComponent(world.unsubscribeToken)}`, body: {} }),
  },
  'GET /api/admin/pages': { allowed: admins, request: () => ({ url: '/api/admin/pages' }) },
  'GET /api/admin/pages/:slug/versions': { allowed: admins, request: () => ({ url: '/api/admin/pages/terms/versions' }) },
  // Version 1 is the page as the database starts: the first allowed save succeeds, later ones are refused as stale (409).
  'PUT /api/admin/pages/:slug': {
    allowed: admins,
    request: () => ({ url: '/api/admin/pages/terms', body: { title: 'Terms', markdown: 'Taken over', baseVersion: 1 } }),
  },
  'POST /api/admin/pages/preview': { allowed: admins, request: () => ({ url: '/api/admin/pages/preview', body: { markdown: '*x*' } }) },
  'GET /api/users/students': { allowed: admins, request: () => ({ url: '/api/users/students' }) },
  'GET /api/users/students/:id': { allowed: admins, request: (side) => ({ url: `/api/users/students/${side.student.id}` }) },
  'GET /api/users/educators': { allowed: admins, request: () => ({ url: '/api/users/educators' }) },
  'GET /api/users/educators/:id': { allowed: admins, request: (side) => ({ url: `/api/users/educators/${side.educator.id}` }) },
  'PATCH /api/users/educators/:id/approve': {
    allowed: admins,
    request: (side) => ({ url: `/api/users/educators/${side.educator.id}/approve`, body: { isApproved: false } }),
  },
  'DELETE /api/users/educators/:id': { allowed: admins, request: (side) => ({ url: `/api/users/educators/${side.educator.id}` }) },
  'POST /api/users/educators': {
    allowed: admins,
    request: () => ({
      url: '/api/users/educators',
      body: { name: 'New Educator', email: `${fresh('educator')}@lectern.dev`, password: 'a long new password 1' },
    }),
  },
  'GET /api/users/educator/students': { allowed: educators, request: () => ({ url: '/api/users/educator/students' }) },
  'GET /api/users/educator/students/totals': { allowed: educators, request: () => ({ url: '/api/users/educator/students/totals' }) },
  'GET /api/educator/students': { allowed: educators, request: () => ({ url: '/api/educator/students' }) },

  // Questions on lessons: read by the course's enrolled students, its educator and admins; asked, upvoted and
  // followed by its students; answered by them and its active educator, who alone marks the answer; hidden by admins.
  'GET /api/courses/:courseId/questions': { allowed: courseMembersOrAdmin, request: (side) => ({ url: `/api/courses/${side.course}/questions` }) },
  'POST /api/courses/:courseId/questions': {
    allowed: owningStudent,
    request: (side) => ({ url: `/api/courses/${side.course}/questions`, body: { videoId: side.videoId, title: 'Why?', body: 'Because', second: 3 } }),
  },
  'GET /api/questions/:questionId': { allowed: courseMembersOrAdmin, request: (side) => ({ url: `/api/questions/${side.questionId}` }) },
  'POST /api/questions/:questionId/answers': {
    allowed: owningStudentOrActiveEducator,
    request: (side) => ({ url: `/api/questions/${side.questionId}/answers`, body: { body: 'An answer' } }),
  },
  'PUT /api/questions/:questionId/upvote': { allowed: owningStudent, request: (side) => ({ url: `/api/questions/${side.questionId}/upvote` }) },
  'DELETE /api/questions/:questionId/upvote': { allowed: owningStudent, request: (side) => ({ url: `/api/questions/${side.questionId}/upvote` }) },
  'PUT /api/questions/:questionId/follow': { allowed: owningStudent, request: (side) => ({ url: `/api/questions/${side.questionId}/follow` }) },
  'DELETE /api/questions/:questionId/follow': { allowed: owningStudent, request: (side) => ({ url: `/api/questions/${side.questionId}/follow` }) },
  'PUT /api/questions/:questionId/accepted-answer': {
    allowed: owningActiveEducator,
    request: (side) => ({ url: `/api/questions/${side.questionId}/accepted-answer`, body: { answerId: side.answerId } }),
  },
  'DELETE /api/questions/:questionId/accepted-answer': {
    allowed: owningActiveEducator,
    request: (side) => ({ url: `/api/questions/${side.questionId}/accepted-answer` }),
  },
  'PATCH /api/questions/:questionId/visibility': {
    allowed: admins,
    request: (side) => ({ url: `/api/questions/${side.questionId}/visibility`, body: { hidden: true, reason: 'Off topic' } }),
  },
  'PATCH /api/question-answers/:answerId/visibility': {
    allowed: admins,
    request: (side) => ({ url: `/api/question-answers/${side.answerId}/visibility`, body: { hidden: true } }),
  },
  'GET /api/users/educator/questions': { allowed: educators, request: () => ({ url: '/api/users/educator/questions?status=all' }) },

  // Notifications: everyone signed in reads and sets their own; another person's notification answers 404.
  'GET /api/notifications': { allowed: signedIn, request: () => ({ url: '/api/notifications?status=unread' }) },
  'GET /api/notifications/unread-count': { allowed: signedIn, request: () => ({ url: '/api/notifications/unread-count' }) },
  'PUT /api/notifications/:notificationId/read': {
    allowed: owningStudent,
    request: (side) => ({ url: `/api/notifications/${side.notificationId}/read` }),
  },
  'DELETE /api/notifications/:notificationId/read': {
    allowed: owningStudent,
    request: (side) => ({ url: `/api/notifications/${side.notificationId}/read` }),
  },
  'POST /api/notifications/read-all': { allowed: signedIn, request: () => ({ url: '/api/notifications/read-all', body: {} }) },
  'GET /api/notifications/preferences': { allowed: signedIn, request: () => ({ url: '/api/notifications/preferences' }) },
  // A student's kind: only students may set it (the others' answer is 400).
  'PATCH /api/notifications/preferences': {
    allowed: students,
    request: () => ({ url: '/api/notifications/preferences', body: { preferences: [{ kind: 'receipt', email: false }] } }),
  },
  'GET /api/notifications/stream': { allowed: signedIn, request: () => ({ url: '/api/notifications/stream' }) },

  'POST /api/modules': {
    allowed: owningActiveEducator,
    request: (side) => ({ url: '/api/modules', body: { courseId: side.course, title: 'Another Module', description: 'More' } }),
  },
  'GET /api/modules/course/:courseId': { allowed: owningEducatorOrAdmin, request: (side) => ({ url: `/api/modules/course/${side.course}` }) },
  'GET /api/modules/:id': { allowed: owningEducatorOrAdmin, request: (side) => ({ url: `/api/modules/${side.moduleId}` }) },
  'PATCH /api/modules/:id': {
    allowed: owningActiveEducator,
    request: (side) => ({ url: `/api/modules/${side.moduleId}`, body: { title: 'Renamed Module' } }),
  },
  'DELETE /api/modules/:id': { allowed: owningActiveEducator, request: (side) => ({ url: `/api/modules/${side.moduleId}` }) },

  // Uploads: a course image from an active educator, a profile photo from anyone signed in; the images are public.
  'POST /api/uploads/course-images': {
    allowed: activeEducators,
    request: () => ({ url: '/api/uploads/course-images', upload: upload(tinyPng, 'a.png', 'image/png') }),
  },
  'POST /api/uploads/profile-photos': {
    allowed: signedIn,
    request: () => ({ url: '/api/uploads/profile-photos', upload: upload(tinyPng, 'a.png', 'image/png') }),
  },
  'GET /api/uploads/:name': { allowed: anyone, request: (_side, world) => ({ url: `/api/uploads/${world.imageName}` }) },

  'POST /api/videos': {
    allowed: owningActiveEducator,
    request: (side) => ({
      url: '/api/videos',
      body: { moduleId: side.moduleId, title: 'Another Video', youtubeUrl: 'https://youtu.be/PkZNo7MFNFg', duration: '5m' },
    }),
  },
  'GET /api/videos/:id': { allowed: owningEducatorOrAdmin, request: (side) => ({ url: `/api/videos/${side.videoId}` }) },
  'PATCH /api/videos/:id': {
    allowed: owningActiveEducator,
    request: (side) => ({ url: `/api/videos/${side.videoId}`, body: { title: 'Renamed Video' } }),
  },
  'DELETE /api/videos/:id': { allowed: owningActiveEducator, request: (side) => ({ url: `/api/videos/${side.videoId}` }) },

  // Quizzes: the course's learners, its educator (an inactive one reads) and admins see them; its active educator
  // writes them; only the attempt's learner takes and submits it.
  'GET /api/courses/:courseId/quizzes': {
    allowed: (who) => who.owns || admins(who),
    request: (side) => ({ url: `/api/courses/${side.course}/quizzes` }),
  },
  'POST /api/quizzes': {
    allowed: owningActiveEducator,
    request: (side) => ({ url: '/api/quizzes', body: { ...matrixQuiz, moduleId: side.quizlessModuleId } }),
  },
  'GET /api/quizzes/:quizId/definition': { allowed: owningEducatorOrAdmin, request: (side) => ({ url: `/api/quizzes/${side.quizId}/definition` }) },
  'PUT /api/quizzes/:quizId': { allowed: owningActiveEducator, request: (side) => ({ url: `/api/quizzes/${side.quizId}`, body: matrixQuiz }) },
  'DELETE /api/quizzes/:quizId': { allowed: owningActiveEducator, request: (side) => ({ url: `/api/quizzes/${side.quizId}` }) },
  'POST /api/quizzes/:quizId/attempts': { allowed: owningStudent, request: (side) => ({ url: `/api/quizzes/${side.quizId}/attempts`, body: {} }) },
  'GET /api/quizzes/:quizId/attempts': { allowed: owningStudent, request: (side) => ({ url: `/api/quizzes/${side.quizId}/attempts` }) },
  'POST /api/quiz-attempts/:attemptId/submit': {
    allowed: owningStudent,
    request: (side) => ({ url: `/api/quiz-attempts/${side.attemptId}/submit`, body: { answers: [] } }),
  },
};

async function buildSide(t: TestHarness, student: UserRow, educator: UserRow): Promise<SideObjects> {
  const main = await insertCourse(t.db, {
    educatorId: educator.id,
    modules: [{ title: 'Module', position: 1, videos: [{ title: 'Video', position: 1 }] }],
  });
  const open = await insertCourse(t.db, { educatorId: educator.id });
  const pending = await insertCourse(t.db, { educatorId: educator.id, approved: false });
  const paid = await insertCourse(t.db, { educatorId: educator.id, priceCents: 1999 });
  const otherPaid = await insertCourse(t.db, { educatorId: educator.id, priceCents: 2999 });
  const enrollmentId = await insertEnrollment(t.db, { studentId: student.id, courseId: main.id });
  const finished = await insertCourse(t.db, {
    educatorId: educator.id,
    modules: [{ title: 'Module', position: 1, videos: [{ title: 'Video', position: 1 }] }],
  });
  const finishedEnrollment = await insertEnrollment(t.db, {
    studentId: student.id,
    courseId: finished.id,
    watchedVideoIds: finished.videoIds,
    rating: 5,
    review: 'Clear',
  });
  await t.db
    .insertInto('review_replies')
    .values({
      enrollment_id: finishedEnrollment,
      educator_id: educator.id,
      body: 'Thank you',
      created_at: '2026-03-02T00:00:00.000Z',
      updated_at: '2026-03-02T00:00:00.000Z',
    })
    .execute();
  await recomputeProgress(t.db, { enrollmentId: finishedEnrollment }, '2026-03-01T00:00:00.000Z');
  const certificate = await t.db.selectFrom('certificates').select('id').where('enrollment_id', '=', finishedEnrollment).executeTakeFirstOrThrow();
  await t.db.insertInto('cart_items').values({ student_id: student.id, course_id: paid.id, added_at: '2026-03-01T00:00:00.000Z' }).execute();
  const module = await t.db.selectFrom('modules').select('id').where('course_id', '=', main.id).executeTakeFirstOrThrow();
  const orderId = await insertOrder(t.db, {
    studentId: student.id,
    at: '2026-03-01T00:00:00.000Z',
    items: [{ courseId: otherPaid.id, priceCents: 2999 }],
  });
  const testSessionId = `tcs_${orderId}_matrix`;
  await t.db.updateTable('orders').set({ status: 'pending', paid_at: null, checkout_session_id: testSessionId }).where('id', '=', orderId).execute();
  const paidOrderId = await insertOrder(t.db, {
    studentId: student.id,
    at: '2026-03-01T00:00:00.000Z',
    items: [
      { courseId: otherPaid.id, priceCents: 2999 },
      { courseId: paid.id, priceCents: 1999 },
    ],
  });
  await t.db
    .updateTable('orders')
    .set({ payment_mode: 'test', payment_intent_id: `tpi_${paidOrderId}`, paid_at: '2026-03-01T00:00:00.000Z' })
    .where('id', '=', paidOrderId)
    .execute();
  const waitingLine = await t.db
    .selectFrom('order_items')
    .select(['id', 'course_title'])
    .where('order_id', '=', paidOrderId)
    .where('course_id', '=', paid.id)
    .executeTakeFirstOrThrow();
  const refund = await t.db
    .insertInto('refund_requests')
    .values({
      order_id: paidOrderId,
      order_item_id: waitingLine.id,
      student_id: student.id,
      course_id: paid.id,
      course_title: waitingLine.course_title,
      educator_id: educator.id,
      amount_cents: 1999,
      watched_percent: 40,
      reason: null,
      source: 'student',
      status: 'requested',
      refund_key: fresh('refund'),
      requested_at: '2026-03-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const couponCode = freshCode();
  const coupon = await t.db
    .insertInto('coupons')
    .values({
      code: couponCode,
      kind: 'percent',
      value: 10,
      scope: 'educator',
      course_id: null,
      created_by: educator.id,
      starts_at: null,
      ends_at: null,
      max_redemptions: null,
      disabled_at: null,
      created_at: '2026-03-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const quiz = await insertQuizWithAttempt(t, main.id, module.id, enrollmentId);
  const quizless = await t.db
    .insertInto('modules')
    .values({ course_id: main.id, position: 2, title: 'Second module', description: 'No quiz yet' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const classmate = await insertUser(t.db);
  await insertEnrollment(t.db, { studentId: classmate.id, courseId: main.id });
  const question = await t.db
    .insertInto('lesson_questions')
    .values({
      course_id: main.id,
      video_id: main.videoIds[0] ?? 0,
      author_id: classmate.id,
      second: 12,
      title: 'Why does it loop?',
      body: 'It never ends.',
      created_at: '2026-03-01T00:00:00.000Z',
      accepted_answer_id: null,
      hidden_at: null,
      hidden_reason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const answer = await t.db
    .insertInto('question_answers')
    .values({
      question_id: question.id,
      author_id: educator.id,
      body: 'Check the condition.',
      created_at: '2026-03-02T00:00:00.000Z',
      hidden_at: null,
      hidden_reason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const notification = await t.db
    .insertInto('notifications')
    .values({
      user_id: student.id,
      kind: 'certificate_earned',
      key: fresh('certificate'),
      title: 'You earned a certificate',
      body: 'Module',
      link: null,
      created_at: '2026-03-02T00:00:00.000Z',
      read_at: null,
      digest_at: null,
      digested_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.tokenFor(student);
  const session = await t.db.selectFrom('sessions').select('id').where('user_id', '=', student.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return {
    student,
    educator,
    course: main.id,
    moduleId: module.id,
    videoId: main.videoIds[0] ?? 0,
    enrollmentId,
    openCourse: open.id,
    pendingCourse: pending.id,
    paidCourse: paid.id,
    otherPaidCourse: otherPaid.id,
    studentSessionId: session.id,
    certificateId: certificate.id,
    reviewedCourse: finished.id,
    reviewId: finishedEnrollment,
    orderId,
    testSessionId,
    couponId: coupon.id,
    couponCode,
    paidOrderId,
    refundableCourse: otherPaid.id,
    refundId: refund.id,
    quizId: quiz.quizId,
    attemptId: quiz.attemptId,
    quizlessModuleId: quizless.id,
    questionId: question.id,
    answerId: answer.id,
    notificationId: notification.id,
  };
}

async function buildWorld(t: TestHarness): Promise<World> {
  const users = {
    studentA: await insertUser(t.db),
    studentB: await insertUser(t.db),
    educatorA: await insertUser(t.db, { role: 'educator' }),
    educatorB: await insertUser(t.db, { role: 'educator' }),
    inactiveEducator: await insertUser(t.db, { role: 'educator', isApproved: false }),
    admin: await insertUser(t.db, { role: 'admin' }),
  };
  const uploaded = await t.request('POST', '/api/uploads/profile-photos', {
    token: await t.tokenFor(users.admin),
    ...upload(tinyPng, 'a.png', 'image/png'),
  });
  return {
    users,
    imageName: (uploaded.body as { name: string }).name,
    unsubscribeToken: t.app.notifications.tokens.sign({ userId: users.educatorA.id, kind: 'course_sent_back' }),
    A: await buildSide(t, users.studentA, users.educatorA),
    B: await buildSide(t, users.studentB, users.educatorB),
  };
}

function who(caller: Caller, side: SideObjects, world: World): Who {
  if (caller === 'anonymous') return { role: 'anonymous', owns: false, active: false };
  const user = world.users[caller];
  return {
    role: user.role,
    owns: user.id === side.student.id || user.id === side.educator.id,
    active: user.is_approved === 1 && user.is_active === 1,
  };
}

const methodOf = (key: string) => key.slice(0, key.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

describeEachDatabase(
  'authorization matrix over every registered route',
  (t) => {
    it('has a row for every route the app registers, and none for a route it does not', () => {
      const registered = t.app.routeTable.map((route) => `${route.method} ${route.url}`);
      expect(registered.filter((key) => !(key in matrix))).toEqual([]);
      expect(Object.keys(matrix).filter((key) => !registered.includes(key))).toEqual([]);
    });

    it('gives no caller a 2xx its rule does not allow, on its own objects or on anyone else’s, and tells no cache to keep a token holder’s answer', async () => {
      const unexpected: string[] = [];
      const cacheLeaks: string[] = [];
      const succeeded = new Set<string>();
      // A refused request changes nothing and a read changes nothing, so the world is only rebuilt after a write succeeded.
      let world = await buildWorld(t);
      // One session per caller and world: a refused request revokes none, and a write that succeeds builds a new world.
      let tokens = new Map<Caller, string>();
      const tokenOf = async (caller: Exclude<Caller, 'anonymous'>) => {
        const token = tokens.get(caller) ?? (await t.tokenFor(world.users[caller]));
        tokens.set(caller, token);
        return token;
      };
      for (const [key, row] of Object.entries(matrix)) {
        for (const caller of callers) {
          for (const sideName of ['A', 'B'] as Side[]) {
            const side = world[sideName];
            const { url, body, upload: file } = row.request(side, world);
            const subject = who(caller, side, world);
            const token = caller === 'anonymous' ? undefined : await tokenOf(caller);
            const response = await t.request(methodOf(key), url, {
              ...(token ? { token } : {}),
              ...(body !== undefined ? { body } : {}),
              ...(file ?? {}),
              ...(methodOf(key) === 'OPTIONS' ? { headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' } } : {}),
            });
            const ok = response.status >= 200 && response.status < 300;
            if (ok) succeeded.add(key);
            // Whatever the route and the answer, nothing said to a token holder may be kept by a shared cache.
            const cacheControl = String(response.headers['cache-control'] ?? 'none');
            if (token && cacheControl !== PRIVATE_CACHE_CONTROL)
              cacheLeaks.push(`${key} as ${caller}: ${response.status} Cache-Control ${cacheControl}`);
            if (ok && !row.allowed(subject))
              unexpected.push(`${key} as ${caller} on side ${sideName}: ${response.status} ${JSON.stringify(response.body).slice(0, 120)}`);
            if (ok && methodOf(key) !== 'GET' && methodOf(key) !== 'OPTIONS') {
              world = await buildWorld(t);
              tokens = new Map();
            }
          }
        }
      }
      expect(unexpected).toEqual([]);
      expect(cacheLeaks).toEqual([]);
      // The refusals above mean something only if the same requests succeed for the callers that are allowed.
      const neverSucceeded = Object.entries(matrix)
        .filter(([key, row]) => row.mustSucceed !== false && !succeeded.has(key))
        .map(([key]) => key);
      expect(neverSucceeded).toEqual([]);
    }, 300_000);
  },
  // The test checkout's routes answer only in that mode; checkout itself then opens a pending order.
  { env: { PAYMENTS: 'test' } },
);
