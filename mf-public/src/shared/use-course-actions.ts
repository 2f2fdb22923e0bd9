import { useCallback, useState } from 'react';
import { errorMessage, notify, paths, sessionStore, useApi, useNavigate, type Cart, type Course, type Id } from '@lectern/shared-sdk';

export interface CourseActionsOptions {
  /** The catalogue says 'Course Enrolled!', the detail page 'Enrolled Successfully!'. */
  enrolledTitle: string;
  isInCart: (courseId: Id) => boolean;
  /** The cart as the server answered the addition. */
  onAddedToCart: (courseId: Id, cart: Cart) => void;
}

/** Spec sections 2 and 6: student-only enrol and cart actions with the role messages. */
export function useCourseActions({ enrolledTitle, isInCart, onAddedToCart }: CourseActionsOptions) {
  const api = useApi();
  const navigate = useNavigate();
  const [busyId, setBusyId] = useState<Id | null>(null);

  const mayAct = useCallback(
    (title: string, description: string): boolean => {
      const user = sessionStore.getState().user;
      if (!user) {
        navigate(paths.login());
        return false;
      }
      if (user.role !== 'student') {
        notify.error(title, description);
        return false;
      }
      return true;
    },
    [navigate],
  );

  const putInCart = useCallback(
    async (course: Course): Promise<boolean> => {
      if (isInCart(course.id)) return true;
      try {
        const { cart } = await api.addToCart(course.id);
        onAddedToCart(course.id, cart);
        return true;
      } catch (error) {
        notify.error('Failed to add to cart.', errorMessage(error, 'Please try again.'));
        return false;
      }
    },
    [api, isInCart, onAddedToCart],
  );

  const enroll = useCallback(
    async (course: Course) => {
      if (!mayAct('Only students can enroll', 'Please login as a student to enroll.')) return;
      setBusyId(course.id);
      try {
        // The server takes paid courses only through the cart, so 'Enroll' on one means 'buy it'.
        if (course.price > 0) {
          if (await putInCart(course)) navigate(paths.student.cart());
          return;
        }
        try {
          await api.enroll(course.id);
        } catch (error) {
          notify.error('Failed to enroll.', errorMessage(error, 'Please try again.'));
          return;
        }
        notify.success(enrolledTitle);
        navigate(paths.student.learn(course.id));
      } finally {
        setBusyId(null);
      }
    },
    [api, enrolledTitle, mayAct, navigate, putInCart],
  );

  const addToCart = useCallback(
    async (course: Course) => {
      if (!mayAct('Only students can add to cart', 'Please login as a student to add courses to cart.')) return;
      if (isInCart(course.id)) {
        navigate(paths.student.cart());
        return;
      }
      setBusyId(course.id);
      try {
        if (await putInCart(course)) notify.success('Added to Cart');
      } finally {
        setBusyId(null);
      }
    },
    [isInCart, mayAct, navigate, putInCart],
  );

  return { busyId, enroll, addToCart };
}
