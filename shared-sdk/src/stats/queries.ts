import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import { useRead, type ReadOptions } from '../core/hooks';
import { queryRoots } from '../core/invalidation';

export const statsKeys = { all: [queryRoots.stats] as const };

export const statsQuery = (api: LecternApi) => queryOptions({ queryKey: statsKeys.all, queryFn: () => api.getStats() });

export const useStats = (options?: ReadOptions) => useRead(statsQuery, options);
