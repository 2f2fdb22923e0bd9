import { AppLayout } from '../layout/app-layout';
import { usePreloadOwnArea } from '../remotes/use-preload-own-area';
import { AccountSwitchDialog } from '../session/account-switch-dialog';
import { useSessionStartUp } from '../session/use-session-start-up';
import { AppContent } from './app-content';

/** Everything inside the router: session start-up, the user's area preloaded, layout and content. */
export function AppShell() {
  const accountSwitch = useSessionStartUp();
  usePreloadOwnArea();
  return (
    <AppLayout>
      <AppContent />
      <AccountSwitchDialog question={accountSwitch} />
    </AppLayout>
  );
}
