import { Fragment, type ReactNode } from 'react';
import { useLocation } from '@lectern/shared-sdk';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { PageProblem } from './page-status';

/** What an add or edit form page has to show: nothing yet, 'not found', or its form with what the form needs. */
export type FormPageState<Ready> = { status: 'loading' } | { status: 'not-found' } | ({ status: 'ready' } & Ready);

/**
 * The add and edit pages of a module or a video: `notFound` with the way back to My Courses, the loading state, or
 * the form. The form is keyed by the address: another address (back and forward between two forms) starts a fresh
 * one.
 */
export function FormPage<Ready>({
  state,
  notFound,
  children,
}: {
  state: FormPageState<Ready>;
  notFound: string;
  children: (ready: Ready) => ReactNode;
}) {
  const { pathname } = useLocation();
  if (state.status === 'not-found') return <PageProblem message={notFound} />;
  if (state.status === 'loading') return <PageLoading label="Loading" />;
  return <Fragment key={pathname}>{children(state)}</Fragment>;
}
