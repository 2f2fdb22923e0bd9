import { createContext, useContext, type ReactNode } from 'react';
import { authCalls } from '../auth/calls';
import * as auth from '../auth/api';
import { cartCalls } from '../cart/calls';
import * as cart from '../cart/api';
import { certificatesCalls } from '../certificates/calls';
import * as certificates from '../certificates/api';
import { couponsCalls } from '../coupons/calls';
import { coursesCalls } from '../courses/calls';
import * as courses from '../courses/api';
import { enrollmentsCalls } from '../enrollments/calls';
import * as enrollments from '../enrollments/api';
import { earningsCalls } from '../earnings/calls';
import { telemetryCalls } from '../telemetry/calls';
import * as earnings from '../earnings/api';
import { refundsCalls } from '../refunds/calls';
import * as insights from '../insights/api';
import { modulesCalls } from '../modules/calls';
import { pagesCalls } from '../pages/calls';
import { paymentsCalls } from '../payments/calls';
import { questionsCalls } from '../questions/calls';
import { notificationsCalls } from '../notifications/calls';
import * as notifications from '../notifications/api';
import { openNotificationStream } from '../notifications/live';
import { quizzesCalls } from '../quizzes/calls';
import { reviewsCalls } from '../reviews/calls';
import * as reviews from '../reviews/api';
import { sessionsCalls } from '../sessions/calls';
import * as sessions from '../sessions/api';
import { statsCalls } from '../stats/calls';
import * as uploads from '../uploads/api';
import { usersCalls } from '../users/calls';
import * as users from '../users/api';
import { videosCalls } from '../videos/calls';
import { wishlistCalls } from '../wishlist/calls';
import * as wishlist from '../wishlist/api';
import { endpoints } from './http';

/**
 * Every call the screens make, as one interface: pages take it from context so tests can hand in a fake. Most are
 * made from the domains' calls.ts (`getModule(id)`, `updateModule(id, input)`); the functions that shape what they
 * send or what they answer, or that are links rather than requests, are the domains' api.ts.
 */
export const httpApi = {
  ...endpoints(authCalls, ['register', 'getMe', 'sendOtp', 'verifyOtp', 'resetPassword', 'getAuthChallenge', 'getAuthProviders']),
  ...auth,
  ...endpoints(coursesCalls, [
    'getCourse',
    'suggestCourses',
    'createCourse',
    'updateCourse',
    'deleteCourse',
    'listCoursePriceChanges',
    'sendBackCourse',
  ]),
  ...courses,
  ...endpoints(modulesCalls, ['createModule', 'listCourseModules', 'getModule', 'updateModule', 'deleteModule']),
  ...endpoints(videosCalls, ['createVideo', 'getVideo', 'updateVideo', 'deleteVideo']),
  ...endpoints(enrollmentsCalls, [
    'listMyEnrollments',
    'getEnrollmentStatus',
    'getMyEnrollment',
    'rateCourse',
    'listAllEnrollments',
    'listLessonWatch',
  ]),
  ...enrollments,
  ...endpoints(cartCalls, ['getCart', 'removeFromCart']),
  ...cart,
  ...endpoints(paymentsCalls, ['listMyOrders', 'getOrder', 'getTestCheckout', 'payTestCheckout']),
  ...endpoints(couponsCalls, [
    'applyCoupon',
    'removeCoupon',
    'listEducatorCoupons',
    'createEducatorCoupon',
    'updateEducatorCoupon',
    'listAdminCoupons',
    'createAdminCoupon',
    'updateAdminCoupon',
  ]),
  ...endpoints(wishlistCalls, ['getWishlist', 'unsaveCourse']),
  ...wishlist,
  ...endpoints(certificatesCalls, ['listMyCertificates', 'getCertificate']),
  ...certificates,
  ...endpoints(usersCalls, [
    'getProfile',
    'updateProfile',
    'changePassword',
    'deleteAccount',
    'listEducatorStudents',
    'getEducatorStudentTotals',
    'listStudents',
    'getStudent',
    'listEducators',
    'getEducator',
    'removeEducator',
  ]),
  ...users,
  ...uploads,
  ...endpoints(statsCalls, ['getStats', 'getApiVersion']),
  ...endpoints(sessionsCalls, ['listSessions', 'signOutSession', 'signOutOtherSessions']),
  ...sessions,
  ...insights,
  ...endpoints(earningsCalls, ['getMyEarnings', 'startPayoutOnboarding', 'getRevenue']),
  ...endpoints(telemetryCalls, ['getReleaseHealth', 'promoteCanary', 'rollbackRelease', 'createPreviewLink']),
  ...earnings,
  ...endpoints(refundsCalls, ['requestRefund', 'listEducatorRefunds', 'listAdminRefunds', 'approveRefund', 'declineRefund']),
  ...endpoints(quizzesCalls, [
    'listCourseQuizzes',
    'createQuiz',
    'getQuizDefinition',
    'updateQuiz',
    'deleteQuiz',
    'startQuizAttempt',
    'listMyQuizAttempts',
    'submitQuizAttempt',
  ]),
  ...endpoints(questionsCalls, [
    'listCourseQuestions',
    'askQuestion',
    'getQuestion',
    'answerQuestion',
    'upvoteQuestion',
    'removeQuestionUpvote',
    'followQuestion',
    'unfollowQuestion',
    'acceptAnswer',
    'clearAcceptedAnswer',
    'setQuestionVisibility',
    'setAnswerVisibility',
    'listEducatorQuestions',
  ]),
  ...endpoints(notificationsCalls, [
    'listNotifications',
    'getUnreadNotificationCount',
    'markNotificationRead',
    'markNotificationUnread',
    'markAllNotificationsRead',
    'getNotificationPreferences',
    'updateNotificationPreferences',
    'getUnsubscribe',
  ]),
  ...notifications,
  openNotificationStream,
  ...endpoints(reviewsCalls, ['listCourseReviews', 'deleteReviewReply', 'setReviewVisibility']),
  ...reviews,
  ...endpoints(pagesCalls, [
    'getContentPage',
    'sendContactMessage',
    'listContentPages',
    'listContentPageVersions',
    'updateContentPage',
    'previewContentPage',
  ]),
};
export type LecternApi = typeof httpApi;

const ApiContext = createContext<LecternApi>(httpApi);

export function ApiProvider({ api, children }: { api: LecternApi; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): LecternApi {
  return useContext(ApiContext);
}
