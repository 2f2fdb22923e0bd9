import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@lectern/shared-sdk';
import { buildUser } from '@lectern/shared-sdk/testing';
import { renderShell } from '../testing/render-shell';

afterEach(() => sessionStore.getState().signOut());

test('logging out on a guarded page goes to the home page, not to /login', async () => {
  sessionStore.getState().signIn(buildUser({ name: 'Sam Student', role: 'student' }), 'token');
  renderShell({ path: '/student' });
  expect(await screen.findByRole('heading', { name: 'Area page /student' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Sam Student' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));

  expect(await screen.findByRole('heading', { name: 'Area page /' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(/^\/$/);
  expect(sessionStore.getState().user).toBeNull();
});

test('the sidebar toggle opens the navigation', async () => {
  renderShell({ path: '/courses' });
  await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
  expect(await screen.findByRole('navigation', { name: 'Main' })).toBeVisible();
});
