import { useCallback } from 'react';
import { notify, useLessonWatch, useMarkWatched } from '@lectern/shared-sdk';
import { useLearning } from '../../shared/use-learning';

export function useVideoPlayer(rawCourseId: string | undefined) {
  const state = useLearning(rawCourseId);
  // Where each lesson was left: a failure to read it only means the lesson starts from the beginning.
  const lessons = useLessonWatch(state.status === 'ready' ? state.enrollment.id : null, { failure: undefined });
  const { mutate, isPending } = useMarkWatched();

  const markWatched = useCallback(
    (enrollmentId: number, videoId: number) =>
      mutate({ enrollmentId, videoId }, { onSuccess: () => notify.success('Video marked as watched!', 'Great job! Keep up the learning momentum.') }),
    [mutate],
  );

  return { state, lessons: { status: lessons.status, data: lessons.data }, marking: isPending, markWatched };
}
