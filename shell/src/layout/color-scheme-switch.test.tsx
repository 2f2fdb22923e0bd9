import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@lectern/shared-sdk';
import { buildUser } from '@lectern/shared-sdk/testing';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY } from '../app/color-scheme';
import { renderShell } from '../testing/render-shell';

/** The system's preference as the browser reports it (jsdom has no matchMedia). */
function systemPrefers(scheme: 'light' | 'dark') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && scheme === 'dark',
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

const schemeOnPage = () => document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);

async function openFooterThemeMenu() {
  await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Theme' }));
  return screen.findByRole('menu', { name: 'Theme' });
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
});
afterEach(() => sessionStore.getState().signOut());

test("a visitor's page follows the system until they choose in the footer; their choice is kept for the next visit", async () => {
  systemPrefers('dark');
  const first = renderShell({ path: '/' });
  await waitFor(() => expect(schemeOnPage()).toBe('dark'));

  let menu = await openFooterThemeMenu();
  expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Light' }));
  expect(schemeOnPage()).toBe('light');
  expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
  expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'false');
  expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
  first.unmount();

  // The next page load, on the same dark system: light, as chosen.
  renderShell({ path: '/courses' });
  await waitFor(() => expect(schemeOnPage()).toBe('light'));
  menu = await openFooterThemeMenu();
  expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');

  // Back to the system's choice.
  await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'System' }));
  expect(schemeOnPage()).toBe('dark');
  expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('system');
});

test('a signed-in person chooses the scheme in their user menu', async () => {
  systemPrefers('light');
  sessionStore.getState().signIn(buildUser({ name: 'Sam Student', role: 'student' }), 'sam-token');
  renderShell({ path: '/student' });
  await waitFor(() => expect(schemeOnPage()).toBe('light'));

  await userEvent.click(await screen.findByRole('button', { name: 'Sam Student' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByText('Theme')).toBeInTheDocument();
  await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
  expect(schemeOnPage()).toBe('dark');
  expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  // The menu's other items are still there.
  expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
  expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
});
