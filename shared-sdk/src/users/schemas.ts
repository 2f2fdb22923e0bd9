import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import {
  completionSchema,
  entityIdShape,
  idSchema,
  isoDateSchema,
  nameSchema,
  newAccountShape,
  newPasswordSchema,
  optionalImageSchema,
  messageResponseSchema,
  idParamsSchema,
} from '../core/schemas';
import { roles } from './roles';
import type { CallSchemas } from '../core/call';
import type { usersCalls } from './calls';

export { roles } from './roles';
export const roleSchema = lazySchema(() => z.enum(roles));
export type Role = z.infer<typeof roleSchema>;

export const userSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    name: z.string(),
    email: z.string(),
    role: roleSchema,
    profileImage: z.string().nullable(),
    bio: z.string().nullable(),
    /** Students: false when an admin has deactivated the account. */
    isActive: z.boolean(),
    /** Educators: true when active (approved) and allowed to author. */
    isApproved: z.boolean(),
    hasPassword: z.boolean(),
    joinedAt: isoDateSchema,
    createdAt: isoDateSchema,
  }),
);
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = lazySchema(() => z.object({ user: userSchema }));
export type UserResponse = z.infer<typeof userResponseSchema>;

export const updateProfileInputSchema = lazySchema(() =>
  z.object({
    name: nameSchema.optional(),
    // Absent leaves the image as it is; '' or null clears it.
    profileImage: optionalImageSchema.optional(),
  }),
);
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export const changePasswordInputSchema = lazySchema(() =>
  z.object({
    oldPassword: z.string({ error: 'is required' }).min(1, 'is required').max(128, 'must be at most 128 characters'),
    newPassword: newPasswordSchema,
  }),
);
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/**
 * Deleting one's own account: an account with a password confirms with it; an account that signs in with Google only
 * has none and confirms by typing its e-mail address instead.
 */
export const deleteAccountInputSchema = lazySchema(() =>
  z.object({
    password: z.string().max(128, 'must be at most 128 characters').optional(),
    confirmEmail: z.string().max(320, 'must be at most 320 characters').optional(),
  }),
);
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

export const createEducatorInputSchema = lazySchema(() =>
  z.object({
    ...newAccountShape,
    role: z.literal('educator').optional(),
  }),
);
export type CreateEducatorInput = z.input<typeof createEducatorInputSchema>;

export const setEducatorApprovalInputSchema = lazySchema(() =>
  z.object({
    isApproved: z.boolean({ error: 'must be true or false' }),
  }),
);
export type SetEducatorApprovalInput = z.infer<typeof setEducatorApprovalInputSchema>;

/** A student row of the admin list: the user plus their enrolment counts. */
export const studentSummarySchema = lazySchema(() =>
  userSchema.extend({
    enrolledCourses: z.number().int(),
    /** The spec's: enrolments with every lesson watched. */
    completedCourses: z.number().int(),
    /** Lectern's: enrolments complete with their quizzes too (an extension; see completionSchema). */
    completion: z.object({ completedCourses: z.number().int() }),
  }),
);
export type StudentSummary = z.infer<typeof studentSummarySchema>;

/** An educator row of the admin list. */
export const educatorSummarySchema = lazySchema(() =>
  userSchema.extend({
    courseCount: z.number().int(),
    studentCount: z.number().int(),
  }),
);
export type EducatorSummary = z.infer<typeof educatorSummarySchema>;

/** A row of the educator's students page: one per enrolment in one of their courses. */
export const educatorStudentRowSchema = lazySchema(() =>
  z.object({
    /** The enrolment's ids. */
    ...entityIdShape,
    studentId: idSchema,
    courseId: idSchema,
    name: z.string(),
    email: z.string(),
    courseName: z.string(),
    progress: z.number(),
    completed: z.boolean(),
    completion: completionSchema,
    enrolledAt: isoDateSchema,
  }),
);
export type EducatorStudentRow = z.infer<typeof educatorStudentRowSchema>;

/**
 * An educator's students, counted once (README, "Educators"): `students` is the distinct student accounts with at
 * least one enrolment in any of the educator's courses; `enrollments` the enrolments (the students table's rows).
 */
export const educatorStudentTotalsSchema = lazySchema(() => z.object({ students: z.number().int(), enrollments: z.number().int() }));
export type EducatorStudentTotals = z.infer<typeof educatorStudentTotalsSchema>;

export const studentListSchema = lazySchema(() => z.array(studentSummarySchema));
export const educatorListSchema = lazySchema(() => z.array(educatorSummarySchema));
export const educatorStudentListSchema = lazySchema(() => z.array(educatorStudentRowSchema));
/** The same rows wrapped, `{students}`: what the original client's `GET /api/educator/students` reads. */
export const educatorStudentsResponseSchema = lazySchema(() => z.object({ students: z.array(educatorStudentRowSchema) }));

/** The shapes of each call of users/calls.ts: what the API validates and documents, and what the client parses. */
export const usersSchemas = {
  getProfile: { responses: { 200: userResponseSchema } },
  updateProfile: { body: updateProfileInputSchema, responses: { 200: userResponseSchema } },
  changePassword: { body: changePasswordInputSchema, responses: { 200: messageResponseSchema } },
  deleteAccount: { body: deleteAccountInputSchema, responses: { 200: messageResponseSchema } },
  listEducatorStudents: { responses: { 200: educatorStudentListSchema } },
  getEducatorStudentTotals: { responses: { 200: educatorStudentTotalsSchema } },
  listEducatorStudentsWrapped: { responses: { 200: educatorStudentsResponseSchema } },
  listStudents: { responses: { 200: studentListSchema } },
  getStudent: { params: idParamsSchema, responses: { 200: studentSummarySchema } },
  listEducators: { responses: { 200: educatorListSchema } },
  getEducator: { params: idParamsSchema, responses: { 200: educatorSummarySchema } },
  setEducatorApproval: { params: idParamsSchema, body: setEducatorApprovalInputSchema, responses: { 200: educatorSummarySchema } },
  removeEducator: { params: idParamsSchema, responses: { 200: messageResponseSchema } },
  createEducator: { body: createEducatorInputSchema, responses: { 201: userResponseSchema } },
} satisfies CallSchemas<typeof usersCalls>;
