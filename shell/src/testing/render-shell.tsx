import type { ReactElement } from 'react';
import { areaBuild } from '@lectern/shared-sdk/release';
import { render } from '@testing-library/react';
import { fakeApi } from '@lectern/shared-sdk/testing/render-page';
import createCache from '@emotion/cache';
import {
  ApiProvider,
  createQueryClient,
  MemoryRouter,
  useLocation,
  type LecternApi,
  type RemoteAreaModule,
  type RemoteName,
} from '@lectern/shared-sdk';
import { AppProviders } from '../app/app-providers';
import { AppShell } from '../app/app-shell';
import { createAreaRegistry, type AreaLoader } from '../remotes/area-registry';
import { AreaRegistryProvider } from '../remotes/area-registry-context';

/** Shows the router's current address so tests can assert redirects and cleaned queries. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

/** A remote area whose pages are headings naming their path. */
function fakeArea(paths: string[]): RemoteAreaModule {
  return { build: areaBuild, routes: paths.map((path) => ({ path, element: <h1>{`Area page ${path}`}</h1> })) };
}

export const fakeAreas: Record<RemoteName, RemoteAreaModule> = {
  mf_public: fakeArea(['/', '/courses', '/courses/:courseId', '/login', '/signup', '/forgot-password']),
  mf_student: fakeArea(['/student', '/student/profile', '/my-learning', '/cart']),
  mf_educator: fakeArea(['/educator', '/educator/profile']),
  mf_admin: fakeArea(['/admin', '/admin/profile']),
};

const resolvingLoader = (): jest.MockedFunction<AreaLoader> => jest.fn((remote: RemoteName) => Promise.resolve(fakeAreas[remote]));

interface Options {
  path: string;
  api?: Partial<LecternApi>;
  loader?: AreaLoader;
}

export function renderShell({ path, api = {}, loader = resolvingLoader() }: Options) {
  const registry = createAreaRegistry(loader);
  const ui: ReactElement = (
    <AppProviders emotionCache={createCache({ key: 'lectern' })} queryClient={createQueryClient({ retry: false })}>
      <ApiProvider api={fakeApi(api)}>
        <AreaRegistryProvider registry={registry}>
          <MemoryRouter initialEntries={[path]} useTransitions={false}>
            <AppShell />
            <LocationProbe />
          </MemoryRouter>
        </AreaRegistryProvider>
      </ApiProvider>
    </AppProviders>
  );
  return { ...render(ui), loader, registry };
}
