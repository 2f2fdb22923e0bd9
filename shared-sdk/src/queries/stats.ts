import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type LecternApi } from '../client/api-context';

export const statsKeys = { all: ['stats'] as const };

export const statsQuery = (api: LecternApi) => queryOptions({ queryKey: statsKeys.all, queryFn: () => api.getStats() });

export function useStats() {
  return useQuery(statsQuery(useApi()));
}
