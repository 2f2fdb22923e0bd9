import {
  cartQuery,
  courseQuery,
  courseQuizzesQuery,
  isCompleted,
  lessonWatchQuery,
  myCertificatesQuery,
  myEnrollmentQuery,
  myEnrollmentsQuery,
  myOrdersQuery,
  myQuizAttemptsQuery,
  orderQuery,
  parseId,
  profileQuery,
  routes,
  testCheckoutQuery,
  wishlistQuery,
} from '@lectern/shared-sdk';
import type { PageContext, PageTable } from '@lectern/shared-sdk/area';
import { notificationPages } from '@lectern/shared-sdk/ui/notification-pages';

/**
 * A course's learning page and its lessons read the course and the student's enrolment in it (see use-learning.ts);
 * a finished course also its certificate, a lesson where the student left each video, and all the course's quizzes.
 */
async function prefetchLearning({ params, queryClient, api }: PageContext, { lessons }: { lessons: boolean }): Promise<void> {
  const courseId = parseId(params.courseId);
  if (courseId === null) return;
  const [, enrollment] = await Promise.all([
    queryClient.prefetchQuery(courseQuery(api, courseId)),
    queryClient.fetchQuery(myEnrollmentQuery(api, courseId)).catch(() => null),
  ]);
  if (!enrollment) return;
  await Promise.all([
    isCompleted(enrollment) ? queryClient.prefetchQuery(myCertificatesQuery(api)) : null,
    lessons ? queryClient.prefetchQuery(lessonWatchQuery(api, enrollment.id)) : null,
    queryClient.prefetchQuery(courseQuizzesQuery(api, courseId)),
  ]);
}

/** The student's pages, declared once: path, code, data and title (see `@lectern/shared-sdk/area`). */
export const studentPages: PageTable = {
  dashboard: {
    path: routes.student.dashboard,
    load: () => import('./features/dashboard/dashboard-page').then((module) => module.DashboardPage),
    prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(myEnrollmentsQuery(api)),
    title: 'Dashboard',
  },
  myLearning: {
    path: routes.student.myLearning,
    load: () => import('./features/my-learning/my-learning-page').then((module) => module.MyLearningPage),
    prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(myEnrollmentsQuery(api)),
    title: 'My learning',
  },
  learn: {
    path: routes.student.learn,
    load: () => import('./features/course-learning/course-learning-page').then((module) => module.CourseLearningPage),
    prefetch: (context) => prefetchLearning(context, { lessons: false }),
    title: 'Course',
  },
  video: {
    path: routes.student.video,
    load: () => import('./features/video-player/video-player-page').then((module) => module.VideoPlayerPage),
    prefetch: (context) => prefetchLearning(context, { lessons: true }),
    title: 'Lesson',
    // The player fills the window: its own slim bar, the lessons beside it, no site sidebar or footer.
    layout: 'focused',
  },
  quiz: {
    path: routes.student.quiz,
    load: () => import('./features/quiz/quiz-page').then((module) => module.QuizPage),
    prefetch: async (context) => {
      const quizId = parseId(context.params.quizId);
      await Promise.all([
        prefetchLearning(context, { lessons: false }),
        quizId === null ? null : context.queryClient.prefetchQuery(myQuizAttemptsQuery(context.api, quizId)),
      ]);
    },
    title: 'Quiz',
  },
  cart: {
    path: routes.student.cart,
    load: () => import('./features/cart/cart-page').then((module) => module.CartPage),
    prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(cartQuery(api)),
    title: 'Cart',
  },
  wishlist: {
    path: routes.student.wishlist,
    load: () => import('./features/wishlist/wishlist-page').then((module) => module.WishlistPage),
    prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(wishlistQuery(api)),
    title: 'Wishlist',
  },
  purchases: {
    path: routes.student.purchases,
    load: () => import('./features/purchases/purchases-page').then((module) => module.PurchasesPage),
    prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(myOrdersQuery(api)),
    title: 'Purchases',
  },
  receipt: {
    path: routes.student.receipt,
    load: () => import('./features/purchases/receipt-page').then((module) => module.ReceiptPage),
    prefetch: ({ params, queryClient, api }) => {
      const orderId = parseId(params.orderId);
      return orderId === null ? Promise.resolve() : queryClient.prefetchQuery(orderQuery(api, orderId));
    },
    title: 'Receipt',
  },
  checkoutSuccess: {
    path: routes.student.checkoutSuccess,
    load: () => import('./features/checkout/checkout-success-page').then((module) => module.CheckoutSuccessPage),
    title: 'Your order',
  },
  testCheckout: {
    path: routes.student.testCheckout,
    load: () => import('./features/checkout/test-checkout-page').then((module) => module.TestCheckoutPage),
    prefetch: ({ params, queryClient, api }) => queryClient.prefetchQuery(testCheckoutQuery(api, params.sessionId ?? '')),
    title: 'Payment',
  },
  profile: {
    path: routes.student.profile,
    load: () => import('./features/profile/profile-page').then((module) => module.ProfilePage),
    prefetch: ({ queryClient, api }) =>
      Promise.all([queryClient.prefetchQuery(profileQuery(api)), queryClient.prefetchQuery(myEnrollmentsQuery(api))]),
    title: 'Profile',
  },
  ...notificationPages('student'),
};
