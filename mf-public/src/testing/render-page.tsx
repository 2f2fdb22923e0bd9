import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  ApiProvider,
  createQueryClient,
  MemoryRouter,
  Route,
  Routes,
  sessionStore,
  toastStore,
  useLocation,
  type LecternApi,
  type User,
} from '@lectern/shared-sdk';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderPageOptions {
  api: LecternApi;
  /** The address the page opens at. */
  route?: string;
  /** The route pattern the page is mounted on (for params). */
  path?: string;
  /** The page's query cache: a fresh one unless a test renders a second visit within the same page. */
  queryClient?: QueryClient;
}

/** Mounts one page under a router and a fake API; navigation lands on a probe that shows the path. */
export function renderPage(page: ReactElement, { api, route = '/', path = '*', queryClient = createQueryClient({ retry: false }) }: RenderPageOptions) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider api={api}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={page} />
            {path !== '*' && <Route path="*" element={<p>Another page</p>} />}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export function signInAs(user: User): void {
  sessionStore.getState().signIn(user, 'test-token');
}

export function resetStores(): void {
  sessionStore.getState().signOut();
  sessionStore.setState({ loading: false });
  toastStore.setState({ toasts: [] });
}

export function toasts() {
  return toastStore.getState().toasts.map(({ title, description, severity }) => ({ title, description, severity }));
}
