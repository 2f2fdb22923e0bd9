import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code may or may not be loaded yet (an area, a page): rendered at once when `loaded()` has it,
 * otherwise suspending until `load` brings it (React.lazy). Hydration needs the first: a part that suspends while it
 * hydrates is thrown away and rendered again as soon as anything above it changes. The choice is made once per mount,
 * so a mounted component never switches type (that would remount it and lose its state).
 */
export function lazyUnlessLoaded(load: () => Promise<ComponentType>, loaded: () => ComponentType | null, displayName: string): ComponentType {
  const Lazy = lazy(async () => ({ default: await load() }));
  const Component = () => {
    const [Ready] = useState(loaded);
    return createElement(Ready ?? Lazy);
  };
  Component.displayName = displayName;
  return Component;
}
