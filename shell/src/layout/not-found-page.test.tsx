import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@lectern/shared-sdk';
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

test('shows the spec texts and links', () => {
  renderNotFound();
  expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  expect(screen.getByText('Error Code: LOST_IN_CYBERSPACE_2024')).toBeInTheDocument();
  const links = screen.getByRole('navigation', { name: 'Helpful links' });
  expect(links).toContainElement(screen.getByRole('link', { name: 'Browse Courses' }));
  expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile');
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
