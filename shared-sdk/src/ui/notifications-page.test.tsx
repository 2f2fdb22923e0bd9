import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildNotification, buildNotificationPage, buildUser } from '../testing/factories';
import { renderPage, resetStores, signInAs } from '../testing/render-page';
import { NotificationsPage } from './notifications-page';
import { NotificationSettingsPage } from './notification-settings-page';
import { toasts } from '../testing/render-page';

beforeEach(() => {
  resetStores();
  signInAs(buildUser({ role: 'educator' }));
});

const sentBack = buildNotification({ id: 7, title: 'Course sent back: Intro to Rust', body: 'Please add a syllabus.', link: '/educator/courses/12' });
const approved = buildNotification({
  id: 6,
  kind: 'course_approved',
  title: 'Course approved: Go basics',
  body: '',
  link: '/educator/courses/11',
  read: true,
  readAt: '2026-11-27T11:00:00.000Z',
});

describe('the notifications page', () => {
  it('lists them with their time, the unread marked; opening one marks it read and follows its link', async () => {
    const markNotificationRead = jest.fn().mockResolvedValue({ message: 'Marked as read', notification: { ...sentBack, read: true }, unread: 0 });
    const { api } = renderPage(<NotificationsPage />, {
      pattern: '/educator/notifications',
      url: '/educator/notifications',
      api: { listNotifications: jest.fn().mockResolvedValue(buildNotificationPage([sentBack, approved])), markNotificationRead },
    });

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('heading', { name: 'Unread: Course sent back: Intro to Rust' })).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Please add a syllabus.')).toBeInTheDocument();
    expect((items[0] as HTMLElement).querySelector('time')).toHaveAttribute('datetime', sentBack.createdAt);
    expect(within(items[1] as HTMLElement).getByRole('heading', { name: 'Course approved: Go basics' })).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/educator/notifications/settings');
    expect(api.listNotifications).toHaveBeenCalledWith({ status: 'all', page: 1, limit: 20 });

    await userEvent.click(screen.getByRole('button', { name: 'Open: Course sent back: Intro to Rust' }));
    expect(markNotificationRead).toHaveBeenCalledWith(7);
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });

  it('marks one unread again, all as read, and filters the unread ones', async () => {
    const listNotifications = jest.fn().mockResolvedValue(buildNotificationPage([sentBack, approved]));
    const markNotificationUnread = jest
      .fn()
      .mockResolvedValue({ message: 'Marked as unread', notification: { ...approved, read: false }, unread: 2 });
    const markAllNotificationsRead = jest.fn().mockResolvedValue({ message: 'All read', updated: 1, unread: 0 });
    renderPage(<NotificationsPage />, { api: { listNotifications, markNotificationUnread, markAllNotificationsRead } });

    await userEvent.click(await screen.findByRole('button', { name: 'Mark as unread: Course approved: Go basics' }));
    expect(markNotificationUnread).toHaveBeenCalledWith(6);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(markAllNotificationsRead).toHaveBeenCalled();
    // Each change reads the list again, so the page shows what the API now holds.
    await waitFor(() => expect(listNotifications).toHaveBeenCalledTimes(3));

    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(listNotifications).toHaveBeenLastCalledWith({ status: 'unread', page: 1, limit: 20 }));
  });

  it('says when there is nothing, and pages through many', async () => {
    const listNotifications = jest
      .fn()
      .mockResolvedValueOnce(buildNotificationPage([sentBack], { total: 45 }))
      .mockResolvedValue(buildNotificationPage([], { unread: 0 }));
    renderPage(<NotificationsPage />, { api: { listNotifications } });
    await userEvent.click(await screen.findByRole('button', { name: 'Go to page 3' }));
    expect(listNotifications).toHaveBeenLastCalledWith({ status: 'all', page: 3, limit: 20 });
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
  });
});

describe('the notification settings page', () => {
  const preferences = [
    { kind: 'course_approved', inApp: true, email: true, delivery: 'immediate' },
    { kind: 'course_sent_back', inApp: true, email: false, delivery: 'immediate' },
  ] as const;

  it("shows each kind of the person's role with its switches, and saves each change with a toast", async () => {
    const updateNotificationPreferences = jest.fn().mockResolvedValue({
      message: 'Saved',
      preferences: [{ ...preferences[0], delivery: 'daily' }, preferences[1]],
    });
    renderPage(<NotificationSettingsPage />, {
      api: { getNotificationPreferences: jest.fn().mockResolvedValue({ preferences: [...preferences] }), updateNotificationPreferences },
    });

    expect(await screen.findByRole('rowheader', { name: /Course approved/ })).toHaveTextContent('An admin approved one of your courses.');
    expect(screen.getByRole('switch', { name: 'By e-mail: Course approved' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'By e-mail: Course sent back' })).not.toBeChecked();
    // Delivery is a choice only where e-mail is on.
    expect(screen.queryByRole('group', { name: 'E-mails about Course sent back' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Daily digest' }));
    expect(updateNotificationPreferences).toHaveBeenCalledWith({ preferences: [{ kind: 'course_approved', delivery: 'daily' }] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Daily digest' })).toHaveAttribute('aria-pressed', 'true'));
    expect(toasts()).toContainEqual(expect.objectContaining({ title: 'Notification settings saved', severity: 'success' }));

    await userEvent.click(screen.getByRole('switch', { name: 'In the app: Course sent back' }));
    expect(updateNotificationPreferences).toHaveBeenLastCalledWith({ preferences: [{ kind: 'course_sent_back', inApp: false }] });
  });
});
