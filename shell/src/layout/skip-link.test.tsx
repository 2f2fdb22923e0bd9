import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

test('the first Tab reaches the skip link, and it takes focus to the main content', async () => {
  render(
    <>
      <SkipLink />
      <header>
        <button type="button">Toggle sidebar</button>
        <a href="/login">Login</a>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <h1>Explore Courses</h1>
      </main>
    </>,
  );
  const main = screen.getByRole('main');
  main.scrollIntoView = jest.fn();
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(main).toHaveFocus();
});
