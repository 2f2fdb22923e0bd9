// Every domain's schema map, by domain: what the API builds its routes' schemas from, and what the browser's client
// loads with its first request (core/call-schemas.ts), as a chunk of its own with zod.
import { authSchemas } from '../auth/schemas';
import { cartSchemas } from '../cart/schemas';
import { certificatesSchemas } from '../certificates/schemas';
import { couponsSchemas } from '../coupons/schemas';
import { coursesSchemas } from '../courses/schemas';
import { earningsSchemas } from '../earnings/schemas';
import { refundsSchemas } from '../refunds/schemas';
import { enrollmentsSchemas } from '../enrollments/schemas';
import { insightsSchemas } from '../insights/schemas';
import { modulesSchemas } from '../modules/schemas';
import { pagesSchemas } from '../pages/schemas';
import { paymentsSchemas } from '../payments/schemas';
import { questionsSchemas } from '../questions/schemas';
import { notificationsSchemas } from '../notifications/schemas';
import { quizzesSchemas } from '../quizzes/schemas';
import { reviewsSchemas } from '../reviews/schemas';
import { sessionsSchemas } from '../sessions/schemas';
import { statsSchemas } from '../stats/schemas';
import { telemetrySchemas } from '../telemetry/schemas';
import { uploadsSchemas } from '../uploads/schemas';
import { usersSchemas } from '../users/schemas';
import { videosSchemas } from '../videos/schemas';
import { wishlistSchemas } from '../wishlist/schemas';

export const callSchemas = {
  auth: authSchemas,
  cart: cartSchemas,
  certificates: certificatesSchemas,
  coupons: couponsSchemas,
  courses: coursesSchemas,
  earnings: earningsSchemas,
  refunds: refundsSchemas,
  enrollments: enrollmentsSchemas,
  insights: insightsSchemas,
  modules: modulesSchemas,
  pages: pagesSchemas,
  telemetry: telemetrySchemas,
  payments: paymentsSchemas,
  quizzes: quizzesSchemas,
  questions: questionsSchemas,
  notifications: notificationsSchemas,
  reviews: reviewsSchemas,
  sessions: sessionsSchemas,
  stats: statsSchemas,
  uploads: uploadsSchemas,
  users: usersSchemas,
  videos: videosSchemas,
  wishlist: wishlistSchemas,
} as const;
