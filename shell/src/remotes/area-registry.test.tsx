import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import type { RemoteAreaModule } from '@lectern/shared-sdk';
import { MemoryRouter } from '@lectern/shared-sdk';
import { areaBuild } from '@lectern/shared-sdk/release';
import { createAreaRegistry } from './area-registry';

const area = (preload?: RemoteAreaModule['preload']): RemoteAreaModule => ({
  build: areaBuild,
  routes: [{ path: '/', element: <h1>Home</h1> }],
  preload,
});

function renderArea(Area: ReturnType<ReturnType<typeof createAreaRegistry>['component']>) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Suspense fallback={<p>Loading the area</p>}>
        <Area />
      </Suspense>
    </MemoryRouter>,
  );
}

test('an area made ready (with its page) renders in the first pass, without suspending: what hydration needs', async () => {
  const preload = jest.fn(() => Promise.resolve());
  const registry = createAreaRegistry(() => Promise.resolve(area(preload)));
  await registry.ready('mf_public', '/courses');
  expect(preload).toHaveBeenCalledWith('/courses');
  renderArea(registry.component('mf_public'));
  expect(screen.queryByText('Loading the area')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
});

test('an area not loaded yet suspends, then renders', async () => {
  const registry = createAreaRegistry(() => Promise.resolve(area()));
  renderArea(registry.component('mf_public'));
  expect(screen.getByText('Loading the area')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
});

test('ready rejects when the area cannot be loaded', async () => {
  const registry = createAreaRegistry(() => Promise.reject(new Error('down')));
  await expect(registry.ready('mf_public', '/')).rejects.toThrow('down');
});
