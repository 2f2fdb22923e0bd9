// First, before any package is required (see production-env.ts).
import { deploymentNodeEnv } from './production-env';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { configureApi, type RemoteName } from '@lectern/shared-sdk';
import { createAreaServerLoader } from './area-server';
import { trackConnections } from './connections';
import { createRemoteOrigin } from './remote-origin';
import { assignedTo, createRegistryReader, RELEASES_FOLDER, releaseLocations } from '@lectern/shared-sdk/registry/registry.cjs';
import type { PreviewPin } from './previews';
import type { LiveAreas } from './release-assignment';
import { areas, browserHost, remotesJson, resolveRuntimeConfig, type RuntimeConfig, type RuntimeConfigOverrides } from './runtime-config.cjs';
import { createShellApp, type ShellLog } from './shell-app';

/** Where an area's server bundle is described, beside its browser manifest on the area's origin. */
const SERVER_MANIFEST_PATH = 'server/manifest.json';
/** Server bundles kept loaded: each area's stable release and canary, and a few more. */
const MAX_SERVER_BUNDLES = 12;

export interface StartOptions extends RuntimeConfigOverrides {
  env?: Record<string, string | undefined>;
  /** Build folders, keyed 'shell', 'mf_public' …; by default each package's dist/ beside this bundle's. */
  distDirs?: Partial<Record<string, string>>;
  /** Where releases are (<dir>/<package>/<version>/) and the registry of live ones; by default from the environment. */
  releasesDir?: string;
  registryFile?: string;
  log?: ShellLog;
}

export interface RunningServer {
  name: string;
  port: number;
  url: string;
  /** Stops listening; in-flight requests may finish within `graceMs` (0: cut at once), idle and half-sent connections end now. */
  close(graceMs?: number): Promise<void>;
}

export interface Servers {
  config: RuntimeConfig;
  shell: RunningServer;
  /** The remotes' servers that are running, by remote. */
  remotes: ReadonlyMap<string, RunningServer>;
  startRemote(remote: string): Promise<RunningServer>;
  stopRemote(remote: string): Promise<void>;
  /** Every server, gracefully: in-flight requests finish within the configured grace period (SHUTDOWN_GRACE). */
  close(): Promise<void>;
}

/**
 * The repository root: the nearest folder above this bundle that holds the platform's table, whether it runs as the
 * working build (shell/dist/server/main.cjs) or as a release (releases/shell/<version>/server/main.cjs).
 */
function findRoot(from: string): string {
  for (let dir = from; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'shared-sdk', 'platform.json'))) return dir;
  }
  return path.resolve(from, '..', '..', '..');
}
const ROOT = findRoot(__dirname);
/** This bundle's own build: the folder its server/ sits in. */
const OWN_BUILD = path.resolve(__dirname, '..');

const consoleLog: ShellLog = {
  info: (message) => console.log(`[shell] ${message}`),
  warn: (message) => console.warn(`[shell] ${message}`),
  error: (message, error) => console.error(`[shell] ${message}`, error ?? ''),
};

async function listen(app: FastifyInstance, name: string, host: string, port: number): Promise<RunningServer> {
  const connections = trackConnections(app.server);
  await app.listen({ host, port });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    name,
    port: actualPort,
    url: `http://${browserHost(host)}:${actualPort}`,
    close: async (graceMs = 0) => {
      // Fastify stops listening and answers 503 on a kept-alive connection meanwhile; the tracker ends the connections.
      const closing = app.close();
      await connections.drain(graceMs);
      await closing;
    },
  };
}

/**
 * Starts the shell's server and one origin per remote (each serving its build folder, as a CDN would in production).
 * The configuration comes from the environment (see runtime-config.cjs) or from the options, which win.
 */
