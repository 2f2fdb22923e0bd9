import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { EmptyState } from './empty-state';

function renderEmptyState(actionDisabled?: boolean) {
  render(
    <MemoryRouter>
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No courses yet"
        description="Enroll in a course and it will show up here."
        actionLabel="Browse Courses"
        actionTo="/courses"
        actionDisabled={actionDisabled}
      />
    </MemoryRouter>,
  );
}

test('shows the title as a heading, the description and a link to the action', () => {
  renderEmptyState();
  expect(screen.getByRole('heading', { level: 3, name: 'No courses yet' })).toBeInTheDocument();
  expect(screen.getByText('Enroll in a course and it will show up here.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
});

test('hides the icon from assistive technology', () => {
  renderEmptyState();
  expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
});

test('can disable the action', () => {
  renderEmptyState(true);
  expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('aria-disabled', 'true');
});
