import type { ContentPageSlug } from '../pages/domain';
import type { Role } from '../users/schemas';
import { NEXT_PARAM, safeNextPath } from './next-path';

type IdLike = number | string;

/** Every route pattern once (react-router syntax). */
export const routes = {
  home: '/',
  courses: '/courses',
  courseDetail: '/courses/:courseId',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  /** A certificate's public verification page: the address its PDF prints and encodes in its QR code. */
  certificate: '/certificates/:certificateId',
  /** Where the API sends the browser back from Google with a single-use code; the shell exchanges it here. */
  googleSignInCallback: '/auth/google/callback',
  /** The site's own pages, linked from every footer (pages/domain.ts names them). */
  about: '/about',
  contact: '/contact',
  help: '/help',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  /** Where a mail's unsubscribe link lands (`?key=<signed token>`): what it stops, and a button that stops it (issue 39). */
  unsubscribe: '/unsubscribe',
  student: {
    dashboard: '/student',
    myLearning: '/my-learning',
    learn: '/course/:courseId',
    video: '/course/:courseId/video/:videoId',
    /** A module's quiz: the learner's standing, an attempt being taken, and the results. */
    quiz: '/course/:courseId/quiz/:quizId',
    cart: '/cart',
    wishlist: '/wishlist',
    profile: '/student/profile',
    notifications: '/student/notifications',
    notificationSettings: '/student/notifications/settings',
    /** Orders and their receipts. */
    purchases: '/student/purchases',
    /** An order's receipt, to read or print. */
    receipt: '/student/purchases/:orderId/receipt',
    /** Where a payment page sends the student back once they paid: waits for the payment's confirmation. */
    checkoutSuccess: '/checkout/success',
    /** The built-in test payment page (PAYMENTS=test). */
    testCheckout: '/checkout/test/:sessionId',
  },
  educator: {
    dashboard: '/educator',
    addCourse: '/educator/add-course',
    courses: '/educator/courses',
    course: '/educator/courses/:courseId',
    editCourse: '/educator/courses/:courseId/edit',
    /** How learners enrol, progress, stop and rate, and what the course earns, week by week. */
    insights: '/educator/courses/:courseId/insights',
    addModule: '/educator/courses/:courseId/add-module',
    editModule: '/educator/courses/:courseId/modules/:moduleId/edit',
    addVideo: '/educator/courses/:courseId/modules/:moduleId/add-video',
    /** A module's quiz, written after its lessons. */
    addQuiz: '/educator/courses/:courseId/modules/:moduleId/add-quiz',
    editQuiz: '/educator/courses/:courseId/quizzes/:quizId/edit',
    editVideo: '/educator/courses/:courseId/modules/:moduleId/videos/:videoId/edit',
    students: '/educator/students',
    /** What the educator's courses earned, by month and by course. */
    earnings: '/educator/earnings',
    /** Coupons the educator made for their courses. */
    coupons: '/educator/coupons',
    /** Learners' questions on the educator's lessons, unanswered first. */
    questions: '/educator/questions',
    profile: '/educator/profile',
    notifications: '/educator/notifications',
    notificationSettings: '/educator/notifications/settings',
  },
  admin: {
    dashboard: '/admin',
    students: '/admin/students',
    student: '/admin/students/:studentId',
    educators: '/admin/educators',
    addEducator: '/admin/educators/add',
    educator: '/admin/educators/:educatorId',
    courses: '/admin/courses',
    course: '/admin/courses/:courseId',
    /** Every coupon on the site, and the admins' own. */
    coupons: '/admin/coupons',
    /** The platform's sales and fees, by month. */
    revenue: '/admin/revenue',
    releases: '/admin/releases',
    /** The site's own pages, which admins write. */
    pages: '/admin/pages',
    page: '/admin/pages/:slug',
    profile: '/admin/profile',
    notifications: '/admin/notifications',
    notificationSettings: '/admin/notifications/settings',
  },
} as const;

