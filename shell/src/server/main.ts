// First, before any package is required (see production-env.ts).
import './production-env';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { configureApi } from '@lectern/shared-sdk';
import { createAreaServerLoader } from './area-server';
import { createRemoteOrigin } from './remote-origin';
import { createRegistryReader, RELEASES_FOLDER, releaseLocations } from './registry.cjs';
import { areas, browserHost, remotesJson, resolveRuntimeConfig, type RuntimeConfig, type RuntimeConfigOverrides } from './runtime-config.cjs';
import { createShellApp, type ShellLog } from './shell-app';

/** Where an area's server bundle is described, beside its browser manifest on the area's origin. */
const SERVER_MANIFEST_PATH = 'server/manifest.json';

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
  close(): Promise<void>;
}

export interface Servers {
  config: RuntimeConfig;
  shell: RunningServer;
  remotes: Record<string, RunningServer>;
  startRemote(remote: string): Promise<RunningServer>;
  stopRemote(remote: string): Promise<void>;
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
  await app.listen({ host, port });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    name,
    port: actualPort,
    url: `http://${browserHost(host)}:${actualPort}`,
    close: async () => {
      app.server.closeAllConnections();
      await app.close();
    },
  };
}

/**
 * Starts the shell's server and one origin per remote (each serving its build folder, as a CDN would in production).
 * The configuration comes from the environment (see runtime-config.cjs) or from the options, which win.
 */
export async function startServers(options: StartOptions = {}): Promise<Servers> {
  const config = resolveRuntimeConfig(options.env ?? process.env, options);
  const log = options.log ?? consoleLog;
  const distDir = (name: string, folder: string) => options.distDirs?.[name] ?? path.join(ROOT, folder, 'dist');
  const locations = releaseLocations(options.env ?? process.env, ROOT);
  const releasesDir = options.releasesDir ?? locations.releasesDir;
  // The SDK's API client is shared with the areas' server bundles: their pages read the API configured here.
  configureApi({ baseUrl: config.apiUrl });

  // Which release of each area is live: read again when the file changes, so a deploy needs no restart.
  const registry = createRegistryReader(options.registryFile ?? locations.registryFile, log);
  const liveRemotes = () => remotesJson(config, registry.areas());
  const publicArea = createAreaServerLoader({ manifestUrl: () => new URL(SERVER_MANIFEST_PATH, liveRemotes().mf_public).href, log });
  const shellApp = await createShellApp({ config, distDir: options.distDirs?.shell ?? OWN_BUILD, loadPublicArea: () => publicArea.load(), liveRemotes, log });

  const remotes: Record<string, RunningServer> = {};
  async function startRemote(remote: string): Promise<RunningServer> {
    const running = remotes[remote];
    if (running) return running;
    const area = areas.find((candidate) => candidate.remote === remote);
    if (!area) throw new Error(`Unknown remote ${remote}`);
    const app = await createRemoteOrigin(distDir(remote, area.package), path.join(releasesDir, area.package), `/${RELEASES_FOLDER}/`);
    const started = await listen(app, remote, config.host, config.remotes[area.remote].port);
    remotes[remote] = started;
    return started;
  }
  async function stopRemote(remote: string): Promise<void> {
    const running = remotes[remote];
    if (!running) return;
    delete remotes[remote];
    await running.close();
  }

  const shell = await listen(shellApp, 'shell', config.host, config.shellPort);
  try {
    for (const { remote } of areas) await startRemote(remote);
  } catch (error) {
    await Promise.all([shell.close(), ...Object.keys(remotes).map(stopRemote)]);
    throw error;
  }
  return {
    config,
    shell,
    remotes,
    startRemote,
    stopRemote,
    close: async () => {
      await Promise.all([shell.close(), ...Object.keys(remotes).map(stopRemote)]);
    },
  };
}

export function printServers(servers: Servers): void {
  console.log(`[serve] shell       ${servers.shell.url}`);
  for (const handle of Object.values(servers.remotes)) console.log(`[serve] ${handle.name.padEnd(11)} ${handle.url}`);
  console.log(`[serve] API         ${servers.config.apiUrl}`);
}

/** `npm run serve` (node shell/dist/server/main.cjs): the servers alone, for an API that runs elsewhere. */
async function main(): Promise<void> {
  const servers = await startServers();
  printServers(servers);
  const stop = () => void servers.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

// Run as a program, not required by npm start or the e2e harness (inside a bundle, require.main is the bundle's entry).
if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  main().catch((error: unknown) => {
    console.error(`[serve] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
