import { useCallback } from 'react';
import {
  attempt,
  errorMessage,
  notify,
  parseId,
  useCourse,
  useDeleteModule,
  useDeleteVideo,
  type CourseDetail,
  type CourseModule,
  type Video,
} from '@lectern/shared-sdk';

export type PendingDelete = { kind: 'module'; item: CourseModule } | { kind: 'video'; item: Video };

type CourseDetailState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; course: CourseDetail };

/** The course with its modules and videos; a read that fails is said on the page ('Error: …'), not in a toast. */
export function useCourseDetail(rawCourseId: string | undefined) {
  const courseId = parseId(rawCourseId);
  const course = useCourse(courseId);
  const { mutateAsync: deleteModule, isPending: deletingModule } = useDeleteModule();
  const { mutateAsync: deleteVideo, isPending: deletingVideo } = useDeleteVideo();

  let state: CourseDetailState;
  // An unknown course reads null rather than failing: the page says what the server says of it.
  if (course.data) state = { status: 'ready', course: course.data };
  else if (courseId === null || course.data === null) state = { status: 'error', message: 'Course not found' };
  else if (course.isError) state = { status: 'error', message: errorMessage(course.error, 'Failed to fetch course/module') };
  else state = { status: 'loading' };

  /** Settles once the module or video is gone and the course is read again, or the refusal has toasted. */
  const remove = useCallback(
    async (pending: PendingDelete) => {
      const isModule = pending.kind === 'module';
      await attempt(
        isModule ? deleteModule(pending.item.id) : deleteVideo(pending.item.id),
        () => notify.success(isModule ? 'Module deleted' : 'Video deleted'),
        isModule ? 'Failed to delete module' : 'Failed to delete video',
      );
    },
    [deleteModule, deleteVideo],
  );

  return { state, deleting: deletingModule || deletingVideo, remove };
}
