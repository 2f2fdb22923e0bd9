import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ThumbnailRow, ThumbnailRowSkeleton } from './thumbnail-row';

function renderInList(row: ReactNode) {
  render(
    <MemoryRouter>
      <ul>{row}</ul>
    </MemoryRouter>,
  );
}

test('shows the title, the details and a link named by action and title', () => {
  renderInList(
    <ThumbnailRow image={null} title="Intro to Rust" actionLabel="Continue" actionTo="/student/learn/7" actionVariant="contained">
      <p>by Grace Hopper</p>
    </ThumbnailRow>,
  );
  const row = screen.getByRole('listitem');
  expect(within(row).getByRole('heading', { level: 3, name: 'Intro to Rust' })).toHaveAttribute('title', 'Intro to Rust');
  expect(within(row).getByText('by Grace Hopper')).toBeInTheDocument();
  const link = within(row).getByRole('link', { name: 'Continue Intro to Rust' });
  expect(link).toHaveAttribute('href', '/student/learn/7');
  expect(link).toHaveTextContent('Continue');
});

test('draws the thumbnail as a decorative image', () => {
  renderInList(
    <ThumbnailRow image="https://img.test/a.jpg" title="Intro to Rust" actionLabel="View" actionTo="/x" actionVariant="outlined">
      {null}
    </ThumbnailRow>,
  );
  expect(screen.getByRole('presentation')).toHaveAttribute('src', 'https://img.test/a.jpg');
});

test('the skeleton is a list item without text or links', () => {
  renderInList(<ThumbnailRowSkeleton />);
  const row = screen.getByRole('listitem');
  expect(row.textContent).toBe('');
  expect(within(row).queryByRole('link')).not.toBeInTheDocument();
});
