import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider, createQueryClient, MemoryRouter, sessionStore, type LecternApi, type Role } from '@lectern/shared-sdk';
import { buildEducatorQuestionPage, buildUser } from '@lectern/shared-sdk/testing';
import { fakeApi } from '@lectern/shared-sdk/testing/render-page';
import { LocationProbe } from '../testing/render-shell';
import { Sidebar } from './sidebar';

/** An educator's sidebar reads how many questions wait for them: none, unless a test says otherwise. */
const noQuestionsWaiting = (): Partial<LecternApi> => ({
  listEducatorQuestions: jest.fn(() => Promise.resolve(buildEducatorQuestionPage([], { unanswered: 0 }))),
});

function renderSidebar(path = '/', api: Partial<LecternApi> = noQuestionsWaiting()) {
  const merged = fakeApi(api);
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <ApiProvider api={merged}>
        <MemoryRouter initialEntries={[path]}>
          <Sidebar desktopOpen mobileOpen={false} onCloseMobile={() => undefined} />
          <LocationProbe />
        </MemoryRouter>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return merged;
}

function sidebarLinks() {
  return within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** The links marked as the page on screen (aria-current="page"). */
function currentLinks() {
  return within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

function signInAs(role: Role) {
  sessionStore.getState().signIn(buildUser({ name: 'Robin Role', role }), 'token');
}

afterEach(() => sessionStore.getState().signOut());

test('a visitor sees Home, Courses, Login and Sign Up and no signed-in box', () => {
  renderSidebar();
  expect(sidebarLinks()).toEqual([
    ['Home', '/'],
    ['Courses', '/courses'],
    ['Login', '/login'],
    ['Sign Up', '/signup'],
  ]);
  expect(screen.queryByRole('region', { name: 'Signed in as' })).not.toBeInTheDocument();
});

test.each([
  {
    who: 'a student',
    role: 'student',
    at: '/student',
    links: [
      ['Dashboard', '/student'],
      ['Courses', '/courses'],
      ['My Learning', '/my-learning'],
      ['Wishlist', '/wishlist'],
      ['Cart', '/cart'],
      ['Purchases', '/student/purchases'],
      ['Notifications', '/student/notifications'],
      ['Profile', '/student/profile'],
    ],
    current: 'Dashboard',
  },
  {
    who: 'an educator',
    role: 'educator',
    at: '/educator/courses',
    links: [
      ['Dashboard', '/educator'],
      ['My Courses', '/educator/courses'],
      ['Create Course', '/educator/add-course'],
      ['Students', '/educator/students'],
      ['Questions', '/educator/questions'],
      ['Coupons', '/educator/coupons'],
      ['Earnings', '/educator/earnings'],
      ['Notifications', '/educator/notifications'],
      ['Profile', '/educator/profile'],
    ],
    // Dashboard's /educator is a prefix of the page's address, yet only My Courses is marked.
    current: 'My Courses',
  },
  {
    who: 'an admin',
    role: 'admin',
    at: '/admin',
    links: [
      ['Dashboard', '/admin'],
      ['Students', '/admin/students'],
      ['Educators', '/admin/educators'],
      ['Courses', '/admin/courses'],
      ['Coupons', '/admin/coupons'],
      ['Revenue', '/admin/revenue'],
      ['Pages', '/admin/pages'],
      ['Releases', '/admin/releases'],
      ['Notifications', '/admin/notifications'],
      ['Profile', '/admin/profile'],
    ],
    current: 'Dashboard',
  },
] satisfies { who: string; role: Role; at: string; links: string[][]; current: string }[])(
  "$who sees their area's links at $at, with $current marked as the page they are on",
  ({ role, at, links, current }) => {
    signInAs(role);
    renderSidebar(at);
    expect(sidebarLinks()).toEqual(links);
    expect(currentLinks()).toEqual([current]);
  },
);

test("the 'Signed in as' box names the user and role, and Logout signs out and goes home", async () => {
  signInAs('educator');
  renderSidebar('/educator/students');
  const box = screen.getByRole('region', { name: 'Signed in as' });
  expect(within(box).getByText('Robin Role')).toBeInTheDocument();
  expect(within(box).getByText('Educator')).toBeInTheDocument();

  await userEvent.click(within(box).getByRole('button', { name: 'Logout' }));

  expect(sessionStore.getState().user).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(/^\/$/);
});

test("an educator's Questions entry counts the questions waiting for an answer, read with one question", async () => {
  signInAs('educator');
  const api = renderSidebar('/educator', {
    listEducatorQuestions: jest.fn(() => Promise.resolve(buildEducatorQuestionPage([], { total: 9, unanswered: 3 }))),
  });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(await within(nav).findByRole('link', { name: 'Questions (3 unanswered)' })).toHaveAttribute('href', '/educator/questions');
  expect(api.listEducatorQuestions).toHaveBeenCalledWith({ limit: 1 });
});

test('no count shows when every question has its answer', async () => {
  signInAs('educator');
  const api = renderSidebar('/educator');
  await waitFor(() => expect(api.listEducatorQuestions).toHaveBeenCalled());
  expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Questions' })).toBeInTheDocument();
});

test('students and admins do not read the count', () => {
  signInAs('student');
  const api = renderSidebar('/student');
  expect(api.listEducatorQuestions).not.toHaveBeenCalled();
});
