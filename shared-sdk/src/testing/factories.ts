import type { Notification, NotificationPage } from '../notifications/schemas';
import type { Course, CourseDetail } from '../courses/schemas';
import type { CourseModule } from '../modules/schemas';
import type { Video } from '../videos/schemas';
import type { Enrollment } from '../enrollments/schemas';
import type { EducatorStudentRow, EducatorSummary, StudentSummary, User } from '../users/schemas';
import type { Cart, CartCoupon, CartItem } from '../cart/schemas';
import type { Stats } from '../stats/schemas';
import type { Session } from '../sessions/schemas';
import type { Certificate } from '../certificates/schemas';
import type { RatingSummary, Review, ReviewPage } from '../reviews/schemas';
import type { Answer, EducatorQuestionPage, Question, QuestionPage } from '../questions/schemas';
import type {
  CourseInsights,
  CourseSummaryInsight,
  CourseWeek,
  EducatorInsights,
  LessonInsight,
  PlatformTrends,
  PlatformWeek,
} from '../insights/schemas';
import { INSIGHT_WEEKS_DEFAULT, lastWeekStarts, STOPPED_AFTER_DAYS } from '../insights/domain';

/** Every entity's `_id` is its id as text, whatever id the overrides chose. */
const entity = <T extends { id: number; _id: string }>(value: T): T => ({ ...value, _id: String(value.id) });

let sequence = 1000;
const nextId = () => ++sequence;
const isoNow = () => new Date('2026-01-15T10:00:00.000Z').toISOString();

type Entity = { id: number; _id: string };

/**
 * A builder of one kind of entity: a fresh id unless the overrides name one, the kind's defaults for that id (a
 * title or name that says which one it is), then the overrides; `_id` follows the id.
 */
function entityBuilder<T extends Entity>(defaults: (id: number) => Omit<T, keyof Entity>) {
  return (overrides: Partial<T> = {}): T => {
    const id = overrides.id ?? nextId();
    return { ...defaults(id), ...overrides, id, _id: String(id) } as T;
  };
}

export const buildUser = entityBuilder<User>((id) => ({
  name: `Test User ${id}`,
  email: `user${id}@gmail.com`,
  role: 'student',
  profileImage: null,
  bio: null,
  isActive: true,
  isApproved: true,
  hasPassword: true,
  joinedAt: isoNow(),
  createdAt: isoNow(),
}));

export const buildVideo = entityBuilder<Video>((id) => ({
  moduleId: 1,
  position: 0,
  title: `Lesson ${id}`,
  youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  duration: '12m',
  isPreview: false,
}));

export const buildModule = entityBuilder<CourseModule>((id) => ({
  courseId: 1,
  position: 0,
  title: `Module ${id}`,
  description: 'What this module covers.',
  videos: [buildVideo({ moduleId: id }), buildVideo({ moduleId: id, position: 1 })],
}));

export const buildCourse = entityBuilder<Course>((id) => ({
  title: `Course ${id}`,
  description: 'A practical course.',
  image: null,
  category: 'Web Development',
  price: 0,
  duration: '2h 30m',
  instructor: 'Ada Educator',
  educatorId: { _id: '2', id: 2, name: 'Ada Educator' },
  students: 0,
  enrolledCount: 0,
  rating: null,
  ratingCount: 0,
  isApproved: true,
  moduleCount: 0,
  videoCount: 0,
  createdAt: isoNow(),
  updatedAt: isoNow(),
}));

export function buildCourseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  const id = overrides.id ?? nextId();
  const modules = overrides.modules ?? [buildModule({ courseId: id })];
  return entity({
    ...buildCourse({ id, moduleCount: modules.length, videoCount: modules.reduce((n, m) => n + m.videos.length, 0) }),
    modules,
    ...overrides,
  });
}

const enrollmentDefaults = entityBuilder<Enrollment>(() => ({
  studentId: { _id: '3', id: 3, name: 'Sam Student', email: 'sam@gmail.com' },
  courseId: buildCourse(),
  progress: 0,
  completed: false,
  completion: { percent: 0, complete: false },
  watchedVideos: [],
  rated: false,
  rating: null,
  review: null,
  quizzes: { passed: 0, total: 0 },
  enrolledAt: isoNow(),
  lastWatched: null,
}));

/** In a course without quizzes Lectern's completion is the spec's progress, as the API answers it. */
const completionOf = ({ progress, completed }: { progress: number; completed: boolean }) => ({
  percent: completed ? 100 : progress,
  complete: completed || progress >= 100,
});

/** An enrolment; unless `completion` is given, it follows the progress given, as in a course without quizzes. */
export const buildEnrollment = (overrides: Partial<Enrollment> = {}): Enrollment => {
  const enrollment = enrollmentDefaults(overrides);
  return overrides.completion ? enrollment : { ...enrollment, completion: completionOf(enrollment) };
};

/**
 * A cart of courses for sale; a course given with `unavailable` is in the cart but cannot be bought (not in the total).
 * With a coupon, `discountedPrices` gives the new price of each course it applies to (by course id).
 */
