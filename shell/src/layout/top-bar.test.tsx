import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider, createQueryClient, MemoryRouter, sessionStore, type LecternApi } from '@lectern/shared-sdk';
import { buildCart, buildCourse, buildUser } from '@lectern/shared-sdk/testing';
import { fakeApi } from '@lectern/shared-sdk/testing/render-page';
import { LocationProbe } from '../testing/render-shell';
import { TopBar } from './top-bar';

const emptyLists: Partial<LecternApi> = {
  getWishlist: jest.fn().mockResolvedValue({ courses: [] }),
  getCart: jest.fn().mockResolvedValue({ cart: buildCart() }),
};

function renderTopBar(path = '/', api: Partial<LecternApi> = emptyLists) {
  const onToggleSidebar = jest.fn();
  const logout = jest.fn(() => Promise.resolve({ message: 'Signed out' }));
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <ApiProvider api={fakeApi({ logout, ...api })}>
        <MemoryRouter initialEntries={[path]}>
          <TopBar sidebarOpen={false} onToggleSidebar={onToggleSidebar} />
          <LocationProbe />
        </MemoryRouter>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { onToggleSidebar, logout };
}

test('a student sees how many courses their wishlist and cart hold, linked to them; other roles see neither', async () => {
  sessionStore.getState().signIn(buildUser({ name: 'Sam Student', role: 'student' }), 'sam-token');
  renderTopBar('/student', {
    getWishlist: jest.fn().mockResolvedValue({ courses: [buildCourse({ id: 1 }), buildCourse({ id: 2 })] }),
    getCart: jest.fn().mockResolvedValue({ cart: buildCart([buildCourse({ id: 3 })]) }),
  });
  expect(await screen.findByRole('link', { name: 'Wishlist: 2 courses' })).toHaveAttribute('href', '/wishlist');
  expect(await screen.findByRole('link', { name: 'Cart: 1 course' })).toHaveAttribute('href', '/cart');
});

test('an educator has no cart or wishlist in the top bar', () => {
  sessionStore.getState().signIn(buildUser({ name: 'Edna Educator', role: 'educator' }), 'edna-token');
  renderTopBar('/educator');
  expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Wishlist/ })).not.toBeInTheDocument();
});

afterEach(() => sessionStore.getState().signOut());

test('signed out: the brand, Login and Sign Up links and the sidebar toggle', async () => {
  const { onToggleSidebar } = renderTopBar();
  expect(screen.getByRole('link', { name: 'Lectern' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

  await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
  expect(onToggleSidebar).toHaveBeenCalledTimes(1);
});

test("signed in: the user menu shows name, e-mail, the role's Profile link and Log out", async () => {
  sessionStore.getState().signIn(buildUser({ name: 'Edna Educator', email: 'edna@gmail.com', role: 'educator' }), 'edna-token');
  const { logout } = renderTopBar('/educator');
  expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

  await userEvent.click(await screen.findByRole('button', { name: 'Edna Educator' }));
  const menu = screen.getByRole('menu');
  expect(within(menu).getByText('edna@gmail.com')).toBeInTheDocument();
  expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/educator/profile');

  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
  // The session ends on the server too, with the token this device held.
  expect(logout).toHaveBeenCalledWith('edna-token');
  expect(sessionStore.getState().user).toBeNull();
  expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(/^\/$/);
  expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
});

test('signing in elsewhere (for instance inside a remote) updates the top bar', async () => {
  renderTopBar();
  act(() => sessionStore.getState().signIn(buildUser({ name: 'Sam Student' }), 't'));
  expect(await screen.findByRole('button', { name: 'Sam Student' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
});

test("the bell shows the unread count, lists the latest, opens one (marking it read), and leads to the role's notifications", async () => {
  sessionStore.getState().signIn(buildUser({ name: 'Edna Educator', role: 'educator' }), 'edna-token');
  const sentBack = {
    id: 7,
    kind: 'course_sent_back' as const,
    title: 'Course sent back: Intro to Rust',
    body: 'Please add a syllabus.',
    link: '/educator/courses/12',
    createdAt: new Date().toISOString(),
    read: false,
    readAt: null,
  };
  const approved = {
    ...sentBack,
    id: 6,
    kind: 'course_approved' as const,
    title: 'Course approved: Go basics',
    body: '',
    read: true,
    readAt: sentBack.createdAt,
  };
  const markNotificationRead = jest.fn().mockResolvedValue({ message: 'Marked as read', notification: { ...sentBack, read: true }, unread: 0 });
  const openNotificationStream = jest.fn(() => () => {});
  renderTopBar('/educator', {
    getUnreadNotificationCount: jest.fn().mockResolvedValue({ unread: 3 }),
    listNotifications: jest.fn().mockResolvedValue({ notifications: [sentBack, approved], total: 2, unread: 3, page: 1, limit: 5 }),
    markNotificationRead,
    openNotificationStream,
  });

  const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
  expect(openNotificationStream).toHaveBeenCalledWith(expect.objectContaining({ token: 'edna-token' }));
  await userEvent.click(bell);
  const menu = await screen.findByRole('menu', { name: 'Notifications' });
  expect(await within(menu).findByRole('menuitem', { name: /Unread: Course sent back: Intro to Rust/ })).toBeInTheDocument();
  expect(within(menu).getByRole('menuitem', { name: /^Course approved: Go basics/ })).toBeInTheDocument();
  expect(within(menu).getByRole('menuitem', { name: 'See all notifications' })).toHaveAttribute('href', '/educator/notifications');

  await userEvent.click(within(menu).getByRole('menuitem', { name: /Course sent back/ }));
  expect(markNotificationRead).toHaveBeenCalledWith(7);
  expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent('/educator/courses/12');
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
});

test('the live stream moves the bell at once, and signing out closes it', async () => {
  sessionStore.getState().signIn(buildUser({ name: 'Sam Student', role: 'student' }), 'sam-token');
  let push: ((unread: number) => void) | undefined;
  const stop = jest.fn();
  renderTopBar('/student', {
    ...emptyLists,
    getUnreadNotificationCount: jest.fn().mockResolvedValue({ unread: 0 }),
    openNotificationStream: jest.fn(({ onUnread }) => {
      push = onUnread;
      return stop;
    }),
  });
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  act(() => push?.(2));
  expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  act(() => sessionStore.getState().signOut());
  expect(stop).toHaveBeenCalled();
});
