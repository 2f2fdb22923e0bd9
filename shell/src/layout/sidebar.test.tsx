import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, sessionStore, type Role } from '@lectern/shared-sdk';
import { buildUser } from '@lectern/shared-sdk/testing';
import { LocationProbe } from '../testing/render-shell';
import { Sidebar } from './sidebar';

function renderSidebar(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar desktopOpen mobileOpen={false} onCloseMobile={() => undefined} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

function sidebarLinks() {
  return within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
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

test('a student sees Dashboard, Courses, My Learning, Wishlist, Cart and Profile', () => {
  signInAs('student');
  renderSidebar('/student');
  expect(sidebarLinks()).toEqual([
    ['Dashboard', '/student'],
    ['Courses', '/courses'],
    ['My Learning', '/my-learning'],
    ['Wishlist', '/wishlist'],
    ['Cart', '/cart'],
    ['Profile', '/student/profile'],
  ]);
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
});

test('an educator sees Dashboard, My Courses, Create Course, Students and Profile', () => {
  signInAs('educator');
  renderSidebar('/educator/courses');
  expect(sidebarLinks()).toEqual([
    ['Dashboard', '/educator'],
    ['My Courses', '/educator/courses'],
    ['Create Course', '/educator/add-course'],
    ['Students', '/educator/students'],
    ['Profile', '/educator/profile'],
  ]);
  expect(screen.getByRole('link', { name: 'My Courses' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
});

test('an admin sees Dashboard, Students, Educators, Courses and Profile', () => {
  signInAs('admin');
  renderSidebar('/admin');
  expect(sidebarLinks()).toEqual([
    ['Dashboard', '/admin'],
    ['Students', '/admin/students'],
    ['Educators', '/admin/educators'],
    ['Courses', '/admin/courses'],
    ['Profile', '/admin/profile'],
  ]);
});

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
