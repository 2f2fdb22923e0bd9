import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ApiError,
  errorMessage,
  goToAddress,
  notify,
  notifyFailure,
  paths,
  useApplyCoupon,
  useCartQuery,
  useCheckout,
  useNavigate,
  useRemoveCoupon,
  useRemoveFromCart,
  useSearchParams,
  type Cart,
  type Id,
} from '@lectern/shared-sdk';

/** The API's code on its 409 when a price changed since the cart was shown. */
const PRICES_CHANGED = 'prices_changed';

/** Spec section 9: checkout leads to My Learning 1.5 s later. */
const CHECKOUT_REDIRECT_MS = 1500;

const emptyCart: Cart = { courseIds: [], subtotal: 0, discount: 0, total: 0, coupon: null };

/** The coupon field: applying a code (its refusal said under the field, not in a toast) and taking it off. */
function useCouponControls() {
  const application = useApplyCoupon();
  const removal = useRemoveCoupon();
  const [error, setError] = useState<string | null>(null);
  const { mutate: applyCode } = application;
  const { mutate: removeCode } = removal;
  const apply = useCallback(
    (code: string) => {
      setError(null);
      applyCode(code, {
        onSuccess: () => notify.success('Coupon applied'),
        onError: (refusal) => setError(errorMessage(refusal, 'The coupon could not be applied. Please try again.')),
      });
    },
    [applyCode],
  );
  const remove = useCallback(() => removeCode(undefined, { onSuccess: () => notify.success('Coupon removed') }), [removeCode]);
  const clearError = useCallback(() => setError(null), []);
  return { busy: application.isPending || removal.isPending, error, apply, clearError, remove };
}

export function useCart() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  // Back from the payment page without paying: said once, and the address loses the mark.
  const cancelled = searchParams.get('checkout') === 'cancelled';
  const dismissCancelled = useCallback(() => setSearchParams({}, { replace: true }), [setSearchParams]);
  const [payingAt, setPayingAt] = useState<string | null>(null);
  const cart = useCartQuery({ failure: 'Failed to fetch cart' });
  const removal = useRemoveFromCart();
  const checkoutCall = useCheckout();
  const coupon = useCouponControls();
  const [checkedOut, setCheckedOut] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const { mutate: removeCourse } = removal;
  const remove = useCallback((courseId: Id) => removeCourse(courseId, { onSuccess: () => notify.success('Removed from cart') }), [removeCourse]);

  const { mutate: checkOut } = checkoutCall;
  const shown = cart.isError ? emptyCart : cart.data;
  const checkout = useCallback(() => {
    if (!shown) return;
    // The total on screen: if a price changed since, the server refuses rather than charge something else.
    checkOut(shown.total, {
      onSuccess: (result) => {
        if (result.checkoutUrl) {
          // Payments on: the courses are the student's once the payment is confirmed, on the page we come back to.
          setPayingAt(result.checkoutUrl);
          goToAddress(result.checkoutUrl, navigate);
          return;
        }
        setCheckedOut(true);
        notify.success('Checkout successful!', `${result.message}. Your courses are waiting in My Learning.`);
        redirect.current = setTimeout(() => navigate(paths.student.myLearning()), CHECKOUT_REDIRECT_MS);
      },
      // A 409 means prices changed or a course can no longer be bought: the cart is read again (the SDK's useCheckout),
      // so the page shows the new total, or the course marked with Remove, and the server's message says which.
      onError: (error) =>
        error instanceof ApiError && error.status === 409 && error.details.code === PRICES_CHANGED
          ? notify.error('Checkout failed', `${error.message}. Check the new total, then check out again.`)
          : notifyFailure('Checkout failed', error),
    });
  }, [checkOut, navigate, shown]);

  return {
    cart: shown ?? null,
    loading: shown === undefined,
    removingId: removal.isPending ? removal.variables : null,
    // Stays busy while the window goes to the payment page.
    checkingOut: checkoutCall.isPending || payingAt !== null,
    checkedOut,
    cancelled,
    dismissCancelled,
    remove,
    checkout,
    coupon,
  };
}
