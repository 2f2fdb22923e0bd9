import { createRequire } from 'node:module';
import vm from 'node:vm';
import * as sdk from '@lectern/shared-sdk';
import type { ServerAreaModule } from '@lectern/shared-sdk';
import { incompatibility, isAreaBuild } from '@lectern/shared-sdk/release';

/** What an area's server/manifest.json says (written by the area's build, see shared-sdk/webpack). */
interface ServerManifest {
  entry: string;
  builtAt?: string;
  /** The shared packages and the ranges the bundle was built against. */
  shared?: Record<string, string>;
}

export interface AreaServerLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface AreaServerLoaderOptions {
  /** Where the area's server manifest lives, on the area's own origin (asked each time: the live release may change). */
  manifestUrl: string | (() => string);
  log: AreaServerLog;
  /** How long a looked-up manifest is trusted before it is asked again (a redeploy shows within this). */
  recheckMs?: number;
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
 * restarted. Anything that goes wrong (unreachable, slow, a bundle that throws) gives null, and the page renders
 * in the browser as it would without server rendering.
 */
export function createAreaServerLoader({ manifestUrl: manifestAt, log, recheckMs = 1000, timeoutMs = 1500, fetcher = fetch }: AreaServerLoaderOptions): AreaServerLoader {
  let current: { bundleUrl: string; area: ServerAreaModule } | null = null;
  let lastManifestUrl: string | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<ServerAreaModule | null> | null = null;
  let failing = false;

  const get = async (url: string): Promise<Response> => {
    const response = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response;
  };

  async function check(manifestUrl: string): Promise<ServerAreaModule | null> {
    try {
      const manifest = (await (await get(manifestUrl)).json()) as ServerManifest;
      if (typeof manifest.entry !== 'string' || manifest.entry.includes('..')) throw new Error('the manifest names no entry');
      const bundleUrl = new URL(manifest.entry, manifestUrl).href;
      if (current?.bundleUrl === bundleUrl) return current.area;
      const mismatches = sharedMismatches(manifest.shared ?? {});
      if (mismatches.length > 0) throw new Error(`shared packages differ: ${mismatches.join(', ')}`);
      const area = evaluate(await (await get(bundleUrl)).text(), bundleUrl);
      if (!isServerAreaModule(area)) throw new Error(`${bundleUrl} does not export { build, routes, prepare }`);
      // The browser shows this area's fallback with the reason; the server leaves the page to it.
      const problem = incompatibility('mf_public', area.build);
      if (problem) throw new Error(problem);
      current = { bundleUrl, area };
      log.info(`server bundle ${bundleUrl} loaded`);
      failing = false;
      return area;
    } catch (error) {
      // Reported once per outage; the pages render in the browser meanwhile.
      if (!failing) log.warn(`server bundle of ${manifestUrl} unavailable, rendering in the browser: ${(error as Error).message}`);
      failing = true;
      current = null;
      return null;
    }
  }

  return {
    async load() {
      const manifestUrl = typeof manifestAt === 'function' ? manifestAt() : manifestAt;
      // Another release went live: look at once instead of at the next recheck.
      if (manifestUrl === lastManifestUrl && Date.now() - checkedAt < recheckMs) return current?.area ?? null;
      lastManifestUrl = manifestUrl;
      checking ??= check(manifestUrl).finally(() => {
        checkedAt = Date.now();
        checking = null;
      });
      return checking;
    },
  };
}
