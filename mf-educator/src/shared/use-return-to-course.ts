import { attempt, notify, paths, useNavigate, type Id } from '@lectern/shared-sdk';

/**
 * The module and video forms lead back to their course's page (My Courses when the address names no course): after
 * a save, with its toast, and on Cancel. A refused save toasts `failure` with the server's words and stays.
 */
export function useReturnToCourse(courseId: Id | null) {
  const navigate = useNavigate();
  const coursePage = courseId === null ? paths.educator.courses() : paths.educator.course(courseId);

  const save = async (change: Promise<unknown>, success: string, failure: string) => {
    const done = () => {
      notify.success(success);
      navigate(coursePage);
    };
    await attempt(change, done, failure);
  };

  return { coursePage, save, cancel: () => navigate(coursePage) };
}
