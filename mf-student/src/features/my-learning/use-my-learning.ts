import { useEffect, useState } from 'react';
import { isCompleted, useApi, type Enrollment } from '@lectern/shared-sdk';

export function useMyLearning() {
  const api = useApi();
  const [enrollments, setEnrollments] = useState<Enrollment[] | null>(null);

  useEffect(() => {
    let active = true;
    api.listMyEnrollments().then(
      (response) => active && setEnrollments(response.enrollments),
      // Spec section 8: enrolments failing to load give an empty list, silently.
      () => active && setEnrollments([]),
    );
    return () => {
      active = false;
    };
  }, [api]);

  const list = enrollments ?? [];
  return {
    loading: enrollments === null,
    current: list.filter((enrollment) => !isCompleted(enrollment)),
    completed: list.filter(isCompleted),
  };
}
