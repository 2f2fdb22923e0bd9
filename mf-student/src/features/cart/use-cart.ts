import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage, notify, paths, useApi, useNavigate, type Cart, type Id } from '@lectern/shared-sdk';

/** Spec section 9: checkout leads to My Learning 1.5 s later. */
export const CHECKOUT_REDIRECT_MS = 1500;

export function useCart() {
  const api = useApi();
  const navigate = useNavigate();
  const [cart, setCart] = useState<Cart | null>(null);
  const [removingId, setRemovingId] = useState<Id | null>(null);
  const [checkingOut, setCheckingOut] = useState(false);
  const [checkedOut, setCheckedOut] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let active = true;
    api.getCart().then(
      (response) => active && setCart(response.cart),
      (error: unknown) => {
        if (!active) return;
        notify.error('Failed to fetch cart', errorMessage(error, 'Please try again.'));
        setCart({ courseIds: [], subtotal: 0, total: 0 });
      },
    );
    return () => {
      active = false;
      clearTimeout(redirect.current);
    };
  }, [api]);

  const remove = useCallback(
    async (courseId: Id) => {
      setRemovingId(courseId);
      try {
        const response = await api.removeFromCart(courseId);
        setCart(response.cart);
        notify.success('Removed from cart');
      } catch (error) {
        notify.error('Failed to remove from cart', errorMessage(error, 'Please try again.'));
      } finally {
        setRemovingId(null);
      }
    },
    [api],
  );

  const checkout = useCallback(async () => {
    if (!cart) return;
    setCheckingOut(true);
    try {
      // The total on screen: if a price changed since, the server refuses rather than charge something else.
      const result = await api.checkout(cart.total);
      setCheckedOut(true);
      setCart({ courseIds: [], subtotal: 0, total: 0 });
      notify.success('Checkout successful!', `${result.message}. Your courses are waiting in My Learning.`);
      redirect.current = setTimeout(() => navigate(paths.student.myLearning()), CHECKOUT_REDIRECT_MS);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Show today's prices, so the next Checkout is for what the student now sees.
        notify.error('Checkout failed', `${error.message}. Check the new total, then check out again.`);
        api.getCart().then((response) => setCart(response.cart), () => undefined);
      } else {
        notify.error('Checkout failed', errorMessage(error, 'Please try again.'));
      }
    } finally {
      setCheckingOut(false);
    }
  }, [api, cart, navigate]);

  return { cart, loading: cart === null, removingId, checkingOut, checkedOut, remove, checkout };
}
