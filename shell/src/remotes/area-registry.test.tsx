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

test("a page's frame is what its route asks for once the area has loaded, and those who asked hear of it", async () => {
  const focused: RemoteAreaModule = {
    build: areaBuild,
    routes: [
      { path: '/course/:courseId', element: <h1>Course</h1> },
      { path: '/course/:courseId/video/:videoId', element: <h1>Lesson</h1>, layout: 'focused' },
    ],
  };
  const registry = createAreaRegistry(() => Promise.resolve(focused));
  const heard = jest.fn();
  const unsubscribe = registry.subscribe(heard);
  expect(registry.layout('mf_student', '/course/3/video/7')).toBe('standard');

  await registry.ready('mf_student', '/course/3/video/7');
  expect(heard).toHaveBeenCalledTimes(1);
  expect(registry.layout('mf_student', '/course/3/video/7')).toBe('focused');
  expect(registry.layout('mf_student', '/course/3')).toBe('standard');
  expect(registry.layout('mf_student', '/course/3/nothing')).toBe('standard');
  unsubscribe();
});
