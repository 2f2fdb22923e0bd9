import { lazySchema } from './zod-config';
import { z } from 'zod';
import { idSchema, isoDateSchema, objectIdSchema } from './common';
import { courseSchema } from './courses';

export const enrollmentSchema = lazySchema(() =>
  z.object({
    _id: objectIdSchema,
    id: idSchema,
    studentId: z.object({ _id: objectIdSchema, id: idSchema, name: z.string(), email: z.string() }),
    courseId: courseSchema,
    progress: z.number().int().min(0).max(100),
    completed: z.boolean(),
    /** The ids of the watched videos, as text like their `_id`. */
    watchedVideos: z.array(objectIdSchema),
    rated: z.boolean(),
    rating: z.number().int().nullable(),
    enrolledAt: isoDateSchema,
  }),
);
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const enrollmentsResponseSchema = lazySchema(() => z.object({ enrollments: z.array(enrollmentSchema) }));
export const enrollmentListSchema = lazySchema(() => z.array(enrollmentSchema));
export type EnrollmentsResponse = z.infer<typeof enrollmentsResponseSchema>;

export const enrollmentResponseSchema = lazySchema(() => z.object({ enrollment: enrollmentSchema }));
export type EnrollmentResponse = z.infer<typeof enrollmentResponseSchema>;

export const enrollInputSchema = lazySchema(() => z.object({ courseId: idSchema }));
export type EnrollInput = z.infer<typeof enrollInputSchema>;

export const enrollResponseSchema = lazySchema(() => z.object({ message: z.string(), enrollment: enrollmentSchema }));

export const enrollmentStatusSchema = lazySchema(() => z.object({ enrolled: z.boolean(), inCart: z.boolean() }));
export type EnrollmentStatus = z.infer<typeof enrollmentStatusSchema>;

export const rateInputSchema = lazySchema(() =>
  z.object({
    rating: z.number({ error: 'must be a number from 1 to 5' }).int('must be a whole number').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
  }),
);
export type RateInput = z.infer<typeof rateInputSchema>;

export const progressInputSchema = lazySchema(() => z.object({ videoId: idSchema }));
export type ProgressInput = z.infer<typeof progressInputSchema>;

export const studentIdQuerySchema = lazySchema(() => z.object({ studentId: idSchema }));
export const courseIdQuerySchema = lazySchema(() => z.object({ courseId: idSchema }));
