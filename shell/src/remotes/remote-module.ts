import { isValidElement } from 'react';
import type { AreaRoute, RemoteAreaModule, RemoteName } from '@lectern/shared-sdk';
import { incompatibility, isAreaBuild } from '@lectern/shared-sdk/release';

/** Where loading a remote failed, as the federation runtime's errorLoadRemote hook reports it. */
export type RemoteLoadStage = 'beforeRequest' | 'afterResolve' | 'onLoad' | 'beforeLoadShare' | 'validate' | 'contract' | 'unknown';

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    readonly stage: RemoteLoadStage,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isAreaRoute(value: unknown): value is AreaRoute {
  return isRecord(value) && typeof value.path === 'string' && value.path.startsWith('/') && isValidElement(value.element);
}

function isRemoteAreaModule(value: unknown): value is RemoteAreaModule {
  return isRecord(value) && isAreaBuild(value.build) && Array.isArray(value.routes) && value.routes.every(isAreaRoute);
}

/**
 * Checks what a remote's './routes' module really exported: the default export must satisfy the contract, and the
 * contract and SDK it was built against must be ones this shell speaks. Its routes are not rendered otherwise: an
 * area built for another contract fails in its own fallback, saying why, instead of somewhere inside a hook.
 */
export function readRemoteAreaModule(remote: RemoteName, loaded: unknown): RemoteAreaModule {
  const candidate = isRecord(loaded) && 'default' in loaded ? loaded.default : loaded;
  if (isRecord(candidate) && isAreaBuild(candidate.build)) {
    const problem = incompatibility(remote, candidate.build);
    if (problem) throw new RemoteLoadError(remote, 'contract', problem);
  }
  if (!isRemoteAreaModule(candidate)) {
    throw new RemoteLoadError(remote, 'validate', `${remote}/routes does not export { build: AreaBuild, routes: AreaRoute[] } as default`);
  }
  return candidate;
}
