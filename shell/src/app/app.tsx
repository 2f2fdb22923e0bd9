import { BrowserRouter } from 'react-router-dom';
import type { AreaRegistry } from '../remotes/area-registry';
import { AreaRegistryProvider } from '../remotes/area-registry-context';
import { AppProviders } from './app-providers';
import { AppShell } from './app-shell';
import { ScrollToTop } from './scroll-to-top';

export function App({ registry }: { registry: AreaRegistry }) {
  return (
    <AppProviders>
      <AreaRegistryProvider registry={registry}>
        {/* Navigations render in the same batch as session changes: with transitions, a sign-out on a guarded
            page would render the guard (user gone, old path) before the move to '/' and land on /login. */}
        <BrowserRouter useTransitions={false}>
          <ScrollToTop />
          <AppShell />
        </BrowserRouter>
      </AreaRegistryProvider>
    </AppProviders>
  );
}