export function buildCart(
  courses: (Course & { unavailable?: CartItem['unavailable'] })[] = [],
  { coupon = null, discountedPrices = {} }: { coupon?: Omit<CartCoupon, 'unavailable'> | null; discountedPrices?: Record<number, number> } = {},
): Cart {
  const items = courses.map((course) => ({
    ...course,
    available: !course.unavailable,
    unavailable: course.unavailable ?? null,
    discountedPrice: discountedPrices[course.id] ?? null,
  }));
  const available = items.filter((item) => item.available);
  const cents = (dollars: number) => Math.round(dollars * 100);
  const subtotalCents = available.reduce((sum, course) => sum + cents(course.price), 0);
  const discountCents = available.reduce(
    (sum, course) => sum + (course.discountedPrice === null ? 0 : cents(course.price) - cents(course.discountedPrice)),
    0,
  );
  return {
    courseIds: items,
    subtotal: subtotalCents / 100,
    discount: discountCents / 100,
    total: (subtotalCents - discountCents) / 100,
    coupon: coupon && { ...coupon, unavailable: null },
  };
}

/** A certificate with an id of the real shape (22 base64url characters), different for each call. */
export function buildCertificate(overrides: Partial<Certificate> = {}): Certificate {
  const id = overrides.id ?? `certificate${String(nextId()).padStart(11, '0')}`;
  return {
    id,
    learnerName: 'Sam Student',
    courseTitle: 'Course 1',
    educatorName: 'Ada Educator',
    courseId: 1,
    completedAt: isoNow(),
    issuedAt: isoNow(),
    verificationUrl: `http://localhost:3000/certificates/${id}`,
    quizResults: [],
    ...overrides,
  };
}

export function buildStats(overrides: Partial<Stats> = {}): Stats {
  return { students: 5, courses: 12, successRate: 90, ...overrides };
}

export function buildStudentSummary(overrides: Partial<StudentSummary> = {}): StudentSummary {
  return entity({
    ...buildUser(),
    enrolledCourses: 2,
    completedCourses: 1,
    ...overrides,
    completion: overrides.completion ?? { completedCourses: overrides.completedCourses ?? 1 },
  });
}

export function buildEducatorSummary(overrides: Partial<EducatorSummary> = {}): EducatorSummary {
  return entity({ ...buildUser({ role: 'educator' }), courseCount: 3, studentCount: 10, ...overrides });
}

const educatorStudentRowDefaults = entityBuilder<EducatorStudentRow>(() => ({
  studentId: 3,
  courseId: 1,
  name: 'Sam Student',
  email: 'sam@gmail.com',
  courseName: 'Course 1',
  progress: 40,
  completed: false,
  completion: { percent: 40, complete: false },
  enrolledAt: isoNow(),
}));

/** A row of the educator's students table; unless `completion` is given, it follows the progress given. */
export const buildEducatorStudentRow = (overrides: Partial<EducatorStudentRow> = {}): EducatorStudentRow => {
  const row = educatorStudentRowDefaults(overrides);
  return overrides.completion ? row : { ...row, completion: completionOf(row) };
};

export const buildSession = entityBuilder<Session>(() => ({
  device: 'Chrome 131 on macOS',
  createdAt: isoNow(),
  lastSeenAt: isoNow(),
  expiresAt: '2026-01-22T10:00:00.000Z',
  current: false,
}));

/** `count` weeks ending with the factories' today, oldest first, each with what `figures` gives it (zeros otherwise). */
export function buildCourseWeeks(
  count = INSIGHT_WEEKS_DEFAULT,
  figures: (index: number) => Partial<Omit<CourseWeek, 'weekStart'>> = () => ({}),
): CourseWeek[] {
  return lastWeekStarts(new Date(isoNow()), count).map((weekStart, index) => ({
    weekStart,
    enrollments: 0,
    revenueCents: 0,
    sales: 0,
    ...figures(index),
  }));
}

export function buildPlatformWeeks(
  count = INSIGHT_WEEKS_DEFAULT,
  figures: (index: number) => Partial<Omit<PlatformWeek, 'weekStart'>> = () => ({}),
): PlatformWeek[] {
  return lastWeekStarts(new Date(isoNow()), count).map((weekStart, index) => ({
    weekStart,
    newStudents: 0,
    enrollments: 0,
    revenueCents: 0,
    pendingCourses: 0,
    ...figures(index),
  }));
}

/** How many ratings gave each number of stars, 5 first. */
export type StarCounts = [number, number, number, number, number];

/** A rating summary's bars, one per star from 5 down to 1, from how many of each (5 first). */
export function buildStarDistribution(counts: StarCounts): RatingSummary['distribution'] {
  return counts.map((count, index) => ({ stars: 5 - index, count }));
}

