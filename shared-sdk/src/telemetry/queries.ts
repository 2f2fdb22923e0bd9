import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import { queryRoots } from '../core/invalidation';
import { useRead, type ReadOptions } from '../core/hooks';

export const telemetryKeys = { releases: [queryRoots.admin, 'releases'] as const };

/** How often the Releases page reads the figures again while it is open. */
export const RELEASE_HEALTH_POLL_MS = 30_000;

export const releaseHealthQuery = (api: LecternApi) =>
  queryOptions({
    queryKey: telemetryKeys.releases,
    queryFn: async () => api.getReleaseHealth(),
    refetchInterval: RELEASE_HEALTH_POLL_MS,
  });

/** How each area's releases did in browsers over the last hours (admins). */
export const useReleaseHealth = (options?: ReadOptions) => useRead(releaseHealthQuery, options);
