import { useEffect, useState } from 'react';
import {
  errorMessage,
  isCompleted,
  notify,
  sessionStore,
  useApi,
  type Enrollment,
  type User,
} from '@lectern/shared-sdk';

export function useProfile() {
  const api = useApi();
  const [user, setUser] = useState<User | null>(null);
  const [enrollments, setEnrollments] = useState<Enrollment[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    Promise.all([api.getProfile(), api.listMyEnrollments()])
      .then(([profile, mine]) => {
        if (!active) return;
        setUser(profile.user);
        setEnrollments(mine.enrollments);
      })
      .catch((error: unknown) => {
        if (!active) return;
        notify.error('Failed to fetch profile or courses.', errorMessage(error, 'Please try again.'));
        setUser(sessionStore.getState().user);
      })
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [api]);

  const completed = enrollments.filter(isCompleted).length;
  return { user, setUser, enrollments, loading, completed };
}
