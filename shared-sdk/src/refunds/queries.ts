import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import { invalidateCourseData, queryRoots } from '../core/invalidation';
import { useChange, useRead, type ReadOptions } from '../core/hooks';
import type { RequestRefundInput } from './schemas';

export const refundKeys = {
  educator: [queryRoots.teaching, 'refunds'] as const,
  admin: [queryRoots.admin, 'refunds'] as const,
};

export const educatorRefundsQuery = (api: LecternApi) => queryOptions({ queryKey: refundKeys.educator, queryFn: () => api.listEducatorRefunds() });
export const adminRefundsQuery = (api: LecternApi) => queryOptions({ queryKey: refundKeys.admin, queryFn: () => api.listAdminRefunds() });

/** Requests on the educator's courses (those waiting for a decision, then recent decided ones), and disputed orders of them. */
export const useEducatorRefunds = (options?: ReadOptions) => useRead(educatorRefundsQuery, options);
/** Every refund request waiting or recently decided, and disputed orders (admins). */
export const useAdminRefunds = (options?: ReadOptions) => useRead(adminRefundsQuery, options);

/** A refund moves money and ends access: orders, My Learning, earnings and revenue are all read again. */
const refundChanged = (queryClient: QueryClient) => invalidateCourseData(queryClient);

/** The student asks for one course of an order back: refunded at once, or waiting for the educator. */
export const useRequestRefund = () =>
  useChange({
    call: async (api, { orderId, input }: { orderId: Id; input: RequestRefundInput }) => (await api.requestRefund(orderId, input)).refund,
    failure: 'Failed to request the refund',
    onSuccess: refundChanged,
  });

export const useApproveRefund = () =>
  useChange({
    call: async (api, refundId: Id) => (await api.approveRefund(refundId)).refund,
    failure: 'Failed to approve the refund',
    onSuccess: refundChanged,
  });

export const useDeclineRefund = () =>
  useChange({
    call: async (api, { refundId, reason }: { refundId: Id; reason: string }) => (await api.declineRefund(refundId, { reason })).refund,
    failure: 'Failed to decline the refund',
    onSuccess: refundChanged,
  });
