import { useCallback, useState } from 'react';
import { errorMessage, NETWORK_ERROR_MESSAGE, notify, useApi } from '@lectern/shared-sdk';
import { useLearning } from '../../shared/use-learning';

export function useVideoPlayer(rawCourseId: string | undefined) {
  const api = useApi();
  const { state, updateEnrollment } = useLearning(rawCourseId);
  const [marking, setMarking] = useState(false);

  const markWatched = useCallback(
    async (enrollmentId: number, videoId: number) => {
      setMarking(true);
      try {
        updateEnrollment(await api.markVideoWatched(enrollmentId, videoId));
        notify.success('Video marked as watched!', 'Great job! Keep up the learning momentum.');
      } catch (error) {
        const message = errorMessage(error, NETWORK_ERROR_MESSAGE);
        notify.error(message === NETWORK_ERROR_MESSAGE ? 'Error' : 'Failed to update progress', message);
      } finally {
        setMarking(false);
      }
    },
    [api, updateEnrollment],
  );

  return { state, marking, markWatched };
}
