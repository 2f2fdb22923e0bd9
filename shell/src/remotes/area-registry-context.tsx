import { createContext, useContext, type ReactNode } from 'react';
import type { AreaRegistry } from './area-registry';

const AreaRegistryContext = createContext<AreaRegistry | null>(null);

export function AreaRegistryProvider({ registry, children }: { registry: AreaRegistry; children: ReactNode }) {
  return <AreaRegistryContext.Provider value={registry}>{children}</AreaRegistryContext.Provider>;
}

export function useAreaRegistry(): AreaRegistry {
  const registry = useContext(AreaRegistryContext);
  if (!registry) throw new Error('useAreaRegistry needs an <AreaRegistryProvider>');
  return registry;
}
