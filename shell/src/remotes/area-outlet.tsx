import { lazy, Suspense, useState } from 'react';
import { useLocation } from '@lectern/shared-sdk';
import type { RemoteName } from '@lectern/shared-sdk';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { AreaErrorBoundary } from './area-error-boundary';
import { useAreaRegistry } from './area-registry-context';

// Shown only when an area fails: its code (an alert, MUI's overlays family) loads then, not with every page.
const AreaFallback = lazy(() => import('./area-fallback').then((module) => ({ default: module.AreaFallback })));

/** One area: its own error boundary with Suspense inside, so a failing remote is contained to this outlet. */
export function AreaOutlet({ remote }: { remote: RemoteName }) {
  const registry = useAreaRegistry();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // One lazy component per remote, made once and kept by the registry: the same component on every render, which
  // the hooks rule cannot see from here (hence the directive where it is rendered).
  const Area = registry.component(remote);

  const retry = () => {
    registry.reload(remote);
    setAttempt((count) => count + 1);
  };

  return (
    <AreaErrorBoundary
      key={attempt}
      remote={remote}
      resetKey={pathname}
      fallback={(error) => (
        <Suspense fallback={<PageLoading />}>
          <AreaFallback error={error} onRetry={retry} />
        </Suspense>
      )}
    >
      <Suspense fallback={<PageLoading />}>
        {/* eslint-disable-next-line react-hooks/static-components -- the registry's one component per remote (above) */}
        <Area />
      </Suspense>
    </AreaErrorBoundary>
  );
}
