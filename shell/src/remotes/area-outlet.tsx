import { Suspense, useState } from 'react';
import { useLocation } from '@lectern/shared-sdk';
import type { RemoteName } from '@lectern/shared-sdk';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { AreaErrorBoundary } from './area-error-boundary';
import { AreaFallback } from './area-fallback';
import { useAreaRegistry } from './area-registry-context';

/** One area: its own error boundary with Suspense inside, so a failing remote is contained to this outlet. */
export function AreaOutlet({ remote }: { remote: RemoteName }) {
  const registry = useAreaRegistry();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Area = registry.component(remote);

  const retry = () => {
    registry.reload(remote);
    setAttempt((count) => count + 1);
  };

  return (
    <AreaErrorBoundary key={attempt} remote={remote} resetKey={pathname} fallback={(error) => <AreaFallback error={error} onRetry={retry} />}>
      <Suspense fallback={<PageLoading />}>
        <Area />
      </Suspense>
    </AreaErrorBoundary>
  );
}
