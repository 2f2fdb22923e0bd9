// What a build says of itself. Import it as `@lectern/shared-sdk/release`: that path is bundled into each build, never
// shared at run time (only the SDK's root is a singleton), so every area carries the versions it was built with.
import sdkPackage from '../../package.json';
import { CONTRACT_VERSION, areaTitles, type RemoteName } from './area-contract';

/** A front end's package, version and build time, inlined by its build (`__LECTERN_BUILD__`, see shared-sdk/webpack). */
export interface BuildInfo {
  name: string;
  version: string;
  /** ISO time of the build; null outside a build (tests, type checks). */
  builtAt: string | null;
}

/** What an area declares in its exposed module: its build and the contract and SDK versions it was built against. */
export interface AreaBuild extends BuildInfo {
  contract: string;
  sdk: string;
}

declare const __LECTERN_BUILD__: BuildInfo | undefined;

/** This build (the shell's in the shell, an area's in that area). */
export const thisBuild: BuildInfo =
  typeof __LECTERN_BUILD__ === 'undefined' ? { name: 'unbuilt', version: '0.0.0-development', builtAt: null } : __LECTERN_BUILD__;

/** The contract and SDK this build was compiled against (its own bundled copies, whatever is shared at run time). */
export const builtAgainst = { contract: CONTRACT_VERSION, sdk: sdkPackage.version } as const;

/** What an area's './routes' module declares as `build`. */
export const areaBuild: AreaBuild = { ...thisBuild, ...builtAgainst };

interface Semver {
  major: number;
  minor: number;
}

function parseSemver(version: string): Semver | null {
  const match = /^(\d+)\.(\d+)\.\d+(?:[-+].*)?$/.exec(version);
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
}

/** Compares the part of two versions a caret range holds fixed (the major; the minor below 1.0.0): -1, 0 or 1. */
function compareLine(a: Semver, b: Semver): number {
  if (a.major !== b.major) return Math.sign(a.major - b.major);
  return a.major === 0 ? Math.sign(a.minor - b.minor) : 0;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A build's description as it arrived (a release.json, an area's exposed module): checked, not trusted. */
export function isBuildInfo(value: unknown): value is BuildInfo {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.version === 'string' &&
    (value.builtAt === null || typeof value.builtAt === 'string')
  );
}

export function isAreaBuild(value: unknown): value is AreaBuild {
  return isBuildInfo(value) && typeof (value as Partial<AreaBuild>).contract === 'string' && typeof (value as Partial<AreaBuild>).sdk === 'string';
}

/**
 * Why a host (the shell, with its contract and loaded SDK) cannot run an area's build, in words for the person who
 * opened it; null when it can. Contracts must share their major; the SDK must satisfy the area's caret range.
 */
export function incompatibility(remote: RemoteName, area: AreaBuild, host: { contract: string; sdk: string } = builtAgainst): string | null {
  const title = `The ${areaTitles[remote]} ${area.version}`;
  const areaContract = parseSemver(area.contract);
  const hostContract = parseSemver(host.contract);
  if (!areaContract || !hostContract) return `${title} declares a contract version this shell cannot read ("${area.contract}").`;
  if (areaContract.major > hostContract.major) return `${title} needs a newer shell (contract ${area.contract}; this shell speaks ${host.contract}).`;
  if (areaContract.major < hostContract.major)
    return `${title} was built for an older shell (contract ${area.contract}; this shell speaks ${host.contract}) and needs a new release.`;
  const areaSdk = parseSemver(area.sdk);
  const hostSdk = parseSemver(host.sdk);
  if (!areaSdk || !hostSdk) return `${title} declares a shared-sdk version this shell cannot read ("${area.sdk}").`;
  const order = compareLine(areaSdk, hostSdk);
  if (order > 0) return `${title} needs a newer shared-sdk (${area.sdk}; this shell has ${host.sdk}).`;
  if (order < 0) return `${title} was built against an older shared-sdk (${area.sdk}; this shell has ${host.sdk}) and needs a new release.`;
  return null;
}
