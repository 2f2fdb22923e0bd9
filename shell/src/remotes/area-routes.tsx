import { PageHydrated, Route, Routes } from '@lectern/shared-sdk';
import type { RemoteAreaModule } from '@lectern/shared-sdk';
import { NotFoundPage } from '../layout/not-found-page';

/**
 * The area's own <Routes>. The shell renders it outside any parent <Route>, so react-router matches the
 * remote's absolute patterns against the whole path, exactly as they are written in shared-sdk.
 */
export function AreaRoutes({ area }: { area: RemoteAreaModule }) {
  return (
    <Routes>
      {area.routes.map((route) => (
        <Route key={route.path} path={route.path} element={route.element} />
      ))}
      <Route
        path="*"
        element={
          <>
            <NotFoundPage />
            <PageHydrated />
          </>
        }
      />
    </Routes>
  );
}
