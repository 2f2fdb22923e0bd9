import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import { entityIdShape, isoDateSchema, courseIdParamsSchema } from '../core/schemas';
import { ratingSummarySchema } from '../reviews/schemas';
import { INSIGHT_WEEKS_MAX, INSIGHT_WEEKS_MIN } from './domain';
import type { CallSchemas } from '../core/call';
import type { insightsCalls } from './calls';

/** `?weeks=`: how many weeks the per-week figures cover, ending with the current one (INSIGHT_WEEKS_DEFAULT when absent). */
export const insightsQuerySchema = lazySchema(() =>
  z.object({
    weeks: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(INSIGHT_WEEKS_MIN, `must be at least ${INSIGHT_WEEKS_MIN}`)
      .max(INSIGHT_WEEKS_MAX, `must be at most ${INSIGHT_WEEKS_MAX}`)
      .optional(),
  }),
);
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** A week: its Monday (UTC, YYYY-MM-DD). Every per-week list holds every week of the span, oldest first, zeros included. */
const weekStartSchema = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

/** Enrolled → started (played or marked a lesson) → half way (progress ≥ 50 %) → completed. Each counts enrolments. */
export const completionFunnelSchema = lazySchema(() =>
  z.object({
    enrolled: z.number().int(),
    started: z.number().int(),
    halfway: z.number().int(),
    completed: z.number().int(),
  }),
);
export type CompletionFunnel = z.infer<typeof completionFunnelSchema>;

export const courseWeekSchema = lazySchema(() =>
  z.object({
    weekStart: weekStartSchema,
    /** Enrolments made that week. */
    enrollments: z.number().int(),
    /** What the course's sales brought that week, in cents, and how many sales. */
    revenueCents: z.number().int(),
    sales: z.number().int(),
  }),
);
export type CourseWeek = z.infer<typeof courseWeekSchema>;

/**
 * One lesson, in course order. `reached`: enrolments that played or marked it; `watchedThrough`: those that really
 * played WATCHED_THROUGH_SHARE of its length; `stopped`: unfinished enrolments whose last lesson played is this one
 * and who have not watched for STOPPED_AFTER_DAYS (the lesson after which they never came back);
 * `averageWatchSeconds`: seconds really played, averaged over those who played it (null when nobody has).
 */
export const lessonInsightSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    title: z.string(),
    moduleTitle: z.string(),
    /** 1 for the course's first lesson. */
    position: z.number().int(),
    /** The lesson's length: its stated duration, else what players reported; null when neither is known. */
    lengthSeconds: z.number().nullable(),
    reached: z.number().int(),
    watchedThrough: z.number().int(),
    stopped: z.number().int(),
    averageWatchSeconds: z.number().nullable(),
  }),
);
export type LessonInsight = z.infer<typeof lessonInsightSchema>;

/**
 * One quiz, in course order. `learnersAttempted`/`learnersPassed`: enrolments with a submitted attempt / a passing one;
 * `passRate`: learnersPassed / learnersAttempted (0 to 1, null before any attempt); `averageAttemptsToPass`: over
 * those who passed, the attempts they needed (null before anyone passed); `hardestQuestions`: at most five of its
 * current questions with the lowest share right at learners' first attempt, lowest first (only questions answered
 * at a first attempt). Read from counters kept as attempts are graded, never by scanning the attempts.
 */
export const quizInsightSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    title: z.string(),
    moduleTitle: z.string(),
    passMark: z.number().int(),
    attempts: z.number().int(),
    learnersAttempted: z.number().int(),
    learnersPassed: z.number().int(),
    passRate: z.number().nullable(),
    averageAttemptsToPass: z.number().nullable(),
    hardestQuestions: z.array(
      z.object({ ...entityIdShape, prompt: z.string(), firstAttempts: z.number().int(), firstAttemptCorrectRate: z.number() }),
    ),
  }),
);
export type QuizInsight = z.infer<typeof quizInsightSchema>;

/** GET /api/courses/:courseId/insights — the course's educator or an admin. */
export const courseInsightsSchema = lazySchema(() =>
  z.object({
    course: z.object({ ...entityIdShape, title: z.string(), isApproved: z.boolean() }),
    generatedAt: isoDateSchema,
    stoppedAfterDays: z.number().int(),
    weeks: z.array(courseWeekSchema),
    funnel: completionFunnelSchema,
    lessons: z.array(lessonInsightSchema),
    quizzes: z.array(quizInsightSchema),
    ratings: ratingSummarySchema,
    totals: z.object({ enrollments: z.number().int(), revenueCents: z.number().int(), sales: z.number().int() }),
  }),
);
export type CourseInsights = z.infer<typeof courseInsightsSchema>;

/** One of the educator's courses in their dashboard summary. */
export const courseSummaryInsightSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    title: z.string(),
    isApproved: z.boolean(),
    enrolled: z.number().int(),
    completed: z.number().int(),
    averageRating: z.number().nullable(),
    ratingCount: z.number().int(),
    revenueCents: z.number().int(),
  }),
);
export type CourseSummaryInsight = z.infer<typeof courseSummaryInsightSchema>;

/** GET /api/users/educator/insights — the signed-in educator's courses together. */
export const educatorInsightsSchema = lazySchema(() =>
  z.object({
    generatedAt: isoDateSchema,
    weeks: z.array(courseWeekSchema),
    funnel: completionFunnelSchema,
    courses: z.array(courseSummaryInsightSchema),
  }),
);
export type EducatorInsights = z.infer<typeof educatorInsightsSchema>;

export const platformWeekSchema = lazySchema(() =>
  z.object({
    weekStart: weekStartSchema,
    newStudents: z.number().int(),
    enrollments: z.number().int(),
    revenueCents: z.number().int(),
    /** Courses awaiting review at the end of the week (now, for the current week). */
    pendingCourses: z.number().int(),
  }),
);
export type PlatformWeek = z.infer<typeof platformWeekSchema>;

/** GET /api/stats/trends — admins only. */
export const platformTrendsSchema = lazySchema(() =>
  z.object({
    generatedAt: isoDateSchema,
    weeks: z.array(platformWeekSchema),
    /** The calendar month (UTC) `topCourses` covers, YYYY-MM. */
    month: z.string().regex(/^\d{4}-\d{2}$/),
    topCourses: z.array(z.object({ ...entityIdShape, title: z.string(), educatorName: z.string(), enrollments: z.number().int() })),
  }),
);
export type PlatformTrends = z.infer<typeof platformTrendsSchema>;

/** The shapes of each call of insights/calls.ts: what the API validates and documents, and what the client parses. */
export const insightsSchemas = {
  getCourseInsights: { params: courseIdParamsSchema, query: insightsQuerySchema, responses: { 200: courseInsightsSchema } },
  getEducatorInsights: { query: insightsQuerySchema, responses: { 200: educatorInsightsSchema } },
  getPlatformTrends: { query: insightsQuerySchema, responses: { 200: platformTrendsSchema } },
} satisfies CallSchemas<typeof insightsCalls>;
