import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, toastStore } from '@lectern/shared-sdk';
import { TOAST_DURATION_MS, Toaster, VISIBLE_TOASTS } from './toaster';
import { ToasterHost } from './toaster-host';

const originalMatchMedia = window.matchMedia;

/** A laptop-wide window for MUI's media queries (jsdom answers none by default: a phone). */
function laptopWindow() {
  window.matchMedia = (query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

afterEach(() => {
  act(() => toastStore.setState({ toasts: [] }));
  window.matchMedia = originalMatchMedia;
  jest.useRealTimers();
});

test('shows a toast raised anywhere with its title and description, in the polite Notifications region', async () => {
  render(<ToasterHost />);
  const region = screen.getByRole('region', { name: 'Notifications' });
  // There before any toast, so the first one is announced too; polite, so it never interrupts.
  expect(region).toHaveAttribute('aria-live', 'polite');
  act(() => {
    notify.success('Added to Cart', 'React Basics is in your cart.');
  });
  const toast = await within(region).findByRole('group', { name: 'Added to Cart' });
  expect(toast).toHaveTextContent('React Basics is in your cart.');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('on a phone toasts queue: one at a time, the next one when the first is gone', () => {
  jest.useFakeTimers();
  render(<Toaster />);
  act(() => {
    notify.success('Account Created', 'Welcome to Lectern.');
    notify.info('Heads up');
  });
  expect(screen.getAllByRole('group').map((toast) => toast.getAttribute('aria-label'))).toEqual(['Account Created']);
  expect(VISIBLE_TOASTS.phone).toBe(1);

  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS + 100));
  expect(screen.getAllByRole('group').map((toast) => toast.getAttribute('aria-label'))).toEqual(['Heads up']);
  // The waiting toast got its own full time on screen.
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 500));
  expect(screen.getByRole('group', { name: 'Heads up' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryAllByRole('group')).toHaveLength(0);
});

test('on a laptop up to three stack, and more wait', () => {
  laptopWindow();
  render(<Toaster />);
  act(() => {
    for (const title of ['One', 'Two', 'Three', 'Four']) notify.info(title);
  });
  expect(screen.getAllByRole('group').map((toast) => toast.getAttribute('aria-label'))).toEqual(['One', 'Two', 'Three']);
});

test('a toast can be closed by hand', async () => {
  render(<Toaster />);
  act(() => {
    notify.success('Profile updated!');
  });
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
});
