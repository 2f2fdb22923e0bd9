import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import {
  completionSchema,
  entityIdShape,
  idSchema,
  isoDateSchema,
  objectIdSchema,
  courseIdParamsSchema,
  enrollmentIdParamsSchema,
} from '../core/schemas';
import { reviewTextSchema } from '../reviews/schemas';
import { courseSchema } from '../courses/schemas';
import type { CallSchemas } from '../core/call';
import type { enrollmentsCalls } from './calls';

/** The lesson the learner played last in this enrolment and where they left it: 'Continue Learning' opens it there. */
export const lastWatchedSchema = lazySchema(() => z.object({ videoId: idSchema, position: z.number().min(0) }));
export type LastWatched = z.infer<typeof lastWatchedSchema>;

export const enrollmentSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    studentId: z.object({ ...entityIdShape, name: z.string(), email: z.string() }),
    courseId: courseSchema,
    /** The spec's: the whole percent of the course's lessons watched, rounded down. */
    progress: z.number().int().min(0).max(100),
    /** The spec's: every lesson watched. */
    completed: z.boolean(),
    /** Lectern's: lessons and quizzes together; the certificate waits for `complete` (an extension). */
    completion: completionSchema,
    /** The ids of the watched videos, as text like their `_id`. */
    watchedVideos: z.array(objectIdSchema),
    rated: z.boolean(),
    rating: z.number().int().nullable(),
    /** The words the learner wrote with the rating (an extension); null with stars only or before rating. */
    review: z.string().nullable(),
    enrolledAt: isoDateSchema,
    /** The lesson last played or marked watched, and the second it was left at (0 if it was only marked); null before either. */
    lastWatched: lastWatchedSchema.nullable(),
    /** The course's quizzes this learner has passed, of how many (an extension; `completion` counts them). */
    quizzes: z.object({ passed: z.number().int(), total: z.number().int() }),
  }),
);
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const enrollmentsResponseSchema = lazySchema(() => z.object({ enrollments: z.array(enrollmentSchema) }));
export const enrollmentListSchema = lazySchema(() => z.array(enrollmentSchema));
/**
 * One course's enrolments, `{enrollments}` (the spec allows "{enrollments[]} or array"; the original client's admin
 * course page reads only the wrapped form); a bare array, as earlier versions answered, reads the same.
 */
export const courseEnrollmentsResponseSchema = lazySchema(() =>
  z.preprocess((value) => (Array.isArray(value) ? { enrollments: value } : value), z.object({ enrollments: z.array(enrollmentSchema) })),
);
export type EnrollmentsResponse = z.infer<typeof enrollmentsResponseSchema>;

export const enrollmentResponseSchema = lazySchema(() => z.object({ enrollment: enrollmentSchema }));
export type EnrollmentResponse = z.infer<typeof enrollmentResponseSchema>;

export const enrollInputSchema = lazySchema(() => z.object({ courseId: idSchema }));
export type EnrollInput = z.infer<typeof enrollInputSchema>;

export const enrollResponseSchema = lazySchema(() => z.object({ message: z.string(), enrollment: enrollmentSchema }));

export const enrollmentStatusSchema = lazySchema(() =>
  z.object({
    enrolled: z.boolean(),
    inCart: z.boolean(),
    /** Where 'Continue Learning' goes on the course page; null when not enrolled or no lesson has been played or marked. */
    lastWatched: lastWatchedSchema.nullable(),
  }),
);
export type EnrollmentStatus = z.infer<typeof enrollmentStatusSchema>;

export const rateInputSchema = lazySchema(() =>
  z.object({
    rating: z.number({ error: 'must be a number from 1 to 5' }).int('must be a whole number').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
    /** Optional words with the stars (an extension: the spec's dialog sends the rating alone). */
    review: reviewTextSchema.optional(),
  }),
);
export type RateInput = z.infer<typeof rateInputSchema>;

export const progressInputSchema = lazySchema(() => z.object({ videoId: idSchema }));
export type ProgressInput = z.infer<typeof progressInputSchema>;

/** The longest a lesson may be (YouTube's own limit is 12 hours), in seconds. */
export const MAX_LESSON_SECONDS = 12 * 60 * 60;

const secondsSchema = (max: number) =>
  z.number({ error: 'must be a number of seconds' }).min(0, 'must not be negative').max(max, `must be at most ${max} seconds`);

/**
 * What the player reports while a lesson plays: where it is, how many seconds were actually played since the last
 * report (seeking is not playing), and the lesson's length as the player knows it.
 */
export const watchReportInputSchema = lazySchema(() =>
  z.object({
    videoId: idSchema,
    position: secondsSchema(MAX_LESSON_SECONDS),
    played: secondsSchema(MAX_LESSON_SECONDS),
    duration: secondsSchema(MAX_LESSON_SECONDS).positive('must be more than zero').optional(),
  }),
);
export type WatchReportInput = z.infer<typeof watchReportInputSchema>;

/** One lesson as the learner has watched it. */
export const lessonWatchSchema = lazySchema(() =>
  z.object({
    videoId: idSchema,
    /** Where they left it, in seconds. */
    position: z.number().min(0),
    /** Seconds actually played, over every viewing. */
    watchedSeconds: z.number().min(0),
    /** The length the player reported, in seconds; null until one did. */
    duration: z.number().positive().nullable(),
    updatedAt: isoDateSchema,
  }),
);
export type LessonWatch = z.infer<typeof lessonWatchSchema>;

export const lessonWatchListSchema = lazySchema(() => z.object({ lessons: z.array(lessonWatchSchema) }));
export type LessonWatchList = z.infer<typeof lessonWatchListSchema>;

/** The answer to a report: the lesson as now recorded and the enrolment (a lesson played to 90 % is now watched). */
export const watchReportResponseSchema = lazySchema(() => z.object({ lesson: lessonWatchSchema, enrollment: enrollmentSchema }));
export type WatchReportResponse = z.infer<typeof watchReportResponseSchema>;

export const studentIdQuerySchema = lazySchema(() => z.object({ studentId: idSchema }));
export const courseIdQuerySchema = lazySchema(() => z.object({ courseId: idSchema }));

/** The shapes of each call of enrollments/calls.ts: what the API validates and documents, and what the client parses. */
export const enrollmentsSchemas = {
  listMyEnrollments: { responses: { 200: enrollmentsResponseSchema } },
  enroll: { body: enrollInputSchema, responses: { 201: enrollResponseSchema } },
  getEnrollmentStatus: { params: courseIdParamsSchema, responses: { 200: enrollmentStatusSchema } },
  getMyEnrollment: { params: courseIdParamsSchema, responses: { 200: enrollmentResponseSchema } },
  rateCourse: { params: courseIdParamsSchema, body: rateInputSchema, responses: { 200: enrollmentResponseSchema } },
  markVideoWatched: { params: enrollmentIdParamsSchema, body: progressInputSchema, responses: { 200: enrollmentSchema } },
  listLessonWatch: { params: enrollmentIdParamsSchema, responses: { 200: lessonWatchListSchema } },
  reportWatch: { params: enrollmentIdParamsSchema, body: watchReportInputSchema, responses: { 200: watchReportResponseSchema } },
  listAllEnrollments: { responses: { 200: enrollmentsResponseSchema } },
  listStudentEnrollments: { query: studentIdQuerySchema, responses: { 200: enrollmentsResponseSchema } },
  listCourseEnrollments: { query: courseIdQuerySchema, responses: { 200: courseEnrollmentsResponseSchema } },
} satisfies CallSchemas<typeof enrollmentsCalls>;
