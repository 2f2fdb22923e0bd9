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

/**
 * Registers the remotes named in remotes.json with the runtime and returns the loader of their './routes'. Each load
 * is reported: a session of the area, or where its loading failed.
 */
export function createFederationLoader(manifest: RemotesManifest): AreaLoader {
  const failures = new Map<RemoteName, RemoteLoadStage>();
  registerPlugins([failureStagePlugin(failures)]);
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
