import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import { useChange, useRead, useReadById, type ReadOptions } from '../core/hooks';
import { invalidateCourseData, queryRoots } from '../core/invalidation';
import type { CreateQuizInput, SubmitAttemptInput, UpdateQuizInput } from './schemas';

/**
 * A course's quizzes are course data (every change to the course reads them again); a learner's attempts are their
 * learning data; the definition with its answers is the educator's teaching data.
 */
export const quizKeys = {
  course: (courseId: Id) => [queryRoots.courses, 'quizzes', courseId] as const,
  definition: (quizId: Id) => [queryRoots.teaching, 'quiz', quizId] as const,
  myAttempts: (quizId: Id) => [queryRoots.learning, 'quiz-attempts', quizId] as const,
};

export const courseQuizzesQuery = (api: LecternApi, courseId: Id) =>
  queryOptions({ queryKey: quizKeys.course(courseId), queryFn: () => api.listCourseQuizzes(courseId) });
export const quizDefinitionQuery = (api: LecternApi, quizId: Id) =>
  queryOptions({ queryKey: quizKeys.definition(quizId), queryFn: async () => (await api.getQuizDefinition(quizId)).quiz });
export const myQuizAttemptsQuery = (api: LecternApi, quizId: Id) =>
  queryOptions({ queryKey: quizKeys.myAttempts(quizId), queryFn: () => api.listMyQuizAttempts(quizId) });

/** The course's quizzes in module order, with the learner's standing in each when they are enrolled. */
export const useCourseQuizzes = (courseId: Id | null, options?: ReadOptions) => useReadById(courseQuizzesQuery, courseId, options);
/** The quiz as its educator edits it, right answers included. */
export const useQuizDefinition = (quizId: Id | null, options?: ReadOptions) => useReadById(quizDefinitionQuery, quizId, options);
/** The learner's standing in a quiz and their submitted attempts, the latest first. */
export const useMyQuizAttempts = (quizId: Id | null, options?: ReadOptions) =>
  useRead((api) => myQuizAttemptsQuery(api, quizId ?? 0), { ...options, enabled: (options?.enabled ?? true) && quizId !== null });

/** A quiz added, changed or deleted changes the course (its progress rule, its learners' progress): all read again. */
const useQuizChange = <TData, TVariables>(call: (api: LecternApi, variables: TVariables) => Promise<TData>, failure?: string) =>
  useChange({ call, failure, onSuccess: (queryClient) => invalidateCourseData(queryClient) });

export const useCreateQuiz = () => useQuizChange((api, input: CreateQuizInput) => api.createQuiz(input));
export const useUpdateQuiz = () => useQuizChange((api, { quizId, ...input }: { quizId: Id } & UpdateQuizInput) => api.updateQuiz(quizId, input));
export const useDeleteQuiz = () => useQuizChange((api, quizId: Id) => api.deleteQuiz(quizId), 'Failed to delete quiz');

/** Starts an attempt, or answers the one already open (its questions in the order first shown). */
export const useStartQuizAttempt = () =>
  useChange({
    call: (api, quizId: Id) => api.startQuizAttempt(quizId),
    onSuccess: (queryClient, _data, quizId) => queryClient.invalidateQueries({ queryKey: quizKeys.myAttempts(quizId) }),
  });

/** Submits an attempt: the learner's standing, progress and (once complete) certificate change, so all are read again. */
export const useSubmitQuizAttempt = () =>
  useChange({
    call: (api, { attemptId, answers }: { attemptId: Id } & SubmitAttemptInput) => api.submitQuizAttempt(attemptId, { answers }),
    failure: 'Failed to submit your answers',
    onSuccess: (queryClient) => invalidateCourseData(queryClient),
  });