/** href builders for the patterns above. */
export const paths = {
  home: () => '/',
  courses: () => '/courses',
  courseDetail: (courseId: IdLike) => `/courses/${courseId}`,
  /** The sign-in page; with `next`, the page to open once signed in (dropped unless it is a path of this site). */
  login: (next?: string | null) => {
    const path = safeNextPath(next);
    return path === null ? '/login' : `/login?${NEXT_PARAM}=${encodeURIComponent(path)}`;
  },
  signup: () => '/signup',
  forgotPassword: () => '/forgot-password',
  certificate: (certificateId: string) => `/certificates/${encodeURIComponent(certificateId)}`,
  googleSignInCallback: () => '/auth/google/callback',
  contentPage: (slug: ContentPageSlug) => `/${slug}`,
  roleHome: (role: Role) => `/${role}`,
  roleProfile: (role: Role) => `/${role}/profile`,
  roleNotifications: (role: Role) => `/${role}/notifications`,
  roleNotificationSettings: (role: Role) => `/${role}/notifications/settings`,
  /**
   * The page a mail's unsubscribe link opens. Its signed token travels as `key`, not `token`: the shell takes any
   * `?token=` out of an address (it would be a session token there; see the shell's start-session.ts).
   */
  unsubscribe: (token: string) => `/unsubscribe?key=${encodeURIComponent(token)}`,
  student: {
    dashboard: () => '/student',
    myLearning: () => '/my-learning',
    learn: (courseId: IdLike) => `/course/${courseId}`,
    video: (courseId: IdLike, videoId: IdLike) => `/course/${courseId}/video/${videoId}`,
    quiz: (courseId: IdLike, quizId: IdLike) => `/course/${courseId}/quiz/${quizId}`,
    /** 'Continue Learning': the lesson played last (its page offers to resume at the second), else the course. */
    continueLearning: (courseId: IdLike, lastWatched: { videoId: IdLike } | null | undefined) =>
      lastWatched ? `/course/${courseId}/video/${lastWatched.videoId}` : `/course/${courseId}`,
    cart: () => '/cart',
    wishlist: () => '/wishlist',
    profile: () => '/student/profile',
    purchases: () => '/student/purchases',
    receipt: (orderId: IdLike) => `/student/purchases/${orderId}/receipt`,
    checkoutSuccess: (orderId: IdLike) => `/checkout/success?order=${orderId}`,
    testCheckout: (sessionId: string) => `/checkout/test/${encodeURIComponent(sessionId)}`,
  },
  educator: {
    dashboard: () => '/educator',
    addCourse: () => '/educator/add-course',
    courses: () => '/educator/courses',
    course: (courseId: IdLike) => `/educator/courses/${courseId}`,
    editCourse: (courseId: IdLike) => `/educator/courses/${courseId}/edit`,
    insights: (courseId: IdLike) => `/educator/courses/${courseId}/insights`,
    addModule: (courseId: IdLike) => `/educator/courses/${courseId}/add-module`,
    editModule: (courseId: IdLike, moduleId: IdLike) => `/educator/courses/${courseId}/modules/${moduleId}/edit`,
    addVideo: (courseId: IdLike, moduleId: IdLike) => `/educator/courses/${courseId}/modules/${moduleId}/add-video`,
    addQuiz: (courseId: IdLike, moduleId: IdLike) => `/educator/courses/${courseId}/modules/${moduleId}/add-quiz`,
    editQuiz: (courseId: IdLike, quizId: IdLike) => `/educator/courses/${courseId}/quizzes/${quizId}/edit`,
    editVideo: (courseId: IdLike, moduleId: IdLike, videoId: IdLike) => `/educator/courses/${courseId}/modules/${moduleId}/videos/${videoId}/edit`,
    students: () => '/educator/students',
    earnings: () => '/educator/earnings',
    coupons: () => '/educator/coupons',
    questions: () => '/educator/questions',
    profile: () => '/educator/profile',
  },
  admin: {
    dashboard: () => '/admin',
    students: () => '/admin/students',
    student: (studentId: IdLike) => `/admin/students/${studentId}`,
    educators: () => '/admin/educators',
    addEducator: () => '/admin/educators/add',
    educator: (educatorId: IdLike) => `/admin/educators/${educatorId}`,
    courses: () => '/admin/courses',
    course: (courseId: IdLike) => `/admin/courses/${courseId}`,
    coupons: () => '/admin/coupons',
    revenue: () => '/admin/revenue',
    releases: () => '/admin/releases',
    pages: () => '/admin/pages',
    page: (slug: ContentPageSlug) => `/admin/pages/${slug}`,
    profile: () => '/admin/profile',
  },
} as const;
