import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import { entityIdShape, idSchema, isoDateSchema, courseIdParamsSchema, limitParam, pageParam, textSchema } from '../core/schemas';
import { EDUCATOR_QUESTION_FILTERS, QUESTION_LIMITS, QUESTION_SORTS } from './domain';
import type { CallSchemas } from '../core/call';
import type { questionsCalls } from './calls';

export const questionIdParamsSchema = lazySchema(() => z.object({ questionId: idSchema }));
export const answerIdParamsSchema = lazySchema(() => z.object({ answerId: idSchema }));

/** GET /api/courses/:courseId/questions: one lesson's questions (or the whole course's), a page at a time. */
export const courseQuestionsQuerySchema = lazySchema(() =>
  z.object({
    videoId: idSchema.optional(),
    sort: z.enum(QUESTION_SORTS, { error: `must be one of ${QUESTION_SORTS.join(', ')}` }).optional(),
    page: pageParam(),
    limit: limitParam(50),
  }),
);
export type CourseQuestionsQuery = z.infer<typeof courseQuestionsQuerySchema>;

/** POST /api/courses/:courseId/questions: a learner's question on one of the course's lessons. */
export const askQuestionInputSchema = lazySchema(() =>
  z.object({
    videoId: idSchema,
    title: textSchema({ max: QUESTION_LIMITS.title }),
    body: textSchema({ max: QUESTION_LIMITS.body, multiline: true }),
    /** The second of the lesson the question is about (the player's position when asked from it); null for none. */
    second: z
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(86400, 'must be at most 86400')
      .nullable()
      .optional(),
  }),
);
export type AskQuestionInput = z.infer<typeof askQuestionInputSchema>;

export const answerInputSchema = lazySchema(() => z.object({ body: textSchema({ max: QUESTION_LIMITS.answer, multiline: true }) }));
export type AnswerInput = z.infer<typeof answerInputSchema>;

export const acceptAnswerInputSchema = lazySchema(() => z.object({ answerId: idSchema }));
export type AcceptAnswerInput = z.infer<typeof acceptAnswerInputSchema>;

/** An admin hides a question or an answer that breaks the rules, or shows it again. */
export const questionVisibilityInputSchema = lazySchema(() =>
  z.object({ hidden: z.boolean({ error: 'must be true or false' }), reason: textSchema({ max: 500 }).optional() }),
);
export type QuestionVisibilityInput = z.infer<typeof questionVisibilityInputSchema>;

/**
 * A question on a lesson. `answered`: the course's educator has answered it or an answer is marked as the answer;
 * `hidden` is only ever true in what an admin reads (no one else sees a hidden question). The `…ByMe` fields are the
 * signed-in reader's.
 */
export const questionSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    courseId: idSchema,
    courseTitle: z.string(),
    videoId: idSchema,
    videoTitle: z.string(),
    second: z.number().int().nullable(),
    title: z.string(),
    body: z.string(),
    authorName: z.string(),
    askedByMe: z.boolean(),
    createdAt: isoDateSchema,
    upvotes: z.number().int(),
    upvotedByMe: z.boolean(),
    followedByMe: z.boolean(),
    answerCount: z.number().int(),
    answered: z.boolean(),
    acceptedAnswerId: idSchema.nullable(),
    hidden: z.boolean(),
  }),
);
export type Question = z.infer<typeof questionSchema>;

/** An answer: `byEducator` when the course's educator wrote it; `accepted` when it is marked as the answer. */
export const answerSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    questionId: idSchema,
    body: z.string(),
    authorName: z.string(),
    byEducator: z.boolean(),
    accepted: z.boolean(),
    createdAt: isoDateSchema,
    hidden: z.boolean(),
  }),
);
export type Answer = z.infer<typeof answerSchema>;

export const questionPageSchema = lazySchema(() =>
  z.object({ questions: z.array(questionSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
);
export type QuestionPage = z.infer<typeof questionPageSchema>;

/** A question with its answers: the one marked as the answer first, then the educator's, then oldest first. */
export const questionThreadSchema = lazySchema(() => z.object({ question: questionSchema, answers: z.array(answerSchema) }));
export type QuestionThread = z.infer<typeof questionThreadSchema>;

export const questionResponseSchema = lazySchema(() => z.object({ message: z.string(), question: questionSchema }));
export type QuestionResponse = z.infer<typeof questionResponseSchema>;
export const answerResponseSchema = lazySchema(() => z.object({ message: z.string(), answer: answerSchema }));
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

/** GET /api/users/educator/questions: across the educator's courses, unanswered first, then newest. */
export const educatorQuestionsQuerySchema = lazySchema(() =>
  z.object({
    status: z.enum(EDUCATOR_QUESTION_FILTERS, { error: `must be one of ${EDUCATOR_QUESTION_FILTERS.join(', ')}` }).optional(),
    courseId: idSchema.optional(),
    page: pageParam(),
    limit: limitParam(50),
  }),
);
export type EducatorQuestionsQuery = z.infer<typeof educatorQuestionsQuerySchema>;

/** A page of the educator's questions, with how many of all of them wait for an answer (the sidebar's count). */
export const educatorQuestionPageSchema = lazySchema(() =>
  z.object({
    questions: z.array(questionSchema),
    total: z.number().int(),
    unanswered: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
);
export type EducatorQuestionPage = z.infer<typeof educatorQuestionPageSchema>;

/** The shapes of each call of questions/calls.ts. */
export const questionsSchemas = {
  listCourseQuestions: { params: courseIdParamsSchema, query: courseQuestionsQuerySchema, responses: { 200: questionPageSchema } },
  askQuestion: { params: courseIdParamsSchema, body: askQuestionInputSchema, responses: { 201: questionResponseSchema } },
  getQuestion: { params: questionIdParamsSchema, responses: { 200: questionThreadSchema } },
  answerQuestion: { params: questionIdParamsSchema, body: answerInputSchema, responses: { 201: answerResponseSchema } },
  upvoteQuestion: { params: questionIdParamsSchema, responses: { 200: questionResponseSchema } },
  removeQuestionUpvote: { params: questionIdParamsSchema, responses: { 200: questionResponseSchema } },
  followQuestion: { params: questionIdParamsSchema, responses: { 200: questionResponseSchema } },
  unfollowQuestion: { params: questionIdParamsSchema, responses: { 200: questionResponseSchema } },
  acceptAnswer: { params: questionIdParamsSchema, body: acceptAnswerInputSchema, responses: { 200: questionResponseSchema } },
  clearAcceptedAnswer: { params: questionIdParamsSchema, responses: { 200: questionResponseSchema } },
  setQuestionVisibility: { params: questionIdParamsSchema, body: questionVisibilityInputSchema, responses: { 200: questionResponseSchema } },
  setAnswerVisibility: { params: answerIdParamsSchema, body: questionVisibilityInputSchema, responses: { 200: answerResponseSchema } },
  listEducatorQuestions: { query: educatorQuestionsQuerySchema, responses: { 200: educatorQuestionPageSchema } },
} satisfies CallSchemas<typeof questionsCalls>;
