import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { remoteNames, type RemoteAreaModule, type RemoteName } from '@lectern/shared-sdk';
import { AreaRoutes } from './area-routes';

export type AreaLoader = (remote: RemoteName) => Promise<RemoteAreaModule>;
export type AreaComponent = LazyExoticComponent<ComponentType>;

export interface AreaRegistry {
  /** The area's lazy component; the same object on every call until `reload`. */
  component(remote: RemoteName): AreaComponent;
  /** A fresh lazy component after a failure: React.lazy caches its rejection, so Retry needs a new one. */
  reload(remote: RemoteName): AreaComponent;
  /** Fetches the area's code without rendering it; failures are left for the area to show when opened. */
  preload(remote: RemoteName): void;
}

/** One lazy component per area, created once; loads are shared so a preloaded area renders without a round trip. */
export function createAreaRegistry(load: AreaLoader): AreaRegistry {
  const pending = new Map<RemoteName, Promise<RemoteAreaModule>>();

  const loadOnce = (remote: RemoteName): Promise<RemoteAreaModule> => {
    let loading = pending.get(remote);
    if (!loading) {
      loading = load(remote);
      pending.set(remote, loading);
      loading.catch(() => {
        if (pending.get(remote) === loading) pending.delete(remote);
      });
    }
    return loading;
  };

  const createComponent = (remote: RemoteName): AreaComponent =>
    lazy(async () => {
      const area = await loadOnce(remote);
      const Area = () => createElement(AreaRoutes, { area });
      Area.displayName = `Area(${remote})`;
      return { default: Area };
    });

  const components = new Map<RemoteName, AreaComponent>();
  const replace = (remote: RemoteName): AreaComponent => {
    const component = createComponent(remote);
    components.set(remote, component);
    return component;
  };
  for (const remote of remoteNames) replace(remote);

  return {
    component: (remote) => components.get(remote) ?? replace(remote),
    reload: (remote) => {
      pending.delete(remote);
      return replace(remote);
    },
    preload: (remote) => {
      loadOnce(remote).catch(() => undefined);
    },
  };
}
