import { createElement, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { lazyUnlessLoaded, matchPath, remoteNames, type PageLayout, type RemoteAreaModule, type RemoteName } from '@lectern/shared-sdk';
import { AreaRoutes } from './area-routes';

export type AreaLoader = (remote: RemoteName) => Promise<RemoteAreaModule>;
/** A lazy component in the browser; a plain one on the server, where an area's routes are loaded before the render. */
export type AreaComponent = ComponentType;

export interface AreaRegistry {
  /** The area's lazy component; the same object on every call until `reload`. */
  component(remote: RemoteName): AreaComponent;
  /** A fresh lazy component after a failure: React.lazy caches its rejection, so Retry needs a new one. */
  reload(remote: RemoteName): AreaComponent;
  /** Fetches the area's code without rendering it; failures are left for the area to show when opened. */
  preload(remote: RemoteName): void;
  /**
   * Loads the area and the code of its page at `pathname`; from then on the area's component renders without
   * suspending (what hydration needs). Rejects when the area cannot be loaded.
   */
  ready(remote: RemoteName, pathname: string): Promise<void>;
  /** Fetches the area, and the code and data of its page at `pathname`, ahead of a visit; failures are left for the visit. */
  prefetch(remote: RemoteName, pathname: string, queryClient: QueryClient): void;
  /** The frame the area's page at `pathname` asks for, as far as is known now: standard until the area has loaded. */
  layout(remote: RemoteName, pathname: string): PageLayout;
  /** Calls `listener` when an area has loaded (what `layout` answers may have changed); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The frame of the area's page at `pathname`: what its route says, standard when it says nothing. */
function layoutOf(area: RemoteAreaModule | undefined, pathname: string): PageLayout {
  return area?.routes.find((route) => matchPath(route.path, pathname))?.layout ?? 'standard';
}

/** One lazy component per area, created once; loads are shared so a preloaded area renders without a round trip. */
export function createAreaRegistry(load: AreaLoader): AreaRegistry {
  const pending = new Map<RemoteName, Promise<RemoteAreaModule>>();
  const loaded = new Map<RemoteName, RemoteAreaModule>();
  const listeners = new Set<() => void>();

  const loadOnce = (remote: RemoteName): Promise<RemoteAreaModule> => {
    let loading = pending.get(remote);
    if (!loading) {
      loading = load(remote);
      pending.set(remote, loading);
      loading.then(
        (area) => {
          if (pending.get(remote) !== loading) return;
          loaded.set(remote, area);
          for (const listener of listeners) listener();
        },
        () => {
          if (pending.get(remote) === loading) pending.delete(remote);
        },
      );
    }
    return loading;
  };

  // The area's routes as a component, one per loaded module.
  const routesComponents = new WeakMap<RemoteAreaModule, ComponentType>();
  const routesOf = (area: RemoteAreaModule): ComponentType => {
    let component = routesComponents.get(area);
    if (!component) {
      component = () => createElement(AreaRoutes, { area });
      routesComponents.set(area, component);
    }
    return component;
  };

  const createComponent = (remote: RemoteName): AreaComponent =>
    lazyUnlessLoaded(
      async () => routesOf(await loadOnce(remote)),
      () => {
        const area = loaded.get(remote);
        return area ? routesOf(area) : null;
      },
      `Area(${remote})`,
    );

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
      loaded.delete(remote);
      return replace(remote);
    },
    preload: (remote) => {
      loadOnce(remote).catch(() => undefined);
    },
    ready: async (remote, pathname) => {
      const area = await loadOnce(remote);
      await area.preload?.(pathname);
    },
    prefetch: (remote, pathname, queryClient) => {
      loadOnce(remote)
        .then((area) => (area.prefetch ? area.prefetch(pathname, queryClient) : area.preload?.(pathname)))
        .catch(() => undefined);
    },
    layout: (remote, pathname) => layoutOf(loaded.get(remote), pathname),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The registry of a server render: the areas whose server bundles are loaded, rendered in the same place and the same
 * Suspense boundary as in the browser, so the browser's lazy component takes over the server's HTML.
 */
export function createServerAreaRegistry(loaded: Partial<Record<RemoteName, RemoteAreaModule>>): AreaRegistry {
  const components = new Map<RemoteName, AreaComponent>();
  for (const remote of remoteNames) {
    const area = loaded[remote];
    if (!area) continue;
    const Area = () => createElement(AreaRoutes, { area });
    Area.displayName = `Area(${remote})`;
    components.set(remote, Area);
  }
  const component = (remote: RemoteName): AreaComponent => {
    const found = components.get(remote);
    if (!found) throw new Error(`${remote} has no server bundle in this render`);
    return found;
  };
  return {
    component,
    reload: component,
    preload: () => undefined,
    ready: async () => undefined,
    prefetch: () => undefined,
    layout: (remote, pathname) => layoutOf(loaded[remote], pathname),
    subscribe: () => () => undefined,
  };
}
