import { areaRoles, useLocation, useSession } from '@lectern/shared-sdk';
import { RequireRole } from '../guards/require-role';
import { NotFoundPage } from '../layout/not-found-page';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { AreaOutlet } from '../remotes/area-outlet';
import { findArea } from '../remotes/area-ownership';

/**
 * Picks the area that owns the path, checks access, then mounts the area, which renders its own absolute
 * routes. Nothing of an area is fetched before the guard has let the user in.
 */
export function AppContent() {
  const loading = useSession((state) => state.loading);
  const { pathname } = useLocation();
  const area = findArea(pathname);
  if (!area) return <NotFoundPage />;
  // A public page renders at once (on the server too, where there is no session); a guarded one waits for it.
  if (loading && areaRoles[area] !== 'public') return <PageLoading />;
  return (
    <RequireRole allowed={areaRoles[area]}>
      <AreaOutlet key={area} remote={area} />
    </RequireRole>
  );
}
