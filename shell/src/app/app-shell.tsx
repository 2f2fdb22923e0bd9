import { lazy, Suspense } from 'react';
import { AppLayout } from '../layout/app-layout';
import { usePageLayout } from '../layout/use-page-layout';
import { usePreloadOwnArea } from '../remotes/use-preload-own-area';
import { useSessionStartUp } from '../session/use-session-start-up';
import { AppContent } from './app-content';

// Asked only when a Google sign-in would replace someone else: the dialog's code (MUI's overlays) loads then.
const AccountSwitchDialog = lazy(() => import('../session/account-switch-dialog').then((module) => ({ default: module.AccountSwitchDialog })));

/** Everything inside the router: session start-up, the user's area preloaded, layout and content. */
export function AppShell() {
  const accountSwitch = useSessionStartUp();
  usePreloadOwnArea();
  const layout = usePageLayout();
  return (
    <AppLayout layout={layout}>
      <AppContent />
      {accountSwitch && (
        <Suspense fallback={null}>
          <AccountSwitchDialog question={accountSwitch} />
        </Suspense>
      )}
    </AppLayout>
  );
}