/** The visible ratings from how many of each star (5 first), with their average to one decimal. */
export function buildRatingSummary(counts: StarCounts = [0, 0, 0, 0, 0]): RatingSummary {
  const distribution = buildStarDistribution(counts);
  const count = counts.reduce((sum, one) => sum + one, 0);
  const total = distribution.reduce((sum, one) => sum + one.stars * one.count, 0);
  return { average: count > 0 ? Math.round((total / count) * 10) / 10 : null, count, distribution };
}

export const buildLessonInsight = entityBuilder<LessonInsight>((id) => ({
  title: `Lesson ${id}`,
  moduleTitle: 'Module 1',
  position: 1,
  lengthSeconds: 600,
  reached: 0,
  watchedThrough: 0,
  stopped: 0,
  averageWatchSeconds: null,
}));

/** A course nobody has enrolled in yet, over the default span, unless the overrides say otherwise. */
export function buildCourseInsights(overrides: Partial<CourseInsights> = {}): CourseInsights {
  const id = overrides.course?.id ?? nextId();
  return {
    course: { id, _id: String(id), title: `Course ${id}`, isApproved: true },
    generatedAt: isoNow(),
    stoppedAfterDays: STOPPED_AFTER_DAYS,
    weeks: buildCourseWeeks(),
    funnel: { enrolled: 0, started: 0, halfway: 0, completed: 0 },
    lessons: [],
    quizzes: [],
    ratings: buildRatingSummary(),
    totals: { enrollments: 0, revenueCents: 0, sales: 0 },
    ...overrides,
  };
}

export const buildCourseSummaryInsight = entityBuilder<CourseSummaryInsight>((id) => ({
  title: `Course ${id}`,
  isApproved: true,
  enrolled: 0,
  completed: 0,
  averageRating: null,
  ratingCount: 0,
  revenueCents: 0,
}));

export function buildEducatorInsights(overrides: Partial<EducatorInsights> = {}): EducatorInsights {
  return {
    generatedAt: isoNow(),
    weeks: buildCourseWeeks(),
    funnel: { enrolled: 0, started: 0, halfway: 0, completed: 0 },
    courses: [],
    ...overrides,
  };
}

export function buildPlatformTrends(overrides: Partial<PlatformTrends> = {}): PlatformTrends {
  return { generatedAt: isoNow(), weeks: buildPlatformWeeks(), month: isoNow().slice(0, 7), topCourses: [], ...overrides };
}

export const buildReview = entityBuilder<Review>((id) => ({
  courseId: 1,
  rating: 5,
  review: `Review ${id}: clear and practical.`,
  learnerName: `Learner ${id}`,
  createdAt: isoNow(),
  updatedAt: isoNow(),
  hidden: false,
  reply: null,
}));

/** The summary the reviews imply (their stars), unless the overrides say otherwise. */
export function buildReviewPage(reviews: Review[], overrides: Partial<ReviewPage> = {}): ReviewPage {
  const counts = [5, 4, 3, 2, 1].map((stars) => reviews.filter((review) => review.rating === stars).length);
  const summary = buildRatingSummary(counts as StarCounts);
  return { summary, reviews, total: reviews.length, page: 1, limit: 10, ...overrides };
}

export const buildQuestion = entityBuilder<Question>((id) => ({
  courseId: 1,
  courseTitle: 'Test Course',
  videoId: 1,
  videoTitle: 'Lesson 1',
  second: null,
  title: `Question ${id}`,
  body: `Details of question ${id}`,
  authorName: 'Test Student',
  askedByMe: false,
  createdAt: isoNow(),
  upvotes: 0,
  upvotedByMe: false,
  followedByMe: false,
  answerCount: 0,
  answered: false,
  acceptedAnswerId: null,
  hidden: false,
}));

export const buildAnswer = entityBuilder<Answer>((id) => ({
  questionId: 1,
  body: `Answer ${id}`,
  authorName: 'Test Educator',
  byEducator: false,
  accepted: false,
  createdAt: isoNow(),
  hidden: false,
}));

export function buildQuestionPage(questions: Question[], overrides: Partial<QuestionPage> = {}): QuestionPage {
  return { questions, total: questions.length, page: 1, limit: 20, ...overrides };
}

export function buildEducatorQuestionPage(questions: Question[], overrides: Partial<EducatorQuestionPage> = {}): EducatorQuestionPage {
  return { questions, total: questions.length, unanswered: questions.filter((each) => !each.answered).length, page: 1, limit: 20, ...overrides };
}

export const buildNotification = entityBuilder<Notification>((id) => ({
  kind: 'course_sent_back',
  title: `Course sent back: Course ${id}`,
  body: 'Please add a syllabus.',
  link: `/educator/courses/${id}`,
  createdAt: '2026-11-27T10:00:00.000Z',
  read: false,
  readAt: null,
}));

export function buildNotificationPage(notifications: Notification[], overrides: Partial<NotificationPage> = {}): NotificationPage {
  return { notifications, total: notifications.length, unread: notifications.filter((each) => !each.read).length, page: 1, limit: 20, ...overrides };
}
