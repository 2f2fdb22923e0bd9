import { useCallback, useState } from 'react';
import { errorMessage, notify, useApi } from '@lectern/shared-sdk';
import { useLearning } from '../../shared/use-learning';

export function useCourseLearning(rawCourseId: string | undefined) {
  const api = useApi();
  const { state, updateEnrollment } = useLearning(rawCourseId);
  const [rating, setRating] = useState(false);

  const rate = useCallback(
    async (courseId: number, value: number): Promise<boolean> => {
      setRating(true);
      try {
        const { enrollment } = await api.rateCourse(courseId, value);
        updateEnrollment(enrollment);
        notify.success('Thank you!', 'Your rating has been submitted.');
        return true;
      } catch (error) {
        notify.error('Failed to submit rating.', errorMessage(error, 'Please try again.'));
        return false;
      } finally {
        setRating(false);
      }
    },
    [api, updateEnrollment],
  );

  return { state, rating, rate };
}
