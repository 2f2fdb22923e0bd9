import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import { useRead } from '../core/hooks';
import { remoteNames, type RemoteName, type RemotesManifest } from '../federation/area-contract';
import { isBuildInfo, type BuildInfo } from '../federation/release';
import { adminKeys } from '../users/admin';
import type { ApiVersion } from './schemas';

/** One front end as it answers now: what its release.json says, or null when it cannot be reached. */
export interface LiveBuild {
  /** Where its entry is (the registry's live release, or its working build). */
  entry: string;
  build: BuildInfo | null;
}

export interface LiveVersions {
  shell: BuildInfo | null;
  areas: Record<RemoteName, LiveBuild>;
  api: ApiVersion | null;
}

/** A build's release.json (written beside every entry by the build), never from a cache: a deploy shows at once. */
async function readBuild(url: string): Promise<BuildInfo | null> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    const body: unknown = response.ok ? await response.json() : null;
    return isBuildInfo(body) ? { name: body.name, version: body.version, builtAt: body.builtAt } : null;
  } catch {
    return null;
  }
}

/**
 * What is live now, as each part answers: the shell (its /release.json), each area at the entry the shell's registry
 * names today (/remotes.json, then the release.json beside each entry) and the API (GET /api/version). A part that
 * does not answer is null; the others still show.
 */
export async function loadLiveVersions(api: Pick<LecternApi, 'getApiVersion'>, origin = globalThis.location?.origin ?? ''): Promise<LiveVersions> {
  const noRemotes: Partial<RemotesManifest> = {};
  const [shell, remotes, apiVersion] = await Promise.all([
    readBuild(`${origin}/release.json`),
    fetch(`${origin}/remotes.json`, { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<Partial<RemotesManifest>>) : noRemotes))
      .catch(() => noRemotes),
    api.getApiVersion().catch(() => null),
  ]);
  const areas = await Promise.all(
    remoteNames.map(async (remote): Promise<[RemoteName, LiveBuild]> => {
      const entry = remotes[remote];
      if (typeof entry !== 'string') return [remote, { entry: '', build: null }];
      return [remote, { entry, build: await readBuild(new URL('release.json', entry).href) }];
    }),
  );
  return { shell, areas: Object.fromEntries(areas) as Record<RemoteName, LiveBuild>, api: apiVersion };
}

export const liveVersionsQuery = (api: LecternApi) =>
  queryOptions({ queryKey: adminKeys.versions, queryFn: () => loadLiveVersions(api), staleTime: 0, gcTime: 0 });

/** The About panel's read: asked again each time the panel opens. */
export const useLiveVersions = () => useRead(liveVersionsQuery);
