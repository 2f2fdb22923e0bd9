import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import { invalidateCourseData, queryRoots } from '../core/invalidation';
import { orNull } from '../core/or-null';
import { useChange, useRead, useReadById, type ReadOptions } from '../core/hooks';
import type { Order, TestCheckout } from './schemas';

/** How often a page waiting for a payment's confirmation asks again. */
export const PAYMENT_POLL_MS = 1500;

export const paymentKeys = {
  orders: [queryRoots.learning, 'orders'] as const,
  order: (orderId: Id) => [queryRoots.learning, 'orders', orderId] as const,
  testCheckout: (sessionId: string) => [queryRoots.learning, 'test-checkout', sessionId] as const,
};

/** The student's orders, newest first. */
export const myOrdersQuery = (api: LecternApi) =>
  queryOptions({ queryKey: paymentKeys.orders, queryFn: async () => (await api.listMyOrders()).orders });

/** One of the student's orders (null when there is no such order of theirs), read again while its payment is pending. */
export const orderQuery = (api: LecternApi, orderId: Id) =>
  queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: (): Promise<Order | null> => orNull(async () => (await api.getOrder(orderId)).order),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PAYMENT_POLL_MS : false),
  });

export const testCheckoutQuery = (api: LecternApi, sessionId: string) =>
  queryOptions({
    queryKey: paymentKeys.testCheckout(sessionId),
    queryFn: (): Promise<TestCheckout | null> => orNull(async () => (await api.getTestCheckout(sessionId)).checkout),
  });

export const useMyOrders = (options?: ReadOptions) => useRead(myOrdersQuery, options);
export const useOrder = (orderId: Id | null, options?: ReadOptions) => useReadById(orderQuery, orderId, options);
export const useTestCheckout = (sessionId: string, options?: ReadOptions) => useRead((api) => testCheckoutQuery(api, sessionId), options);

/** Pay on the built-in test checkout: the order is paid and its courses are the student's, so their lists are read again. */
export const usePayTestCheckout = () =>
  useChange({
    call: (api, sessionId: string) => api.payTestCheckout(sessionId),
    onSuccess: (queryClient) => invalidateCourseData(queryClient),
  });
