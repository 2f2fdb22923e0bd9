import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider, createQueryClient, MemoryRouter, type CourseSuggestions } from '@lectern/shared-sdk';
import { fakeApi } from '@lectern/shared-sdk/testing/render-page';
import { LocationProbe } from '../testing/render-shell';
import { HeaderSearch } from './header-search';

const answer: CourseSuggestions = {
  courses: [
    { _id: '3', id: 3, title: 'Python for Data Science', category: 'Data Science', instructor: 'Grace Hopper', image: null },
    { _id: '7', id: 7, title: 'Intro to Python', category: 'Programming Fundamentals', instructor: 'Ada Lovelace', image: null },
  ],
  categories: [{ name: 'Data Science', count: 4 }],
};

function renderSearch() {
  const suggestCourses = jest.fn().mockResolvedValue(answer);
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <ApiProvider api={fakeApi({ suggestCourses })}>
        <MemoryRouter initialEntries={['/student']} useTransitions={false}>
          <HeaderSearch />
          <LocationProbe />
        </MemoryRouter>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { suggestCourses, user: userEvent.setup(), box: screen.getByRole('combobox', { name: 'Search courses' }) };
}

const location = () => screen.getByRole('status', { name: 'Current location' }).textContent;

test('asks the server once typing pauses, from two letters, and lists courses then categories', async () => {
  const { suggestCourses, user, box } = renderSearch();
  await user.type(box, 'p');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

  await user.type(box, 'yt');
  const list = await screen.findByRole('listbox', { name: 'Suggestions' });
  expect(suggestCourses).toHaveBeenLastCalledWith({ q: 'pyt', limit: 6 });
  // Typing 'yt' quickly asked once for the whole word, not once per letter.
  expect(suggestCourses).toHaveBeenCalledTimes(1);
  expect(
    within(list)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Python for Data ScienceCourse · Grace Hopper', 'Intro to PythonCourse · Ada Lovelace', 'Data ScienceCategory · 4 courses']);
  expect(box).toHaveAttribute('aria-expanded', 'true');
});

test('arrow keys move through the suggestions and Enter opens the one chosen', async () => {
  const { user, box } = renderSearch();
  await user.type(box, 'python');
  await screen.findByRole('listbox');

  await user.keyboard('{ArrowDown}{ArrowDown}');
  const second = screen.getByRole('option', { name: /Intro to Python/ });
  expect(second).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', second.id);
  // The focus stays in the box (the combobox pattern).
  expect(box).toHaveFocus();

  await user.keyboard('{Enter}');
  expect(location()).toBe('/courses/7');
  expect(box).toHaveValue('');
});

test('a category opens its catalogue page; Up from the box goes to the last suggestion', async () => {
  const { user, box } = renderSearch();
  await user.type(box, 'data');
  await screen.findByRole('listbox');
  await user.keyboard('{ArrowUp}{Enter}');
  expect(location()).toBe('/courses?category=Data+Science');
});

test('Enter with no suggestion chosen searches the catalogue; Escape closes the list', async () => {
  const { user, box } = renderSearch();
  await user.type(box, 'python');
  await screen.findByRole('listbox');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(box).toHaveAttribute('aria-expanded', 'false');

  await user.keyboard('{Enter}');
  expect(location()).toBe('/courses?q=python');
});

test('a suggestion picked with the pointer opens it', async () => {
  const { user, box } = renderSearch();
  await user.type(box, 'python');
  await user.click(await screen.findByRole('option', { name: /Python for Data Science/ }));
  await waitFor(() => expect(location()).toBe('/courses/3'));
});

test('without scripts it is a GET form of the catalogue', () => {
  renderSearch();
  const form = screen.getByRole('search', { name: 'Site search' });
  expect(form).toHaveAttribute('action', '/courses');
  expect(form).toHaveAttribute('method', 'get');
  expect(screen.getByRole('combobox', { name: 'Search courses' })).toHaveAttribute('name', 'q');
});
