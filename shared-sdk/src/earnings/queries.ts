import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import { queryRoots } from '../core/invalidation';
import { useRead, type ReadOptions } from '../core/hooks';

export const earningsKeys = {
  mine: [queryRoots.teaching, 'earnings'] as const,
  revenue: [queryRoots.admin, 'revenue'] as const,
};

export const myEarningsQuery = (api: LecternApi) =>
  queryOptions({ queryKey: earningsKeys.mine, queryFn: async () => (await api.getMyEarnings()).earnings });
export const revenueQuery = (api: LecternApi) =>
  queryOptions({ queryKey: earningsKeys.revenue, queryFn: async () => (await api.getRevenue()).revenue });

/** The educator's earnings: totals, by month and by course. */
export const useMyEarnings = (options?: ReadOptions) => useRead(myEarningsQuery, options);
/** The platform's revenue (admins). */
export const useRevenue = (options?: ReadOptions) => useRead(revenueQuery, options);
