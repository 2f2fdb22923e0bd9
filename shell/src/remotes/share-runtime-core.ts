import * as runtimeCore from '@module-federation/runtime/core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type RuntimeCoreHolder = typeof globalThis & { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };

/**
 * Build-time runtime plugin of the shell: hands its federation runtime to the remotes, which are built with
 * `externalRuntime` and so do not each download a second copy (the stock provider plugin would bundle the
 * CommonJS build of the runtime next to the ES one the shell already has).
 */
export default function shareRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'lectern-share-runtime-core',
    beforeInit(args) {
      (globalThis as RuntimeCoreHolder)._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
