import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { createQueryClient, sessionStore, type RemoteAreaModule, type RemoteName } from '@lectern/shared-sdk';
import { areaBuild } from '@lectern/shared-sdk/release';
import { buildUser } from '@lectern/shared-sdk/testing';
import { App } from '../app/app';
import { createServerAreaRegistry } from '../remotes/area-registry';
import { fakeAreas, renderShell } from '../testing/render-shell';

/** The student area with a focused lesson page beside its standard pages. */
const student: RemoteAreaModule = {
  build: areaBuild,
  routes: [
    { path: '/student', element: <h1>Dashboard</h1> },
    {
      path: '/course/:courseId/video/:videoId',
      element: (
        <>
          <header>
            <a href="/course/3">Back to Course</a>
          </header>
          <h1>Lesson</h1>
          <a href="/course/3/video/8">Next lesson</a>
        </>
      ),
      layout: 'focused',
    },
  ],
};
const loader = (remote: RemoteName) => Promise.resolve(remote === 'mf_student' ? student : fakeAreas[remote]);

beforeEach(() => sessionStore.getState().signIn(buildUser({ name: 'Sam Student', role: 'student' }), 'token'));
afterEach(() => sessionStore.getState().signOut());

test("a focused page is drawn without the site's top bar, sidebar and footer; the skip link still leads to it", async () => {
  renderShell({ path: '/course/3/video/7', loader });
  const main = await screen.findByRole('main');
  expect(await within(main).findByRole('heading', { name: 'Lesson' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Toggle sidebar' })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sam Student' })).not.toBeInTheDocument();

  main.scrollIntoView = jest.fn();
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(main).toHaveFocus();
});

test('a standard page of the same area keeps the whole frame', async () => {
  renderShell({ path: '/student', loader });
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toBeInTheDocument();
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
});

const serverRender = (location: string) =>
  renderToString(
    <App
      registry={createServerAreaRegistry({ mf_student: student })}
      emotionCache={createCache({ key: 'lectern' })}
      queryClient={createQueryClient({ retry: false })}
      location={location}
    />,
  );

test("the server draws a focused page's frame too, so the browser hydrates the same one", () => {
  const lesson = serverRender('/course/3/video/7');
  expect(lesson).toContain('Lesson</h1>');
  expect(lesson).toContain('Skip to main content');
  expect(lesson).not.toContain('Toggle sidebar');
  expect(lesson).not.toContain('<footer');

  const dashboard = serverRender('/student');
  expect(dashboard).toContain('Dashboard</h1>');
  expect(dashboard).toContain('Toggle sidebar');
  expect(dashboard).toContain('<footer');
});
