import { useCallback, useMemo } from 'react';
import {
  attempt,
  notify,
  paths,
  useAddToCart,
  useCartQuery,
  useEnroll,
  useNavigate,
  useUnsaveCourse,
  useWishlist,
  type Course,
  type Id,
} from '@lectern/shared-sdk';

/**
 * The wishlist and what a student does from it: enrol (a paid course goes through the cart, as everywhere), put a
 * course in the cart, or take it out of the list. Enrolling and buying take a course out on the server; the data
 * layer reads the list again after either.
 */
export function useWishlistPage() {
  const navigate = useNavigate();
  const wishlist = useWishlist({ failure: 'Failed to fetch your wishlist' });
  const cart = useCartQuery();
  const enrollment = useEnroll();
  const cartAddition = useAddToCart();
  const removal = useUnsaveCourse();
  const inCart = useMemo(() => new Set((cart.data?.courseIds ?? []).map((course) => course.id)), [cart.data]);

  const { mutateAsync: addCourse } = cartAddition;
  const putInCart = useCallback(async (course: Course) => inCart.has(course.id) || attempt(addCourse(course.id)), [addCourse, inCart]);

  const { mutate: enrollIn } = enrollment;
  const enroll = useCallback(
    async (course: Course) => {
      if (course.price > 0) {
        if (await putInCart(course)) navigate(paths.student.cart());
        return;
      }
      enrollIn(course.id, {
        onSuccess: () => {
          notify.success('Course Enrolled!');
          navigate(paths.student.learn(course.id));
        },
      });
    },
    [enrollIn, navigate, putInCart],
  );

  const addToCart = useCallback(
    async (course: Course) => {
      if (await putInCart(course)) notify.success('Added to Cart');
    },
    [putInCart],
  );

  const { mutate: unsave } = removal;
  const remove = useCallback((courseId: Id) => unsave(courseId, { onSuccess: () => notify.success('Removed from your wishlist') }), [unsave]);

  const busyId = enrollment.isPending
    ? enrollment.variables
    : cartAddition.isPending
      ? cartAddition.variables
      : removal.isPending
        ? removal.variables
        : null;
  return {
    courses: wishlist.data,
    loading: wishlist.isPending && !wishlist.isError,
    failed: wishlist.isError,
    inCart,
    busyId: busyId ?? null,
    enroll,
    addToCart,
    remove,
  };
}
