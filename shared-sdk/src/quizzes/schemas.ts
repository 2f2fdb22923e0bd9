import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import { entityIdShape, idSchema, isoDateSchema, courseIdParamsSchema, messageResponseSchema, textSchema } from '../core/schemas';
import { QUESTION_KINDS, QUIZ_LIMITS } from './domain';
import type { CallSchemas } from '../core/call';
import type { quizzesCalls } from './calls';

export const quizIdParamsSchema = lazySchema(() => z.object({ quizId: idSchema }));
export const attemptIdParamsSchema = lazySchema(() => z.object({ attemptId: idSchema }));

const questionKindSchema = lazySchema(() => z.enum(QUESTION_KINDS, { error: `must be one of ${QUESTION_KINDS.join(', ')}` }));

/** An option as the educator writes it. */
export const quizOptionInputSchema = lazySchema(() =>
  z.object({ text: textSchema({ max: QUIZ_LIMITS.option }), correct: z.boolean({ error: 'must be true or false' }) }),
);

/**
 * A question as the educator writes it. The server checks what a shape cannot say: a single-choice or true/false
 * question has exactly one right option, a multiple-choice one at least one, and a true/false one exactly the two
 * options True and False.
 */
export const quizQuestionInputSchema = lazySchema(() =>
  z.object({
    kind: questionKindSchema,
    prompt: textSchema({ max: QUIZ_LIMITS.prompt, multiline: true }),
    /** Shown beside the question once an attempt is submitted; empty for none. */
    explanation: z.union([z.literal(''), textSchema({ max: QUIZ_LIMITS.explanation, multiline: true })]).optional(),
    options: z
      .array(quizOptionInputSchema)
      .min(QUIZ_LIMITS.minOptions, `must have at least ${QUIZ_LIMITS.minOptions} options`)
      .max(QUIZ_LIMITS.maxOptions, `must have at most ${QUIZ_LIMITS.maxOptions} options`),
  }),
);
export type QuizQuestionInput = z.infer<typeof quizQuestionInputSchema>;

const quizSettingsShape = {
  title: textSchema({ max: QUIZ_LIMITS.title }),
  /** The score, in whole percent, an attempt needs to pass. */
  passMark: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 to 100').max(100, 'must be 1 to 100'),
  /** How many attempts a learner has; null for any number. */
  maxAttempts: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(QUIZ_LIMITS.maxAttempts, `must be at most ${QUIZ_LIMITS.maxAttempts}`)
    .nullable(),
  /** How long a learner waits after an attempt before the next, in minutes (0: at once). */
  retryWaitMinutes: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(QUIZ_LIMITS.maxRetryWaitMinutes, `must be at most ${QUIZ_LIMITS.maxRetryWaitMinutes}`),
  questions: z
    .array(quizQuestionInputSchema)
    .min(1, 'must have at least one question')
    .max(QUIZ_LIMITS.questions, `must have at most ${QUIZ_LIMITS.questions} questions`),
};

/** POST /api/quizzes: a module's quiz (a module has one at most), taken after its lessons. */
export const createQuizInputSchema = lazySchema(() => z.object({ moduleId: idSchema, ...quizSettingsShape }));
export type CreateQuizInput = z.infer<typeof createQuizInputSchema>;

/** PUT /api/quizzes/:quizId: the whole quiz again. Attempts already made keep their scores. */
export const updateQuizInputSchema = lazySchema(() => z.object(quizSettingsShape));
export type UpdateQuizInput = z.infer<typeof updateQuizInputSchema>;

/** A quiz as everyone who may see it reads it: its settings, not its questions. */
export const quizSummarySchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    courseId: idSchema,
    moduleId: idSchema,
    title: z.string(),
    passMark: z.number().int(),
    maxAttempts: z.number().int().nullable(),
    retryWaitMinutes: z.number().int(),
    questionCount: z.number().int(),
    updatedAt: isoDateSchema,
  }),
);
export type QuizSummary = z.infer<typeof quizSummarySchema>;

/** Where the signed-in learner stands with a quiz. */
export const quizStandingSchema = lazySchema(() =>
  z.object({
    attemptsUsed: z.number().int(),
    /** Null when the quiz allows any number. */
    attemptsLeft: z.number().int().nullable(),
    /** The best score of the submitted attempts; null before the first. */
    bestScore: z.number().int().nullable(),
    passed: z.boolean(),
    /** When the next attempt may start, if the wait after the last one has not passed; else null. */
    nextAttemptAt: isoDateSchema.nullable(),
    /** The attempt started and not yet submitted, if any: starting again answers it. */
    openAttemptId: idSchema.nullable(),
  }),
);
export type QuizStanding = z.infer<typeof quizStandingSchema>;

/** GET /api/courses/:courseId/quizzes: the course's quizzes in module order; `standing` only for an enrolled learner. */
export const courseQuizzesSchema = lazySchema(() =>
  z.object({ quizzes: z.array(quizSummarySchema.extend({ standing: quizStandingSchema.nullable() })) }),
);
export type CourseQuizzes = z.infer<typeof courseQuizzesSchema>;
export type CourseQuiz = CourseQuizzes['quizzes'][number];

