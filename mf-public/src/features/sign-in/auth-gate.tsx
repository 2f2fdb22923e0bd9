import type { ReactNode } from 'react';
import { Navigate, paths, useSession } from '@lectern/shared-sdk';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';

/** Spec: the auth screens wait for the initial session load; /login also sends a signed-in user home. */
export function AuthGate({ redirectSignedIn = false, children }: { redirectSignedIn?: boolean; children: ReactNode }) {
  const loading = useSession((state) => state.loading);
  const user = useSession((state) => state.user);
  if (loading) return <PageLoading />;
  if (redirectSignedIn && user) return <Navigate to={paths.roleHome(user.role || 'student')} replace />;
  return <>{children}</>;
}
