import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import * as sdk from '@lectern/shared-sdk';
import type { RemoteName, ServerAreaModule } from '@lectern/shared-sdk';
import { incompatibility, isAreaBuild } from '@lectern/shared-sdk/release';

/** What an area's server/manifest.json says (written by the area's build, see shared-sdk/webpack). */
interface ServerManifest {
  /** The bundle's file, relative to the manifest's folder. */
  entry: string;
  /** The SHA-256 of the bundle's bytes, in hex. */
  sha256?: string;
  builtAt?: string;
  /** The shared packages and the ranges the bundle was built against. */
  shared?: Record<string, string>;
}

export interface AreaServerLog {
  info(message: string): void;
  warn(message: string): void;
}

/** Where the live server bundle is described, and the hash it must have. */
export interface ServerBundleSource {
  /** The area's server manifest, on the area's own origin (asked each time: the live release may change). */
  manifestUrl: string;
  /**
   * The bundle's SHA-256 (hex) as the registry pins it for a live release: the trust anchor is the shell's own
   * registry, not the origin serving the bundle. `undefined` for the working build, whose manifest's hash is checked
   * (it is served from the configured origin); `null` for a release the registry pins no hash for (refused).
   */
  pinnedSha256?: string | null;
}

export interface AreaServerLoaderOptions {
  /** The area whose bundle this is (its build must be one this shell can run, as in the browser). */
  remote?: RemoteName;
  /** Where the area's server manifest lives now, and the hash its bundle must have. */
  source: ServerBundleSource | (() => ServerBundleSource);
  log: AreaServerLog;
  /** Only https: origins (loopback excepted): production. */
  httpsOnly?: boolean;
  /** How long a looked-up manifest is trusted before it is asked again (a redeploy shows within this). */
  recheckMs?: number;
  /** How long a refused bundle stays refused before it is fetched again (the origin may have been mended). */
  refusedRecheckMs?: number;
  /** A server bundle that does not answer in this time is skipped: the page renders in the browser. */
  timeoutMs?: number;
  fetcher?: typeof fetch;
}

export interface AreaServerLoader {
  /** The area's server module, or null when it cannot be had now (the caller renders in the browser instead). */
  load(): Promise<ServerAreaModule | null>;
}

// The shell's own copies: an area's bundle shares them, as the browser's share scope does (one React, one router …).
const requireFromShell = createRequire(__filename);
const provided: Record<string, unknown> = { '@lectern/shared-sdk': sdk };
const sharedRequire = (id: string): unknown => (Object.hasOwn(provided, id) ? provided[id] : requireFromShell(id));

const majorOf = (version: string) => Number(/\d+/.exec(version)?.[0] ?? Number.NaN);

/** The shared packages whose installed major differs from the one the bundle was built against. */
function sharedMismatches(shared: Record<string, string>): string[] {
  return Object.entries(shared).flatMap(([name, range]) => {
    try {
      const installed = (requireFromShell(`${name}/package.json`) as { version: string }).version;
      return majorOf(installed) === majorOf(range) ? [] : [`${name} ${installed} (built against ${range})`];
    } catch {
      // Not installed under that name here (the SDK is the shell's own, bundled): nothing to compare.
      return [];
    }
  });
}

