import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useNotificationStream, useUnreadNotificationCount, type Role } from '@lectern/shared-sdk';

// The menu's list (and MUI's menu, popover and modal) loads when the person reaches for the bell, as the user menu's does.
const NotificationMenu = lazy(() => import('./notification-menu').then((module) => ({ default: module.NotificationMenu })));

/** 'Notifications, 3 unread'; just 'Notifications' until the count is known, or when none is unread. */
export const bellLabel = (unread: number | undefined) => (unread ? `Notifications, ${unread} unread` : 'Notifications');

/**
 * The bell in the top bar of anyone signed in: how many of their notifications are unread, kept current by the
 * live stream (opened in an effect, so never while a page renders on the server), and a menu of the latest.
 */
export function NotificationBell({ role }: { role: Role }) {
  useNotificationStream();
  const unread = useUnreadNotificationCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);
  const request = () => setRequested(true);
  const menuId = useId();
  const open = anchor !== null;
  return (
    <>
      <IconButton
        aria-label={bellLabel(unread)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={request}
        onFocus={request}
        onClick={(event: MouseEvent<HTMLElement>) => {
          request();
          setAnchor(event.currentTarget);
        }}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <NotificationMenu role={role} menuId={menuId} anchor={anchor} close={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
