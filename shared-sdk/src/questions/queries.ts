import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi, type LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import { useChange, useRead, type ReadOptions } from '../core/hooks';
import { queryRoots } from '../core/invalidation';
import type { AskQuestionInput, CourseQuestionsQuery, EducatorQuestionsQuery, QuestionVisibilityInput } from './schemas';

/**
 * Questions are read by three people under their own roots (a student's lesson, the educator's Questions page, an
 * admin's course page), each with their own `…ByMe` fields and an admin's hidden ones, so they go when the person
 * signed in changes. The second part of every key is 'questions': any change to a question reads them all again,
 * wherever they show (the sidebar's count as well as the thread).
 */
type QuestionRoot = typeof queryRoots.learning | typeof queryRoots.teaching | typeof queryRoots.admin;
const QUESTIONS = 'questions';

export const questionKeys = {
  course: (root: QuestionRoot, courseId: Id, query: CourseQuestionsQuery) => [root, QUESTIONS, 'course', courseId, query] as const,
  thread: (root: QuestionRoot, questionId: Id) => [root, QUESTIONS, 'thread', questionId] as const,
  educator: (query: EducatorQuestionsQuery) => [queryRoots.teaching, QUESTIONS, 'educator', query] as const,
};

export const courseQuestionsQuery = (api: LecternApi, courseId: Id, query: CourseQuestionsQuery, root: QuestionRoot = queryRoots.learning) =>
  queryOptions({ queryKey: questionKeys.course(root, courseId, query), queryFn: () => api.listCourseQuestions(courseId, query) });

export const questionThreadQuery = (api: LecternApi, questionId: Id, root: QuestionRoot = queryRoots.learning) =>
  queryOptions({ queryKey: questionKeys.thread(root, questionId), queryFn: () => api.getQuestion(questionId) });

export const educatorQuestionsQuery = (api: LecternApi, query: EducatorQuestionsQuery = {}) =>
  queryOptions({ queryKey: questionKeys.educator(query), queryFn: () => api.listEducatorQuestions(query) });

/** The sidebar's count: one question read, for the `unanswered` figure across all of the educator's courses. */
const unansweredCountQuery = { limit: 1 } as const satisfies EducatorQuestionsQuery;
export const unansweredQuestionCountQuery = (api: LecternApi) => educatorQuestionsQuery(api, unansweredCountQuery);

interface QuestionReadOptions extends ReadOptions {
  /** Whose reading it is: a student's (the default), the course's educator's, or an admin's (hidden ones too). */
  root?: QuestionRoot;
}

/** A page of a course's questions (one lesson's with `videoId`); the page on screen stays while another sort loads. */
export function useCourseQuestions(courseId: Id | null, query: CourseQuestionsQuery, { failure, enabled = true, root }: QuestionReadOptions = {}) {
  return useQuery({
    ...courseQuestionsQuery(useApi(), courseId ?? 0, query, root),
    enabled: enabled && courseId !== null,
    placeholderData: keepPreviousData,
    meta: { failure },
  });
}

/** A question with its answers, read while it is open. */
export function useQuestionThread(questionId: Id | null, { failure, enabled = true, root }: QuestionReadOptions = {}) {
  return useQuery({
    ...questionThreadQuery(useApi(), questionId ?? 0, root),
    enabled: enabled && questionId !== null,
    meta: { failure },
  });
}

/** The educator's questions across their courses, unanswered first; the page on screen stays while a filter loads. */
export const useEducatorQuestions = (query: EducatorQuestionsQuery, options?: ReadOptions) =>
  useRead((api) => educatorQuestionsQuery(api, query), { keepPrevious: true, ...options });

/** How many of the educator's questions wait for an answer; undefined until known (or when it could not be read). */
export function useUnansweredQuestionCount(options?: ReadOptions): number | undefined {
  return useRead(unansweredQuestionCountQuery, options).data?.unanswered;
}

/** Every question read on screen is read again: counts, marks and threads change together. */
export const questionsChanged = (queryClient: Pick<QueryClient, 'invalidateQueries'>) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] === QUESTIONS });

const useQuestionChange = <TData, TVariables>(call: (api: LecternApi, variables: TVariables) => Promise<TData>, failure: string) =>
  useChange({ call, failure, onSuccess: (queryClient) => questionsChanged(queryClient) });

/** A learner asks a question on a lesson of the course (with the player's second, if any). */
export const useAskQuestion = () =>
  useQuestionChange(
    async (api, { courseId, input }: { courseId: Id; input: AskQuestionInput }) => (await api.askQuestion(courseId, input)).question,
    'Failed to post your question',
  );

export const useAnswerQuestion = () =>
  useQuestionChange(
    async (api, { questionId, body }: { questionId: Id; body: string }) => (await api.answerQuestion(questionId, { body })).answer,
    'Failed to post your answer',
  );

/** Upvotes a question, or takes the upvote back (`on: false`). */
export const useUpvoteQuestion = () =>
  useQuestionChange(
    async (api, { questionId, on }: { questionId: Id; on: boolean }) =>
      (await (on ? api.upvoteQuestion(questionId) : api.removeQuestionUpvote(questionId))).question,
    'Failed to change your upvote',
  );

/** Follows a question (to hear of its answers), or stops (`on: false`). */
export const useFollowQuestion = () =>
  useQuestionChange(
    async (api, { questionId, on }: { questionId: Id; on: boolean }) =>
      (await (on ? api.followQuestion(questionId) : api.unfollowQuestion(questionId))).question,
    'Failed to change what you follow',
  );

/** The course's educator marks an answer as the answer, or unmarks it (`answerId: null`). */
export const useAcceptAnswer = () =>
  useQuestionChange(
    async (api, { questionId, answerId }: { questionId: Id; answerId: Id | null }) =>
      (await (answerId === null ? api.clearAcceptedAnswer(questionId) : api.acceptAnswer(questionId, { answerId }))).question,
    'Failed to mark the answer',
  );

/** An admin hides a question that breaks the rules, or shows it again. */
export const useSetQuestionVisibility = () =>
  useQuestionChange(
    async (api, { questionId, ...input }: { questionId: Id } & QuestionVisibilityInput) =>
      (await api.setQuestionVisibility(questionId, input)).question,
    'Failed to change the question',
  );

/** An admin hides an answer that breaks the rules, or shows it again. */
export const useSetAnswerVisibility = () =>
  useQuestionChange(
    async (api, { answerId, ...input }: { answerId: Id } & QuestionVisibilityInput) => (await api.setAnswerVisibility(answerId, input)).answer,
    'Failed to change the answer',
  );