export async function startServers(options: StartOptions = {}): Promise<Servers> {
  // NODE_ENV as the process was started with (production-env.ts sets it to production for React's sake).
  const config = resolveRuntimeConfig(options.env ?? { ...process.env, NODE_ENV: deploymentNodeEnv }, options);
  const log = options.log ?? consoleLog;
  const distDir = (name: string, folder: string) => options.distDirs?.[name] ?? path.join(ROOT, folder, 'dist');
  const locations = releaseLocations(options.env ?? process.env, ROOT);
  const releasesDir = options.releasesDir ?? locations.releasesDir;
  // The SDK's API client is shared with the areas' server bundles: their pages read the API configured here.
  configureApi({ baseUrl: config.apiUrl });

  // Which release of each area is live, for whom: read again when the file changes, so a deploy needs no restart.
  const registry = createRegistryReader(options.registryFile ?? locations.registryFile, log);
  const liveAreas = (seed: string | null, preview: PreviewPin | null): LiveAreas => {
    const current = registry.current();
    const assigned = assignedTo(current, seed);
    const releases = preview ? { ...assigned.areas, [preview.area]: preview.release } : assigned.areas;
    // A preview's release is pinned to the hash its release recorded; one that recorded none is left unpinned, so its
    // pages render in the browser (the loader runs no release without a pin).
    const serverBundles = Object.fromEntries(
      Object.entries(assigned.serverBundles)
        .filter(([area]) => area !== preview?.area)
        .concat(preview?.serverSha256 ? [[preview.area, preview.serverSha256]] : []),
    );
    // A previewed release's entry loads without an integrity of its own (the preview link names none).
    const integrity = Object.fromEntries(Object.entries(assigned.integrity).filter(([area]) => area !== preview?.area));
    return {
      remotes: remotesJson(config, releases, integrity),
      releases,
      serverBundles,
      personal: preview !== null || Object.keys(current.canaries).length > 0,
    };
  };
  // Each release's server bundle runs only with the hash the registry pins for it (the working build's manifest names
  // its own), and in production only from an https origin. One loader per release in use (a canary runs beside its
  // stable release), the least recently used forgotten past a few.
  const loaders = new Map<string, ReturnType<typeof createAreaServerLoader>>();
  const loaderFor = (remote: RemoteName, live: LiveAreas) => {
    const areaPackage = areas.find((candidate) => candidate.remote === remote)?.package ?? remote;
    const release = Object.hasOwn(live.releases, areaPackage) ? live.releases[areaPackage] : undefined;
    const pinnedSha256 = release === undefined ? undefined : (live.serverBundles[areaPackage] ?? null);
    const key = `${remote} ${release ?? 'working'} ${pinnedSha256 ?? ''}`;
    let loader = loaders.get(key);
    if (loader) loaders.delete(key);
    else
      loader = createAreaServerLoader({
        remote,
        source: { manifestUrl: new URL(SERVER_MANIFEST_PATH, live.remotes[remote]).href, pinnedSha256 },
        httpsOnly: config.production,
        log,
      });
    loaders.set(key, loader);
    for (const stale of [...loaders.keys()].slice(0, Math.max(0, loaders.size - MAX_SERVER_BUNDLES))) loaders.delete(stale);
    return loader;
  };
  const shellApp = await createShellApp({
    config,
    distDir: options.distDirs?.shell ?? OWN_BUILD,
    loadArea: (remote, live) => loaderFor(remote, live).load(),
    liveAreas,
    log,
  });

  const running = new Map<string, RunningServer>();
  async function startRemote(remote: string): Promise<RunningServer> {
    const already = running.get(remote);
    if (already) return already;
    const area = areas.find((candidate) => candidate.remote === remote);
    if (!area) throw new Error(`Unknown remote ${remote}`);
    const app = await createRemoteOrigin(distDir(remote, area.package), path.join(releasesDir, area.package), `/${RELEASES_FOLDER}/`);
    const started = await listen(app, remote, config.host, config.remotes[area.remote].port);
    running.set(remote, started);
    return started;
  }
  async function stopRemote(remote: string, graceMs = 0): Promise<void> {
    const server = running.get(remote);
    if (!server) return;
    running.delete(remote);
    await server.close(graceMs);
  }

  const shell = await listen(shellApp, 'shell', config.host, config.shellPort);
  try {
    for (const { remote } of areas) await startRemote(remote);
  } catch (error) {
    await Promise.all([shell.close(), ...[...running.keys()].map((remote) => stopRemote(remote))]);
    throw error;
  }
  return {
    config,
    shell,
    remotes: running,
    startRemote,
    stopRemote,
    close: async () => {
      await Promise.all([shell.close(config.shutdownGraceMs), ...[...running.keys()].map((remote) => stopRemote(remote, config.shutdownGraceMs))]);
    },
  };
}

/**
 * SIGTERM (an orchestrator stopping the process) and SIGINT stop the servers within the grace period: in-flight
 * requests finish, idle and half-sent connections are closed at once, and the process exits when all are gone (or
 * at the latest a second after the grace period, whatever still holds it).
 */
export function stopOnSignals(servers: Servers, log: Pick<ShellLog, 'info'> = consoleLog): void {
  const stop = (signal: NodeJS.Signals) => {
    const grace = servers.config.shutdownGraceMs;
    log.info(`${signal}: stopping, in-flight requests have ${grace} ms to finish`);
    setTimeout(() => process.exit(1), grace + 1000).unref();
    void servers.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

export function printServers(servers: Servers): void {
  console.log(`[serve] shell       ${servers.shell.url}`);
  for (const handle of servers.remotes.values()) console.log(`[serve] ${handle.name.padEnd(11)} ${handle.url}`);
  console.log(`[serve] API         ${servers.config.apiUrl}`);
}

/** `npm run serve` (node shell/dist/server/main.cjs): the servers alone, for an API that runs elsewhere. */
async function main(): Promise<void> {
  const servers = await startServers();
  printServers(servers);
  stopOnSignals(servers);
}

// Run as a program, not required by npm start or the e2e harness (inside a bundle, require.main is the bundle's entry).
if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  main().catch((error: unknown) => {
    console.error(`[serve] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
