import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type LecternApi } from '../client/api-context';
import { queryRoots } from './invalidation';

export const statsKeys = { all: [queryRoots.stats] as const };

export const statsQuery = (api: LecternApi) => queryOptions({ queryKey: statsKeys.all, queryFn: () => api.getStats() });

export function useStats() {
  return useQuery(statsQuery(useApi()));
}