function isServerAreaModule(value: unknown): value is ServerAreaModule {
  const area = value as Partial<ServerAreaModule> | null;
  return typeof area === 'object' && area !== null && isAreaBuild(area.build) && Array.isArray(area.routes) && typeof area.prepare === 'function';
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
/** A file in the manifest's folder or below it: plain path segments, no scheme, no leading slash, no `..`, no query. */
const RELATIVE_ENTRY = /^(?:[A-Za-z0-9_][A-Za-z0-9._-]*\/)*[A-Za-z0-9_][A-Za-z0-9._-]*\.c?js$/;

/** A bundle the shell will not run, with the reason it says in its log. */
class Refused extends Error {}

/** localhost, 127.0.0.0/8 and ::1: a server on this machine, where plain http is no one else's to read or change. */
export function isLoopback(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** The origin may serve the manifest over this address: https, or http only on loopback when `httpsOnly`. */
function assertTransport(url: URL, httpsOnly: boolean): void {
  if (url.protocol === 'https:') return;
  if (url.protocol !== 'http:') throw new Refused(`${url.protocol} is not an origin the shell loads server code from`);
  if (httpsOnly && !isLoopback(url)) throw new Refused(`${url.origin} is plain http: in production the server bundle comes over https only`);
}

/** The bundle's address: the manifest's entry, which must name a file in the manifest's own folder (or below it). */
function bundleAddress(manifest: ServerManifest, manifestUrl: string): string {
  const { entry } = manifest;
  if (typeof entry !== 'string' || !RELATIVE_ENTRY.test(entry)) {
    throw new Refused(`the manifest's entry ${JSON.stringify(entry)?.slice(0, 100)} is not a .cjs file beside the manifest`);
  }
  const folder = new URL('.', manifestUrl);
  const bundle = new URL(entry, folder);
  // The pattern already keeps it inside; checked again on the resolved address, the one that is fetched.
  if (bundle.origin !== folder.origin || !bundle.pathname.startsWith(folder.pathname)) throw new Refused(`the manifest's entry leaves its folder`);
  return bundle.href;
}

/** The hash the bundle must have: the registry's pin for a release, the manifest's own for the working build. */
function expectedHash(source: ServerBundleSource, manifest: ServerManifest): string {
  if (source.pinnedSha256 === null) throw new Refused('the registry pins no SHA-256 for the live release: deploy it again with npm run deploy');
  const expected = source.pinnedSha256 ?? manifest.sha256;
  if (typeof expected !== 'string' || !SHA256_HEX.test(expected)) {
    throw new Refused(
      source.pinnedSha256 === undefined ? 'the manifest records no SHA-256 of its bundle' : "the registry's SHA-256 is not 64 hex digits",
    );
  }
  return expected;
}

/** Runs a CommonJS bundle with the shell's shared packages, as Node would run a module file. */
function evaluate(code: string, filename: string): unknown {
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename }) as (
    exports: unknown,
    require: (id: string) => unknown,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  const module: { exports: Record<string, unknown> } = { exports: {} };
  wrapper(module.exports, sharedRequire, module, filename, '/');
  return module.exports.default ?? module.exports;
}

/**
 * Loads an area's server bundle from the area's own origin at run time, as the browser loads its remote: the
 * manifest is asked again at most every `recheckMs`, and a new bundle (another file name: its content hash) is
 * fetched and run once. Deploying the area alone changes the server-rendered pages; the shell is not rebuilt or
 * restarted. The bundle is run only when it is the one trusted: its entry a file beside its manifest, its origin https
 * (or loopback) when `httpsOnly`, and its bytes' SHA-256 the registry's pin (a release) or the manifest's (the working
 * build); a refusal is logged once with its reason. Anything that goes wrong (refused, unreachable, slow, a bundle
 * that throws) gives null, and the page renders in the browser as it would without server rendering.
 */
export function createAreaServerLoader({
  remote = 'mf_public',
  source: sourceAt,
  log,
  httpsOnly = false,
  recheckMs = 1000,
  refusedRecheckMs = 30_000,
  timeoutMs = 1500,
  fetcher = fetch,
}: AreaServerLoaderOptions): AreaServerLoader {
  /** The bundle running now, by its address and hash: the same pair is never fetched or run twice. */
  let current: { key: string; area: ServerAreaModule } | null = null;
  /** The last bundle refused, by address and hash, so a refused bundle is not fetched every second. */
  let refused: { key: string; at: number } | null = null;
  let lastSourceKey: string | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<ServerAreaModule | null> | null = null;
  /** The reason last logged: a refusal or an outage is reported once, not once a second. */
  let reported: string | null = null;

  const get = async (url: string): Promise<Response> => {
    // Redirects are not followed: the bundle comes from the address checked here, or not at all.
    const response = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response;
  };

  async function check(source: ServerBundleSource): Promise<ServerAreaModule | null> {
    const { manifestUrl } = source;
    try {
      assertTransport(new URL(manifestUrl), httpsOnly);
      let manifest: ServerManifest;
      try {
        manifest = (await (await get(manifestUrl)).json()) as ServerManifest;
      } catch (error) {
        throw error instanceof SyntaxError ? new Refused('the manifest is not JSON') : error;
      }
      if (typeof manifest !== 'object' || manifest === null) throw new Refused('the manifest is not an object');
      const bundleUrl = bundleAddress(manifest, manifestUrl);
      const sha256 = expectedHash(source, manifest);
      const key = `${bundleUrl}#${sha256}`;
      if (current?.key === key) return current.area;
      if (refused?.key === key && Date.now() - refused.at < refusedRecheckMs) {
        current = null;
        return null;
      }
      const mismatches = sharedMismatches(manifest.shared ?? {});
      if (mismatches.length > 0) throw new Refused(`shared packages differ: ${mismatches.join(', ')}`);
      const bytes = Buffer.from(await (await get(bundleUrl)).arrayBuffer());
      // Nothing of the bundle runs before its bytes are the ones pinned.
      const actual = createHash('sha256').update(bytes).digest('hex');
      if (actual !== sha256) {
        refused = { key, at: Date.now() };
        throw new Refused(`${bundleUrl} has SHA-256 ${actual}, expected ${sha256}`);
      }
      const area = evaluate(bytes.toString('utf8'), bundleUrl);
      if (!isServerAreaModule(area)) throw new Error(`${bundleUrl} does not export { build, routes, prepare }`);
      // The browser shows this area's fallback with the reason; the server leaves the page to it.
      const problem = incompatibility(remote, area.build);
      if (problem) throw new Error(problem);
      current = { key, area };
      refused = null;
      reported = null;
      log.info(`server bundle ${bundleUrl} (sha256 ${sha256.slice(0, 12)}…) loaded`);
      return area;
    } catch (error) {
      // Reported once per reason; the pages render in the browser meanwhile.
      const reason = error instanceof Refused ? `refused: ${error.message}` : `unavailable: ${(error as Error).message}`;
      if (reported !== reason) log.warn(`server bundle of ${manifestUrl} ${reason}; rendering in the browser`);
      reported = reason;
      current = null;
      return null;
    }
  }

  return {
    async load() {
      const source = typeof sourceAt === 'function' ? sourceAt() : sourceAt;
      const sourceKey = `${source.manifestUrl}#${String(source.pinnedSha256)}`;
      // Another release went live: look at once instead of at the next recheck.
      if (sourceKey === lastSourceKey && Date.now() - checkedAt < recheckMs) return current?.area ?? null;
      lastSourceKey = sourceKey;
      checking ??= check(source).finally(() => {
        checkedAt = Date.now();
        checking = null;
      });
      return checking;
    },
  };
}
