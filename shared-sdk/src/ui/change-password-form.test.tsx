import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../core/http';
import { toastStore } from '../toasts/toast-store';
import { buildSession } from '../testing/factories';
import { renderPage } from '../testing/render-page';
import { PasswordSettings } from './change-password-form';

const thisDevice = buildSession({ id: 1, device: 'Chrome on Linux', current: true });
const phone = buildSession({ id: 2, device: 'Safari on iOS', current: false });

/** The profile's password section: the form, then the devices (the server signs the others out on a change). */
function renderForm(changePassword = jest.fn(() => Promise.resolve({ message: 'Password updated' }))) {
  const listSessions = jest.fn().mockResolvedValueOnce([thisDevice, phone]).mockResolvedValue([thisDevice]);
  renderPage(<PasswordSettings />, { pattern: '/', url: '/', api: { changePassword, listSessions } });
  return { changePassword, listSessions };
}

async function fill(current: string, next: string, confirmation: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText(/^Current Password/), current);
  if (next) await user.type(screen.getByLabelText(/^New Password/), next);
  if (confirmation) await user.type(screen.getByLabelText(/^Confirm New Password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

beforeEach(() => toastStore.setState({ toasts: [] }));

test.each([
  ['a missing field', ['old-secret', 'new-secret-1', ''], 'All password fields are required.'],
  ['a confirmation that differs', ['old-secret', 'new-secret-1', 'new-secret-2'], 'New passwords do not match.'],
  // The API's own rule (newPasswordSchema), the same in every profile.
  ['a new password shorter than the API accepts', ['old-secret', 'short', 'short'], 'New password must be at least 8 characters.'],
])('refuses %s in words and sends nothing', async (_case, [current, next, confirmation], message) => {
  const { changePassword } = renderForm();
  await fill(current as string, next as string, confirmation as string);

  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(changePassword).not.toHaveBeenCalled();
});

test('changes the password, says so, clears the fields and shows the other devices signed out', async () => {
  const { changePassword } = renderForm();
  expect(await screen.findByText('Safari on iOS')).toBeInTheDocument();
  await fill('old-secret', 'a-much-longer-one', 'a-much-longer-one');

  await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
  expect(screen.getByText('Chrome on Linux')).toBeInTheDocument();
  expect(changePassword).toHaveBeenCalledWith({ oldPassword: 'old-secret', newPassword: 'a-much-longer-one' });
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Password updated successfully!', severity: 'success' })]);
  for (const label of [/^Current Password/, /^New Password/, /^Confirm New Password/]) expect(screen.getByLabelText(label)).toHaveValue('');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("keeps the fields and shows the server's refusal", async () => {
  const { listSessions } = renderForm(jest.fn(() => Promise.reject(new ApiError(400, 'Current password is incorrect'))));
  await fill('wrong-secret', 'a-much-longer-one', 'a-much-longer-one');

  await waitFor(() =>
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Failed to update password', description: 'Current password is incorrect', severity: 'error' }),
    ]),
  );
  expect(screen.getByLabelText(/^Current Password/)).toHaveValue('wrong-secret');
  expect(listSessions).toHaveBeenCalledTimes(1);
});
