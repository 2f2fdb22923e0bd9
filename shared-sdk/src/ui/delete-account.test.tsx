import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../core/http';
import { sessionStore } from '../session/session-store';
import { buildUser } from '../testing/factories';
import { renderPage, resetStores, signInAs, toasts } from '../testing/render-page';
import { DeleteAccountSection } from './delete-account';

const sam = buildUser({ name: 'Sam Student', email: 'sam@gmail.com' });

function show(user = sam, deleteAccount = jest.fn(() => Promise.resolve({ message: 'Your account has been deleted.' }))) {
  signInAs(user);
  renderPage(<DeleteAccountSection user={user} />, { pattern: '/student/profile', url: '/student/profile', api: { deleteAccount } });
  return { deleteAccount };
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(within(screen.getByRole('region', { name: 'Delete account' })).getByRole('button', { name: 'Delete account' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Delete your account?' }) };
}

beforeEach(resetStores);

test('says what will happen before anything is deleted, and Cancel deletes nothing', async () => {
  const { deleteAccount } = show();
  const { user, dialog } = await openDialog();

  expect(dialog).toHaveTextContent('This cannot be undone.');
  expect(dialog).toHaveTextContent('you are signed out everywhere');
  expect(dialog).toHaveTextContent('Orders stay as anonymous records');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(deleteAccount).not.toHaveBeenCalled();
  expect(sessionStore.getState().user).toEqual(sam);
});

test('asks for the password, then signs out, goes home and says goodbye politely', async () => {
  const { deleteAccount } = show();
  const { user, dialog } = await openDialog();

  await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter your password to delete your account.');
  expect(deleteAccount).not.toHaveBeenCalled();

  await user.type(within(dialog).getByLabelText(/^Password/), 'my secret words');
  await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(deleteAccount).toHaveBeenCalledWith({ password: 'my secret words' });
  expect(sessionStore.getState()).toMatchObject({ user: null, token: null });
  expect(toasts()).toEqual([
    { title: 'Your account has been deleted', description: 'Thank you for learning with Lectern. You are welcome back any time.', severity: 'info' },
  ]);
});

test('keeps the person signed in and says so in the dialog when the password is wrong', async () => {
  show(
    sam,
    jest.fn(() => Promise.reject(new ApiError(400, 'password: the password is incorrect'))),
  );
  const { user, dialog } = await openDialog();

  await user.type(within(dialog).getByLabelText(/^Password/), 'wrong words');
  await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is incorrect.');
  expect(sessionStore.getState().user).toEqual(sam);
  expect(screen.getByTestId('location')).toHaveTextContent('/student/profile');
  expect(toasts()).toEqual([]);
});

test('asks an account without a password (Google sign-in) to type its e-mail address', async () => {
  const google = buildUser({ role: 'educator', email: 'gia@gmail.com', hasPassword: false });
  const { deleteAccount } = show(google);
  const { user, dialog } = await openDialog();

  expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
  expect(dialog).toHaveTextContent('Your courses are unpublished and handed to the admins');
  await user.type(within(dialog).getByLabelText(/^Your e-mail address/), 'gia@gmail.com');
  await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

  await waitFor(() => expect(deleteAccount).toHaveBeenCalledWith({ confirmEmail: 'gia@gmail.com' }));
  await waitFor(() => expect(sessionStore.getState().user).toBeNull());
});

test('tells the person in a toast when the server refuses for another reason (the last admin)', async () => {
  const admin = buildUser({ role: 'admin' });
  show(
    admin,
    jest.fn(() => Promise.reject(new ApiError(409, 'You are the only admin: Lectern needs at least one, so this account cannot be deleted.'))),
  );
  const { user, dialog } = await openDialog();

  await user.type(within(dialog).getByLabelText(/^Password/), 'right words');
  await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

  await waitFor(() =>
    expect(toasts()).toEqual([
      {
        title: 'Failed to delete account',
        description: 'You are the only admin: Lectern needs at least one, so this account cannot be deleted.',
        severity: 'error',
      },
    ]),
  );
  expect(sessionStore.getState().user).toEqual(admin);
});
