import type { ReactNode } from 'react';
import { Navigate, paths, useCurrentUser, useLocation, type Role } from '@lectern/shared-sdk';

interface Props {
  /** The roles that may open this part of the product, or 'public' for everyone. */
  allowed: readonly Role[] | 'public';
  children: ReactNode;
}

/**
 * Runs before an area's lazy component renders, so a user without access never downloads the area. Unlike the
 * described product it also checks the role: a user of another role goes to their own /{role}.
 */
export function RequireRole({ allowed, children }: Props) {
  const user = useCurrentUser();
  const location = useLocation();
  if (allowed === 'public') return children;
  if (!user) return <Navigate to={paths.login()} replace state={{ from: location }} />;
  if (!allowed.includes(user.role)) return <Navigate to={paths.roleHome(user.role)} replace />;
  return children;
}
