import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../core/http';
import { toastStore } from '../toasts/toast-store';
import { sessionStore } from '../session/session-store';
import { buildUser } from '../testing/factories';
import { renderPage } from '../testing/render-page';
import { ProfileDetailsForm } from './profile-details-form';

const maya = buildUser({ name: 'Maya Chen', email: 'maya@example.com' });

function renderForm(updateProfile: jest.Mock) {
  const onSaved = jest.fn();
  renderPage(<ProfileDetailsForm user={maya} onSaved={onSaved} onClose={jest.fn()} />, { pattern: '/', url: '/', api: { updateProfile } });
  return onSaved;
}

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  sessionStore.getState().signIn(maya, 'token');
});

test('requires a name and shows the e-mail without letting it change', async () => {
  const user = userEvent.setup();
  const updateProfile = jest.fn();
  renderForm(updateProfile);

  expect(screen.getByLabelText('Email')).toBeDisabled();
  await user.clear(screen.getByLabelText(/^Full Name/));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(screen.getByText('Name is required.')).toBeInTheDocument();
  expect(updateProfile).not.toHaveBeenCalled();
});

test('saves the trimmed name and image, updates the signed-in user and says so', async () => {
  const user = userEvent.setup();
  const renamed = { ...maya, name: 'Maya C. Chen' };
  const updateProfile = jest.fn(() => Promise.resolve({ user: renamed }));
  const onSaved = renderForm(updateProfile);

  await user.clear(screen.getByLabelText(/^Full Name/));
  await user.type(screen.getByLabelText(/^Full Name/), '  Maya C. Chen ');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(renamed));
  expect(updateProfile).toHaveBeenCalledWith({ name: 'Maya C. Chen', profileImage: '' });
  expect(sessionStore.getState().user?.name).toBe('Maya C. Chen');
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Profile updated!', severity: 'success' })]);
});

test("keeps the form and shows the server's refusal", async () => {
  const user = userEvent.setup();
  const onSaved = renderForm(jest.fn(() => Promise.reject(new ApiError(400, 'profileImage: must be an http(s) URL'))));

  await user.type(screen.getByLabelText(/^Profile Image URL/), 'ftp://example.com/me.png');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  await waitFor(() =>
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Failed to update profile', description: 'profileImage: must be an http(s) URL', severity: 'error' }),
    ]),
  );
  expect(onSaved).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
});
