import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import { queryRoots } from '../core/invalidation';
import { useChange, useRead, type ReadOptions } from '../core/hooks';

export const earningsKeys = {
  mine: [queryRoots.teaching, 'earnings'] as const,
  revenue: [queryRoots.admin, 'revenue'] as const,
};

/** How often the Earnings page asks again while Stripe checks an educator's details (they just came back from it). */
export const PAYOUTS_POLL_MS = 3000;

/** The educator's earnings; with `awaitPayouts`, read again while their payout account is being checked. */
export const myEarningsQuery = (api: LecternApi, { awaitPayouts = false }: { awaitPayouts?: boolean } = {}) =>
  queryOptions({
    queryKey: earningsKeys.mine,
    queryFn: async () => (await api.getMyEarnings()).earnings,
    refetchInterval: (query) => (awaitPayouts && query.state.data?.payouts.status === 'onboarding' ? PAYOUTS_POLL_MS : false),
  });
export const revenueQuery = (api: LecternApi) =>
  queryOptions({ queryKey: earningsKeys.revenue, queryFn: async () => (await api.getRevenue()).revenue });

/** The educator's earnings: totals, by month and by course, and their payouts. */
export const useMyEarnings = (options?: ReadOptions & { awaitPayouts?: boolean }) =>
  useRead((api) => myEarningsQuery(api, { awaitPayouts: options?.awaitPayouts ?? false }), options);

/** Opens (or goes on with) the educator's payout account: answers the provider's onboarding address to go to. */
export const useStartPayoutOnboarding = () =>
  useChange<{ url: string }, undefined>({
    call: (api) => api.startPayoutOnboarding(),
    failure: 'Failed to open the payout account setup',
    // A test account is enabled at once (and what accrued is paid out): the page reads its payouts again.
    onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: earningsKeys.mine }),
  });
/** The platform's revenue (admins). */
export const useRevenue = (options?: ReadOptions) => useRead(revenueQuery, options);
