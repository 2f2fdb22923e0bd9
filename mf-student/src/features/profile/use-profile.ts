import { useCallback, useEffect, useState } from 'react';
import {
  errorMessage,
  isCompleted,
  notify,
  sessionStore,
  useApi,
  type Enrollment,
  type User,
} from '@lectern/shared-sdk';

export interface ProfileEdit {
  name: string;
  profileImage: string;
}

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

  const saveProfile = useCallback(
    async (edit: ProfileEdit): Promise<boolean> => {
      try {
        const response = await api.updateProfile({ name: edit.name, profileImage: edit.profileImage.trim() });
        setUser(response.user);
        // The top bar and sidebar read the session's user.
        if (sessionStore.getState().user) sessionStore.getState().setUser(response.user);
        notify.success('Profile updated!');
        return true;
      } catch (error) {
        notify.error('Failed to update profile', errorMessage(error, 'Please try again.'));
        return false;
      }
    },
    [api],
  );

  const completed = enrollments.filter(isCompleted).length;
  return { user, enrollments, loading, completed, saveProfile };
}
