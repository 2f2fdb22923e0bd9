import type { ReactNode } from 'react';
import { homeOrNext, Navigate, useSession } from '@lectern/shared-sdk';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';

interface Props {
  /** Sends a signed-in person on: to `next` when their role may open it, else to their home. */
  redirectSignedIn?: boolean;
  /** The page the sign-in page was asked to open once signed in (its `?next=`). */
  next?: string | null;
  children: ReactNode;
}

/**
 * Spec: the auth screens wait for the initial session load; /login also sends a signed-in user home, or to the page
 * they asked for: a browser that kept its session but lost the render cookie is sent here by a guarded page's
 * server, and goes straight back without seeing the form.
 */
export function AuthGate({ redirectSignedIn = false, next = null, children }: Props) {
  const loading = useSession((state) => state.loading);
  const user = useSession((state) => state.user);
  if (loading) return <PageLoading />;
  if (redirectSignedIn && user) return <Navigate to={homeOrNext(user.role || 'student', next)} replace />;
  return <>{children}</>;
}
