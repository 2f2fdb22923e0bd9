import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { EXPOSED_ROUTES_MODULE, remoteNames, type RemoteName, type RemotesManifest } from '@lectern/shared-sdk';
import type { AreaLoader } from './area-registry';
import { readRemoteAreaModule, RemoteLoadError, type RemoteLoadStage } from './remote-module';
import { telemetry } from '../telemetry/telemetry';

const isRemoteName = (value: unknown): value is RemoteName => typeof value === 'string' && (remoteNames as readonly string[]).includes(value);

/**
 * Records the stage at which the runtime gave up on a remote. The first report is the cause (a manifest that
 * could not be fetched is reported again as a failed 'onLoad'). Returning nothing lets the error propagate.
 */
function failureStagePlugin(failures: Map<RemoteName, RemoteLoadStage>): ModuleFederationRuntimePlugin {
  return {
    name: 'lectern-failure-stage',
    errorLoadRemote({ id, lifecycle, remote }) {
      const name = remote?.name ?? id.split('/')[0];
      if (isRemoteName(name) && !failures.has(name)) failures.set(name, lifecycle);
      return undefined;
    },
  };
}

/** The Subresource Integrity an entry's address carries in its fragment (`#sha256-…`, see runtime-config.cjs), or null. */
export function integrityOf(url: string): string | null {
  const fragment = /#(sha(?:256|384|512)-[A-Za-z0-9+/]{43,86}={0,2})$/.exec(url);
  return fragment?.[1] ?? null;
}

/**
 * Loads a release's entry with Subresource Integrity: the script element carries the hash its address names, and is
 * fetched with CORS (the areas' origins allow any), so the browser runs it only with the bytes that were deployed. An
 * entry without one (a working build) is left to the runtime.
 */
const integrityPlugin: ModuleFederationRuntimePlugin = {
  name: 'lectern-entry-integrity',
  createScript({ url }) {
    const integrity = integrityOf(url);
    if (!integrity) return undefined;
    const script = document.createElement('script');
    script.src = url;
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    return script;
  },
};

/**
 * Registers the remotes named in remotes.json with the runtime and returns the loader of their './routes'. Each load
 * is reported: a session of the area, or where its loading failed.
 */
export function createFederationLoader(manifest: RemotesManifest): AreaLoader {
  const failures = new Map<RemoteName, RemoteLoadStage>();
  registerPlugins([failureStagePlugin(failures), integrityPlugin]);
  registerRemotes(remoteNames.map((name) => ({ name, entry: manifest[name] })));

  return async (remote) => {
    failures.delete(remote);
    const request = `${remote}/${EXPOSED_ROUTES_MODULE.replace(/^\.\//, '')}`;
    let loaded: unknown;
    try {
      loaded = await loadRemote<unknown>(request);
    } catch (error) {
      const stage = failures.get(remote) ?? 'unknown';
      telemetry.loadFailure(remote, stage);
      throw new RemoteLoadError(remote, stage, `Could not load ${request}`, { cause: error });
    }
    try {
      const area = readRemoteAreaModule(remote, loaded);
      telemetry.session(remote);
      return area;
    } catch (error) {
      if (error instanceof RemoteLoadError) telemetry.loadFailure(remote, error.stage);
      throw error;
    }
  };
}
