import type { ReactNode } from 'react';
import { Navigate, paths, returnPathOf, useCurrentUser, useLocation, type Role } from '@lectern/shared-sdk';

interface Props {
  /** The roles that may open this part of the product, or 'public' for everyone. */
  allowed: readonly Role[] | 'public';
  children: ReactNode;
}

/**
 * Runs before an area's lazy component renders, so a user without access never downloads the area. Unlike the
 * described product it also checks the role: a user of another role goes to their own /{role}. A visitor goes to
 * /login with this page as its `next`, where signing in (or a session the browser kept) brings them back.
 */
export function RequireRole({ allowed, children }: Props) {
  const user = useCurrentUser();
  const location = useLocation();
  if (allowed === 'public') return children;
  if (!user) return <Navigate to={paths.login(returnPathOf(location))} replace />;
  if (!allowed.includes(user.role)) return <Navigate to={paths.roleHome(user.role)} replace />;
  return children;
}
