import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, toastStore } from '@lectern/shared-sdk';
import { TOAST_DURATION_MS, Toaster } from './toaster';

afterEach(() => {
  act(() => toastStore.setState({ toasts: [] }));
  jest.useRealTimers();
});

test('shows a toast raised anywhere with its title and description', () => {
  render(<Toaster />);
  act(() => {
    notify.success('Added to Cart', 'React Basics is in your cart.');
  });
  const toast = screen.getByRole('alert');
  expect(toast).toHaveTextContent('Added to Cart');
  expect(toast).toHaveTextContent('React Basics is in your cart.');
});

test('stacks several toasts and hides each one after about five seconds', () => {
  jest.useFakeTimers();
  render(<Toaster />);
  act(() => {
    notify.error('Login failed', 'Please check your credentials and try again.');
    notify.info('Heads up');
  });
  expect(screen.getAllByRole('alert')).toHaveLength(2);

  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS + 100));
  expect(screen.queryAllByRole('alert')).toHaveLength(0);
});

test('a toast can be closed by hand', async () => {
  render(<Toaster />);
  act(() => {
    notify.success('Profile updated!');
  });
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
