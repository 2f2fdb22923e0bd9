import { authCases } from './cases/auth';
import { cartCases } from './cases/cart';
import { certificatesCases } from './cases/certificates';
import { couponsCases } from './cases/coupons';
import { coursesCases } from './cases/courses';
import { docsCases } from './cases/docs';
import { earningsCases } from './cases/earnings';
import { enrollmentsCases } from './cases/enrollments';
import { healthCases } from './cases/health';
import { telemetryCases } from './cases/telemetry';
import { insightsCases } from './cases/insights';
import { modulesCases } from './cases/modules';
import { pagesCases } from './cases/pages';
import { paymentsCases } from './cases/payments';
import { refundsCases } from './cases/refunds';
import { quizzesCases } from './cases/quizzes';
import { questionsCases } from './cases/questions';
import { notificationsCases } from './cases/notifications';
import { reviewsCases } from './cases/reviews';
import { sessionsCases } from './cases/sessions';
import { statsCases } from './cases/stats';
import { unsubscribeCases } from './cases/unsubscribe';
import { uploadsCases } from './cases/uploads';
import { usersCases } from './cases/users';
import { videosCases } from './cases/videos';
import { wishlistCases } from './cases/wishlist';
import type { ConformanceCase } from './case';

/**
 * One case per row of the call tables in `shared/spec/public-and-student.md` §7 and `educator-and-admin.md` §7,
 * plus one per route the spec does not name (marked `extension`): each calls its route as the row's role with the
 * row's payload and states what a client written from the table alone reads in the answer.
 */
export const conformanceCases: ConformanceCase[] = [
  ...authCases,
  ...statsCases,
  ...coursesCases,
  ...enrollmentsCases,
  ...cartCases,
  ...paymentsCases,
  ...refundsCases,
  ...couponsCases,
  ...usersCases,
  ...uploadsCases,
  ...modulesCases,
  ...videosCases,
  ...wishlistCases,
  ...reviewsCases,
  ...quizzesCases,
  ...questionsCases,
  ...notificationsCases,
  ...unsubscribeCases,
  ...pagesCases,
  ...insightsCases,
  ...earningsCases,
  ...certificatesCases,
  ...healthCases,
  ...telemetryCases,
  ...sessionsCases,
  ...docsCases,
];

/** The routes a case covers, for the check that every registered route has one. */
export const coveredRoutes = new Set(conformanceCases.map((conformanceCase) => conformanceCase.route));
