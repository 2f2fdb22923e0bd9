import { areaRoles, findArea, PageHydrated, routes, useLocation, useSession } from '@lectern/shared-sdk';
import { RequireRole } from '../guards/require-role';
import { NotFoundPage } from '../layout/not-found-page';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { AreaOutlet } from '../remotes/area-outlet';

/**
 * Picks the area that owns the path, checks access, then mounts the area, which renders its own absolute
 * routes. Nothing of an area is fetched before the guard has let the user in.
 */
export function AppContent() {
  const { pathname } = useLocation();
  const area = findArea(pathname);
  // A public page renders at once (on the server too, where there is no session); a guarded one waits for it. Only a
  // guarded area listens to the start-up: the session becoming known re-rendered a whole public page (synchronously,
  // as store updates are) right after it hydrated, for no change on screen.
  const waiting = useSession((state) => state.loading && area !== null && areaRoles[area] !== 'public');
  // The shell's own page: Google sign-in's hand-off code is being exchanged (session start-up then moves on).
  if (pathname === routes.googleSignInCallback) return <PageLoading label="Signing you in" />;
  if (!area) {
    return (
      <>
        <NotFoundPage />
        <PageHydrated />
      </>
    );
  }
  if (waiting) return <PageLoading />;
  return (
    <RequireRole allowed={areaRoles[area]}>
      <AreaOutlet key={area} remote={area} />
    </RequireRole>
  );
}
