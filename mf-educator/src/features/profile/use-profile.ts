import { useEffect, useState } from 'react';
import { errorMessage, notify, useApi, type Course, type User } from '@lectern/shared-sdk';

/** The educator's profile and courses, read once; `failed` when either could not be read (the page says so). */
export function useProfile() {
  const api = useApi();
  const [user, setUser] = useState<User | null>(null);
  const [courses, setCourses] = useState<Course[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    Promise.all([api.getProfile(), api.listMyCourses()]).then(
      ([profile, mine]) => {
        if (!active) return;
        setUser(profile.user);
        setCourses(mine);
      },
      (error: unknown) => {
        if (!active) return;
        setFailed(true);
        notify.error('Failed to fetch profile or courses.', errorMessage(error, 'Please try again.'));
      },
    );
    return () => {
      active = false;
    };
  }, [api]);
  return { user, setUser, courses, failed };
}
