import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import { queryRoots } from '../core/invalidation';
import { useChange, useRead, type ReadOptions } from '../core/hooks';
import type { AreaHealth, DeployableArea, PreviewLink } from './schemas';

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

/** After a promotion, a rollback or a preview link: the Releases page reads the registry again. */
const releasesChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: telemetryKeys.releases });

/** Makes an area's canary stable for everyone (admins). */
export const usePromoteCanary = () =>
  useChange<AreaHealth, { area: DeployableArea; reason?: string }>({
    call: (api, { area, reason }) => api.promoteCanary(area, reason ? { reason } : {}),
    failure: 'Failed to promote the canary',
    onSuccess: releasesChanged,
  });

/** Ends an area's canary, or without one undoes its last deploy (admins). */
export const useRollbackRelease = () =>
  useChange<AreaHealth, { area: DeployableArea; reason?: string }>({
    call: (api, { area, reason }) => api.rollbackRelease(area, reason ? { reason } : {}),
    failure: 'Failed to roll back',
    onSuccess: releasesChanged,
  });

/** A signed, expiring link that pins whoever opens it to a released version of an area (admins). */
export const useCreatePreviewLink = () =>
  useChange<PreviewLink, { area: DeployableArea; release: string }>({
    call: (api, { area, release }) => api.createPreviewLink(area, { release }),
    failure: 'Failed to create the preview link',
  });
