import fs from 'node:fs';
import path from 'node:path';
import {
  promote,
  readRegistryFile,
  rollback,
  SEMVER,
  updateRegistryFile,
  type Registry,
  type RegistryEntry,
} from '@lectern/shared-sdk/registry/registry.cjs';
import { deployableAreas, type DeployableArea, type ReleaseEvent, type TelemetryArea } from '@lectern/shared-sdk/telemetry/schemas';
import type { ReleasesConfig } from '../../config/env';
import { conflict, notFound, serviceUnavailable } from '../../lib/http-errors';

export const releaseText = {
  noCanary: (area: string) => `${area} runs no canary to promote`,
  nothingToRollBack: (area: string) => `${area} has no deploy to roll back`,
  registryUnreadable: 'The release registry cannot be read here: check LECTERN_REGISTRY on the API and the shell',
  notReleased: (area: string, release: string) => `${area} ${release} is not released`,
  previewInvalid: 'This preview link is not valid or has expired',
} as const;

/** An area's telemetry name (mf_admin) for its package (mf-admin), and back (null for the shell). */
export const telemetryAreaOf = (area: DeployableArea) => area.replace('-', '_') as TelemetryArea;
export const packageOf = (area: TelemetryArea): DeployableArea | null =>
  deployableAreas.find((candidate) => candidate === area.replace('_', '-')) ?? null;

/** Who changed the registry, and why. */
export interface ReleaseActor {
  by: string;
  reason?: string;
  figures?: Record<string, unknown>;
}

/** How long a request waits for another writer's lock on the registry (the wait holds the API's process up). */
const LOCK_WAIT_MS = 250;

/**
 * A registry change that could not be made: a refusal the person can act on (no canary, nothing to roll back) is a
 * 409; anything else (the registry locked, unreadable or unparsable) is a 503 that says so, never a 500.
 */
function refusal(error: unknown, area: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (message === releaseText.noCanary(area) || message === releaseText.nothingToRollBack(area)) return conflict(message);
  if (message.includes('locked by another deploy') || message.includes('changed during this deploy')) return serviceUnavailable(message, error);
  return serviceUnavailable(releaseText.registryUnreadable, error);
}

/** Changes the registry under its lock, waiting briefly; a refusal becomes the answer's error (see refusal). */
function change(file: string, area: string, next: (current: Registry) => Registry | null): Registry | null {
  try {
    return updateRegistryFile(file, next, { waitMs: LOCK_WAIT_MS }).after;
  } catch (error) {
    throw refusal(error, area);
  }
}

/** A history entry as the API answers it. */
export function releaseEventOf(entry: RegistryEntry): ReleaseEvent {
  return {
    at: entry.at,
    action: entry.action,
    stable: entry.live ?? 'working',
    canary: entry.canary ?? null,
    share: entry.share ?? null,
    by: entry.by ?? null,
    reason: entry.reason ?? null,
    figures: entry.figures ?? null,
  };
}

/**
 * The registry as the API reads and changes it: the same file the shell's server reads (LECTERN_REGISTRY), changed
 * under its lock (updateRegistryFile), so an admin's promotion, the automatic rollback and an operator's deploy never
 * overwrite each other.
 */
export function releaseControl(config: Pick<ReleasesConfig, 'registryFile' | 'releasesDir'>) {
  return {
    /** The registry now, or null when its file cannot be read or parsed. */
    read(): Registry | null {
      try {
        return readRegistryFile(config.registryFile);
      } catch {
        return null;
      }
    },

    promote(area: DeployableArea, actor: ReleaseActor, now: Date): Registry | null {
      return change(config.registryFile, area, (current) => promote(current, area, now, actor));
    },

    /** Ends the area's canary when one runs, else undoes its last deploy. */
    rollback(area: DeployableArea, actor: ReleaseActor, now: Date): Registry | null {
      return change(config.registryFile, area, (current) => rollback(current, area, now, actor).registry);
    },

    /**
     * Ends the area's canary if it is still `release` that runs (another instance, or a person, may have ended or
     * replaced it since it was judged): true when this call ended it.
     */
    endCanary(area: DeployableArea, release: string, actor: ReleaseActor, now: Date): boolean {
      const after = change(config.registryFile, area, (current) =>
        current.canaries[area]?.live === release ? rollback(current, area, now, actor).registry : null,
      );
      return after !== null;
    },

    /** The versions of an area released here (its folders in LECTERN_RELEASES_DIR), the newest first, at most `limit`. */
    released(area: DeployableArea, limit = 20): string[] {
      try {
        return fs
          .readdirSync(path.join(config.releasesDir, area))
          .filter((name) => SEMVER.test(name) && fs.existsSync(path.join(config.releasesDir, area, name, 'release.json')))
          .sort((a, b) => b.localeCompare(a, undefined, { numeric: true }))
          .slice(0, limit);
      } catch {
        return [];
      }
    },

    /** The SHA-256 a released version of an area recorded for its server bundle (its release.json here), or throws 404. */
    serverBundleOf(area: DeployableArea, release: string): string | null {
      if (!SEMVER.test(release)) throw notFound(releaseText.notReleased(area, release));
      const file = path.join(config.releasesDir, area, release, 'release.json');
      let info: { server?: { sha256?: unknown } };
      try {
        info = JSON.parse(fs.readFileSync(file, 'utf8')) as { server?: { sha256?: unknown } };
      } catch {
        throw notFound(releaseText.notReleased(area, release));
      }
      return typeof info.server?.sha256 === 'string' ? info.server.sha256 : null;
    },
  };
}

export type ReleaseControl = ReturnType<typeof releaseControl>;

/** Preview links' tokens, shared with `npm run preview` (scripts/deploy.mjs). */
export { readPreviewToken, signPreview } from '@lectern/shared-sdk/registry/previews.cjs';
