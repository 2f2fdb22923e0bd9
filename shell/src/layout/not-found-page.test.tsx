import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { MemoryRouter, Route, Routes, sessionStore } from '@lectern/shared-sdk';
import { buildUser } from '@lectern/shared-sdk/testing';
import { NotFoundPage } from './not-found-page';

function renderNotFound() {
  render(
    <MemoryRouter initialEntries={['/courses', '/no-such-page']} initialIndex={1}>
      <Routes>
        <Route path="/courses" element={<h1>Catalogue</h1>} />
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => act(() => sessionStore.getState().signOut()));

const helpful = () =>
  Array.from(screen.getByRole('navigation', { name: 'Helpful links' }).querySelectorAll('a')).map((link) => [
    link.textContent,
    link.getAttribute('href'),
  ]);

test("shows the spec's texts, and a visitor the catalogue and the way in, not a dashboard", () => {
  renderNotFound();
  expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  expect(screen.getByText('Error Code: LOST_IN_CYBERSPACE_2024')).toBeInTheDocument();
  expect(helpful()).toEqual([
    ['Browse courses', '/courses'],
    ['Sign in', '/login'],
    ['Create an account', '/signup'],
  ]);
});

test('offers a signed-in person their own dashboard and profile', () => {
  act(() => sessionStore.getState().signIn(buildUser({ role: 'educator' }), 'token'));
  renderNotFound();
  expect(helpful()).toEqual([
    ['Browse courses', '/courses'],
    ['Go to your dashboard', '/educator'],
    ['View your profile', '/educator/profile'],
  ]);
});

test('Go Back returns to the previous page', async () => {
  renderNotFound();
  await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
  expect(screen.getByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
});

test('Home goes to /', async () => {
  renderNotFound();
  await userEvent.click(screen.getByRole('link', { name: 'Home' }));
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
});
