import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, toastStore } from '@lectern/shared-sdk';
import { buildUser } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { AddEducatorPage } from './add-educator-page';

function renderAdd(createEducator: jest.Mock) {
  return renderPage(<AddEducatorPage />, { pattern: routes.admin.addEducator, url: paths.admin.addEducator(), api: { createEducator } });
}

beforeEach(() => toastStore.setState({ toasts: [] }));

async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; password?: string }) {
  if (values.name) await user.type(screen.getByRole('textbox', { name: 'Full Name' }), values.name);
  if (values.email) await user.type(screen.getByRole('textbox', { name: 'Email Address' }), values.email);
  if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password);
}

test('adds the educator, toasts with their name and returns to the list', async () => {
  const user = userEvent.setup();
  const createEducator = jest.fn(() => Promise.resolve({ user: buildUser({ name: 'Nia Newton', role: 'educator' }) }));
  renderAdd(createEducator);

  await fill(user, { name: ' Nia Newton ', email: 'nia@gmail.com', password: 'a long password' });
  await user.click(screen.getByRole('button', { name: 'Add Educator' }));

  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(paths.admin.educators()));
  expect(createEducator).toHaveBeenCalledWith({ name: 'Nia Newton', email: 'nia@gmail.com', password: 'a long password' });
  expect(toastStore.getState().toasts).toEqual([
    expect.objectContaining({
      severity: 'success',
      title: 'Educator Added Successfully!',
      description: 'Nia Newton can now sign in as an educator.',
    }),
  ]);
});

test('requires every field, checks the e-mail and a password of 8 or more, without calling the API', async () => {
  const user = userEvent.setup();
  const createEducator = jest.fn();
  renderAdd(createEducator);

  await user.click(screen.getByRole('button', { name: 'Add Educator' }));
  expect(screen.getByText('Full name is required.')).toBeInTheDocument();
  expect(screen.getByText('Email address is required.')).toBeInTheDocument();
  expect(screen.getByText('Password is required.')).toBeInTheDocument();

  await fill(user, { name: 'N', email: 'not-an-email', password: 'short' });
  await user.click(screen.getByRole('button', { name: 'Add Educator' }));
  expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
  expect(createEducator).not.toHaveBeenCalled();
});

test("shows the server's refusal in a toast and stays on the form", async () => {
  const user = userEvent.setup();
  renderAdd(jest.fn(() => Promise.reject(new ApiError(409, 'User already exists'))));

  await fill(user, { name: 'Nia', email: 'taken@gmail.com', password: 'a long password' });
  await user.click(screen.getByRole('button', { name: 'Add Educator' }));

  await waitFor(() =>
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({ severity: 'error', title: 'Failed to add educator', description: 'User already exists' }),
    ]),
  );
  expect(screen.getByTestId('location').textContent).toBe(paths.admin.addEducator());
  expect(screen.getByRole('button', { name: 'Add Educator' })).toBeEnabled();
});

test('Cancel goes back to the educator list', async () => {
  const user = userEvent.setup();
  renderAdd(jest.fn());
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByTestId('location').textContent).toBe(paths.admin.educators());
});
