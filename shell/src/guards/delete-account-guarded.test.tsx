import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, sessionStore } from '@lectern/shared-sdk';
import { buildUser } from '@lectern/shared-sdk/testing';
import { renderPage, resetStores, signInAs } from '@lectern/shared-sdk/testing/render-page';
import { DeleteAccountSection } from '@lectern/shared-sdk/ui/delete-account';
import { RequireRole } from './require-role';

const sam = buildUser({ name: 'Sam Student', role: 'student' });

beforeEach(resetStores);

// The guard sends a signed-out person on a signed-in page to /login: a deleted account must land home instead.
test('deleting the account on a guarded page lands on the home page, signed out, not on /login', async () => {
  const user = userEvent.setup();
  signInAs(sam);
  renderPage(
    <Routes>
      <Route path="/" element={<h1>Home page</h1>} />
      <Route path="/login" element={<h1>Login page</h1>} />
      <Route
        path="/student/profile"
        element={
          <RequireRole allowed={['student']}>
            <DeleteAccountSection user={sam} />
          </RequireRole>
        }
      />
    </Routes>,
    { url: '/student/profile', api: { deleteAccount: jest.fn(() => Promise.resolve({ message: 'Your account has been deleted.' })) } },
  );

  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await user.type(within(dialog).getByLabelText(/^Password/), 'my password');
  await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
  expect(sessionStore.getState().user).toBeNull();
});
