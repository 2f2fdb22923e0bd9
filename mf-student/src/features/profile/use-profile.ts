import { useCallback, useEffect, useState } from 'react';
import {
  ApiError,
  errorMessage,
  isCompleted,
  NETWORK_ERROR_MESSAGE,
  notify,
  sessionStore,
  useApi,
  type ChangePasswordInput,
  type Enrollment,
  type User,
} from '@lectern/shared-sdk';

export interface ProfileEdit {
  name: string;
  profileImage: string;
}

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Spec section 5 (and QUALITY.md's minimum length): the message to show, or null when the form may be sent. */
export function passwordProblem({ oldPassword, newPassword, confirmPassword }: PasswordForm): string | null {
  if (!oldPassword || !newPassword || !confirmPassword) return 'All password fields are required.';
  if (newPassword !== confirmPassword) return 'New passwords do not match.';
  if (newPassword.length < 8) return 'New password must be at least 8 characters.';
  return null;
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

  const changePassword = useCallback(
    async (input: ChangePasswordInput): Promise<boolean> => {
      try {
        await api.changePassword(input);
        notify.success('Password updated successfully!');
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.isNetworkError) notify.error('Network error', NETWORK_ERROR_MESSAGE);
        else notify.error('Failed to update password', errorMessage(error, 'An error occurred.'));
        return false;
      }
    },
    [api],
  );

  const completed = enrollments.filter(isCompleted).length;
  return { user, enrollments, loading, completed, saveProfile, changePassword };
}
