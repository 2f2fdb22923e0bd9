import { useCallback } from 'react';
import { notify, useMarkWatched } from '@lectern/shared-sdk';
import { useLearning } from '../../shared/use-learning';

export function useVideoPlayer(rawCourseId: string | undefined) {
  const state = useLearning(rawCourseId);
  const { mutate, isPending } = useMarkWatched();

  const markWatched = useCallback(
    (enrollmentId: number, videoId: number) =>
      mutate(
        { enrollmentId, videoId },
        { onSuccess: () => notify.success('Video marked as watched!', 'Great job! Keep up the learning momentum.') },
      ),
    [mutate],
  );

  return { state, marking: isPending, markWatched };
}
