import { useCallback } from 'react';
import {
  attempt,
  notify,
  paths,
  rememberIntent,
  sessionStore,
  useAddToCart,
  useEnroll,
  useNavigate,
  type Course,
  type Id,
  type PendingIntent,
} from '@lectern/shared-sdk';

/** The page a visitor is on, to come back to once signed in. */
const here = () => `${window.location.pathname}${window.location.search}`;

interface CourseActionsOptions {
  /** The catalogue says 'Course Enrolled!', the detail page 'Enrolled Successfully!'. */
  enrolledTitle: string;
  isInCart: (courseId: Id) => boolean;
}

/**
 * Spec sections 2 and 6: student-only enrol and cart actions with the role messages. The changes go through the
 * data layer, which keeps the cart, the 'in cart' marks and the student's lists up to date and raises the failure
 * toasts ('Failed to enroll.', 'Failed to add to cart.').
 */
export function useCourseActions({ enrolledTitle, isInCart }: CourseActionsOptions) {
  const navigate = useNavigate();
  const enrollment = useEnroll();
  const cartAddition = useAddToCart();

  const mayAct = useCallback(
    (title: string, description: string, intent: PendingIntent): boolean => {
      const user = sessionStore.getState().user;
      if (!user) {
        // Done for them once they have signed in or signed up (see destinationAfterSignIn).
        rememberIntent(intent);
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

  const { mutateAsync: addCourse } = cartAddition;
  /** Resolves true when the course is in the cart (already, or now). */
  const putInCart = useCallback(
    async (course: Course): Promise<boolean> => {
      if (isInCart(course.id)) return true;
      return attempt(addCourse(course.id));
    },
    [addCourse, isInCart],
  );

  const { mutate: enrollIn } = enrollment;
  const enroll = useCallback(
    async (course: Course) => {
      // A paid course's Enroll puts it in the cart and opens the cart; a free one enrols and opens the course.
      const intent: PendingIntent =
        course.price > 0
          ? { kind: 'addToCart', courseId: course.id, returnTo: paths.student.cart() }
          : { kind: 'enroll', courseId: course.id, returnTo: paths.student.learn(course.id) };
      if (!mayAct('Only students can enroll', 'Please login as a student to enroll.', intent)) return;
      // The server takes paid courses only through the cart, so 'Enroll' on one means 'buy it'.
      if (course.price > 0) {
        if (await putInCart(course)) navigate(paths.student.cart());
        return;
      }
      enrollIn(course.id, {
        onSuccess: () => {
          notify.success(enrolledTitle);
          navigate(paths.student.learn(course.id));
        },
      });
    },
    [enrollIn, enrolledTitle, mayAct, navigate, putInCart],
  );

  const addToCart = useCallback(
    async (course: Course) => {
      const intent: PendingIntent = { kind: 'addToCart', courseId: course.id, returnTo: here() };
      if (!mayAct('Only students can add to cart', 'Please login as a student to add courses to cart.', intent)) return;
      if (isInCart(course.id)) {
        navigate(paths.student.cart());
        return;
      }
      if (await putInCart(course)) notify.success('Added to Cart');
    },
    [isInCart, mayAct, navigate, putInCart],
  );

  const busyId = enrollment.isPending ? enrollment.variables : cartAddition.isPending ? cartAddition.variables : null;
  return { busyId: busyId ?? null, enroll, addToCart };
}
