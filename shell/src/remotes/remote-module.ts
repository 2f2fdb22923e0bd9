import { isValidElement } from 'react';
import type { AreaRoute, RemoteAreaModule, RemoteName } from '@lectern/shared-sdk';

/** Where loading a remote failed, as the federation runtime's errorLoadRemote hook reports it. */
export type RemoteLoadStage = 'beforeRequest' | 'afterResolve' | 'onLoad' | 'beforeLoadShare' | 'validate' | 'unknown';

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

export function isRemoteAreaModule(value: unknown): value is RemoteAreaModule {
  return isRecord(value) && Array.isArray(value.routes) && value.routes.every(isAreaRoute);
}

/** Checks what a remote's './routes' module really exported: the default export must satisfy the contract. */
export function readRemoteAreaModule(remote: RemoteName, loaded: unknown): RemoteAreaModule {
  const candidate = isRecord(loaded) && 'default' in loaded ? loaded.default : loaded;
  if (!isRemoteAreaModule(candidate)) {
    throw new RemoteLoadError(remote, 'validate', `${remote}/routes does not export { routes: AreaRoute[] } as default`);
  }
  return candidate;
}
