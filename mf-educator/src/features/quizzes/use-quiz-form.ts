import {
  notify,
  paths,
  parseId,
  attempt,
  useCourse,
  useCreateQuiz,
  useNavigate,
  useQuizDefinition,
  useUpdateQuiz,
  type UpdateQuizInput,
} from '@lectern/shared-sdk';
import type { FormPageState } from '../../shared/form-page';
import { LOAD_FAILURE, unreadable, useLeaveWhenUnreadable } from '../../shared/use-leave-unreadable';
import { emptyQuiz, valuesOf, type QuizValues } from './quiz-values';

type QuizFormState = FormPageState<{ context: string; initial: QuizValues; save: (input: UpdateQuizInput) => Promise<void> }>;

/**
 * Add quiz reads the course, to name the module it follows (a module not in the course: 'Module not found'); edit
 * quiz reads the quiz with its answers (unreadable: toast, then the course page). Both lead back to the course page.
 */
export function useQuizForm(mode: 'add' | 'edit', raw: { courseId?: string; moduleId?: string; quizId?: string }) {
  const courseId = parseId(raw.courseId);
  const moduleId = parseId(raw.moduleId);
  const quizId = parseId(raw.quizId);
  const navigate = useNavigate();
  const courseRead = useCourse(courseId);
  const quizRead = useQuizDefinition(mode === 'edit' ? quizId : null, { failure: LOAD_FAILURE });
  const createQuiz = useCreateQuiz();
  const updateQuiz = useUpdateQuiz();
  const coursePage = courseId === null ? paths.educator.courses() : paths.educator.course(courseId);
  useLeaveWhenUnreadable(mode === 'edit' ? unreadable(quizId, quizRead, 'Quiz not found') : null, coursePage);

  const save = (change: Promise<{ message: string }>, failure: string) =>
    attempt(
      change,
      ({ message }) => {
        notify.success(message);
        navigate(coursePage);
      },
      failure,
    ).then(() => undefined);

  function state(): QuizFormState {
    const course = courseRead.data;
    if (!course) return courseId === null || course === null || courseRead.isError ? { status: 'not-found' } : { status: 'loading' };
    if (mode === 'add') {
      const module = course.modules.find((item) => item.id === moduleId);
      if (!module) return { status: 'not-found' };
      return {
        status: 'ready',
        context: `Course: ${course.title} · Module: ${module.title}`,
        initial: emptyQuiz(module.title),
        save: (input) => save(createQuiz.mutateAsync({ moduleId: module.id, ...input }), 'Failed to create quiz'),
      };
    }
    const quiz = quizRead.data;
    if (!quiz) return { status: 'loading' };
    const module = course.modules.find((item) => item.id === quiz.moduleId);
    return {
      status: 'ready',
      context: `Course: ${course.title}${module ? ` · Module: ${module.title}` : ''}`,
      initial: valuesOf(quiz),
      save: (input) => save(updateQuiz.mutateAsync({ quizId: quiz.id, ...input }), 'Failed to save quiz'),
    };
  }

  return { state: state(), saving: createQuiz.isPending || updateQuiz.isPending, cancel: () => navigate(coursePage) };
}
