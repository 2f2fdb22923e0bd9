import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ListSection } from './list-section';

interface Options {
  loading?: boolean;
  isEmpty?: boolean;
  icon?: ReactNode;
}

function renderSection({ loading = false, isEmpty = false, icon }: Options = {}) {
  render(
    <ListSection
      title="Your Courses"
      icon={icon}
      loading={loading}
      isEmpty={isEmpty}
      empty={<p>Nothing here</p>}
      skeleton={<li data-testid="skeleton" />}
      skeletonRows={3}
    >
      <li>First</li>
      <li>Second</li>
    </ListSection>,
  );
  return screen.getByRole('region', { name: 'Your Courses' });
}

test('is a region named by its level-2 heading, listing the rows once loaded', () => {
  const section = renderSection();
  expect(within(section).getByRole('heading', { level: 2, name: 'Your Courses' })).toBeInTheDocument();
  expect(section).toHaveAttribute('aria-busy', 'false');
  const items = within(within(section).getByRole('list')).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['First', 'Second']);
  expect(screen.queryByText('Nothing here')).not.toBeInTheDocument();
});

test('while loading, shows the placeholder rows hidden from assistive technology, not the rows', () => {
  const section = renderSection({ loading: true });
  expect(section).toHaveAttribute('aria-busy', 'true');
  expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  expect(screen.getAllByTestId('skeleton')).toHaveLength(3);
  expect(screen.queryByText('First')).not.toBeInTheDocument();
});

test('shows the empty state instead of a list once loaded with nothing to list', () => {
  const section = renderSection({ isEmpty: true });
  expect(within(section).getByText('Nothing here')).toBeInTheDocument();
  expect(within(section).queryByRole('list')).not.toBeInTheDocument();
});

test('does not show the empty state while still loading', () => {
  renderSection({ loading: true, isEmpty: true });
  expect(screen.queryByText('Nothing here')).not.toBeInTheDocument();
  expect(screen.getAllByTestId('skeleton')).toHaveLength(3);
});

test('puts an icon before the heading', () => {
  const section = renderSection({ icon: <svg data-testid="icon" aria-hidden /> });
  const heading = within(section).getByRole('heading', { level: 2, name: 'Your Courses' });
  expect(heading.previousElementSibling).toBe(screen.getByTestId('icon'));
});
