import { useCallback } from 'react';
import {
  attempt,
  notify,
  parseId,
  paths,
  useCourse,
  useCreateCourse,
  useDeleteCourse,
  useNavigate,
  useUpdateCourse,
  type CreateCourseInput,
  type Id,
} from '@lectern/shared-sdk';
import { useEducatorCourses } from '../../shared/use-educator-courses';
import { LOAD_FAILURE, unreadable, useLeaveWhenUnreadable } from '../../shared/use-leave-unreadable';

/** My Courses: the list the dashboard reads too, and the delete of a course. */
export function useMyCourseList() {
  const { loading, courses } = useEducatorCourses();
  const { mutateAsync } = useDeleteCourse();

  /** Settles once the course is gone and the lists showing it are read again, or the refusal has toasted. */
  const deleteCourse = useCallback(
    async (courseId: Id) => {
      await attempt(mutateAsync(courseId), () => notify.success('Course deleted'));
    },
    [mutateAsync],
  );

  return { loading, courses, deleteCourse };
}

export function useAddCourse() {
  const navigate = useNavigate();
  const { mutateAsync, isPending } = useCreateCourse();

  const create = useCallback(
    async (input: CreateCourseInput) => {
      await attempt(
        mutateAsync(input),
        (course) => {
          notify.success('Course created!', 'Your course has been created. Now add modules and videos.');
          navigate(paths.educator.course(course.id));
        },
        'Failed to create course',
      );
    },
    [mutateAsync, navigate],
  );

  return { saving: isPending, create };
}

/** Edit course: the course to fill the form with (null until it is read), and its save. */
export function useEditCourse(rawCourseId: string | undefined) {
  const navigate = useNavigate();
  const courseId = parseId(rawCourseId);
  const course = useCourse(courseId, { failure: LOAD_FAILURE });
  const { mutateAsync, isPending } = useUpdateCourse();
  useLeaveWhenUnreadable(unreadable(courseId, course, 'Course not found'), paths.educator.courses());

  const save = useCallback(
    async (id: Id, { title, description, price, category, duration, image }: CreateCourseInput, savedImage: string) => {
      // Spec section 7: PATCH /api/courses/{id} takes title, description, price, category and duration; the image is
      // sent only when it changed (an uploaded one, or another address), so an untouched course keeps its own as it is.
      const changedImage = (image ?? '') !== savedImage ? { image } : {};
      const update = mutateAsync({ id, input: { title, description, price, category, duration, ...changedImage } });
      await attempt(
        update,
        () => {
          notify.success('Course Updated!');
          navigate(paths.educator.course(id));
        },
        'Failed to update course',
      );
    },
    [mutateAsync, navigate],
  );

  return { course: course.data ?? null, saving: isPending, save };
}