/** The quiz as its educator (or an admin) edits it, right answers included. */
export const quizDefinitionSchema = lazySchema(() =>
  quizSummarySchema.extend({
    questions: z.array(
      z.object({
        ...entityIdShape,
        kind: questionKindSchema,
        prompt: z.string(),
        explanation: z.string(),
        options: z.array(z.object({ ...entityIdShape, text: z.string(), correct: z.boolean() })),
      }),
    ),
  }),
);
export type QuizDefinition = z.infer<typeof quizDefinitionSchema>;
export const quizDefinitionResponseSchema = lazySchema(() => z.object({ quiz: quizDefinitionSchema }));
export const quizSavedResponseSchema = lazySchema(() => z.object({ message: z.string(), quiz: quizDefinitionSchema }));
export type QuizSavedResponse = z.infer<typeof quizSavedResponseSchema>;

/** A question as the learner taking an attempt sees it: no right answer, no explanation, in this attempt's order. */
export const attemptQuestionSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    kind: questionKindSchema,
    prompt: z.string(),
    options: z.array(z.object({ ...entityIdShape, text: z.string() })),
  }),
);
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

/** An attempt being taken: its questions and options shuffled for it, the order kept should the page be opened again. */
export const openAttemptSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    quizId: idSchema,
    /** 1 for the learner's first attempt at this quiz. */
    number: z.number().int(),
    startedAt: isoDateSchema,
    questions: z.array(attemptQuestionSchema),
  }),
);
export type OpenAttempt = z.infer<typeof openAttemptSchema>;
export const openAttemptResponseSchema = lazySchema(() => z.object({ attempt: openAttemptSchema, standing: quizStandingSchema }));
export type OpenAttemptResponse = z.infer<typeof openAttemptResponseSchema>;

/**
 * A submitted attempt, graded. Each question says whether the learner was right, with its explanation; the right
 * options (`correctOptionIds`) are told only once the learner has passed the quiz or has no attempt left, so a failed
 * attempt is not a list of answers for the next.
 */
export const attemptResultSchema = lazySchema(() =>
  z.object({
    ...entityIdShape,
    quizId: idSchema,
    number: z.number().int(),
    startedAt: isoDateSchema,
    submittedAt: isoDateSchema,
    score: z.number().int(),
    correctCount: z.number().int(),
    questionCount: z.number().int(),
    passed: z.boolean(),
    questions: z.array(
      attemptQuestionSchema.extend({
        chosenOptionIds: z.array(idSchema),
        correct: z.boolean(),
        explanation: z.string(),
        correctOptionIds: z.array(idSchema).nullable(),
      }),
    ),
  }),
);
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/** POST /api/quiz-attempts/:attemptId/submit: the options chosen for each question (a question left out is wrong). */
export const submitAttemptInputSchema = lazySchema(() =>
  z.object({
    answers: z
      .array(
        z.object({
          questionId: idSchema,
          optionIds: z.array(idSchema).max(QUIZ_LIMITS.maxOptions, `must have at most ${QUIZ_LIMITS.maxOptions} options`),
        }),
      )
      .max(QUIZ_LIMITS.questions, `must have at most ${QUIZ_LIMITS.questions} answers`),
  }),
);
export type SubmitAttemptInput = z.infer<typeof submitAttemptInputSchema>;

export const attemptResultResponseSchema = lazySchema(() =>
  z.object({ message: z.string(), result: attemptResultSchema, standing: quizStandingSchema }),
);
export type AttemptResultResponse = z.infer<typeof attemptResultResponseSchema>;

/** GET /api/quizzes/:quizId/attempts: the learner's standing and submitted attempts, the latest first. */
export const myQuizAttemptsSchema = lazySchema(() =>
  z.object({ quiz: quizSummarySchema, standing: quizStandingSchema, attempts: z.array(attemptResultSchema) }),
);
export type MyQuizAttempts = z.infer<typeof myQuizAttemptsSchema>;

/** The shapes of each call of quizzes/calls.ts. */
export const quizzesSchemas = {
  listCourseQuizzes: { params: courseIdParamsSchema, responses: { 200: courseQuizzesSchema } },
  createQuiz: { body: createQuizInputSchema, responses: { 201: quizSavedResponseSchema } },
  getQuizDefinition: { params: quizIdParamsSchema, responses: { 200: quizDefinitionResponseSchema } },
  updateQuiz: { params: quizIdParamsSchema, body: updateQuizInputSchema, responses: { 200: quizSavedResponseSchema } },
  deleteQuiz: { params: quizIdParamsSchema, responses: { 200: messageResponseSchema } },
  startQuizAttempt: { params: quizIdParamsSchema, responses: { 200: openAttemptResponseSchema, 201: openAttemptResponseSchema } },
  listMyQuizAttempts: { params: quizIdParamsSchema, responses: { 200: myQuizAttemptsSchema } },
  submitQuizAttempt: { params: attemptIdParamsSchema, body: submitAttemptInputSchema, responses: { 200: attemptResultResponseSchema } },
} satisfies CallSchemas<typeof quizzesCalls>;
