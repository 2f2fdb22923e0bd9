import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  BELL_MENU_SIZE,
  Link as RouterLink,
  formatTimeAgo,
  paths,
  useMarkAllNotificationsRead,
  useMarkNotification,
  useNavigate,
  useNotifications,
  type Notification,
  type Role,
} from '@lectern/shared-sdk';
import { visuallyHidden } from '@lectern/shared-sdk/ui/visually-hidden';

interface Props {
  role: Role;
  menuId: string;
  anchor: HTMLElement | null;
  close: () => void;
}

const menuQuery = { limit: BELL_MENU_SIZE } as const;

/** The bell's menu: the latest few, unread ones marked; opening one marks it read and goes where it links. */
export function NotificationMenu({ role, menuId, anchor, close }: Props) {
  const open = anchor !== null;
  const { data, isPending, isError } = useNotifications(menuQuery, { enabled: open });
  const mark = useMarkNotification();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const openOne = (notification: Notification) => {
    close();
    if (!notification.read) mark.mutate({ notificationId: notification.id, read: true });
    if (notification.link) void navigate(notification.link);
  };
  const notifications = data?.notifications ?? [];
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={open}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)', mt: 1 } }, list: { 'aria-label': 'Notifications' } }}
    >
      <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="p">
          Notifications
        </Typography>
        <Button size="small" disabled={!data?.unread || markAll.isPending} onClick={() => markAll.mutate()}>
          Mark all as read
        </Button>
      </Box>
      <Divider />
      {isPending && open && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          Loading…
        </Typography>
      )}
      {isError && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          Your notifications could not be loaded.
        </Typography>
      )}
      {data && notifications.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          You have no notifications yet.
        </Typography>
      )}
      {notifications.map((notification) => (
        <MenuItem
          key={notification.id}
          onClick={() => openOne(notification)}
          sx={{ alignItems: 'flex-start', gap: 1.5, whiteSpace: 'normal', py: 1.25 }}
        >
          <Box
            aria-hidden
            sx={{ mt: 0.75, width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: notification.read ? 'transparent' : 'primary.main' }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" component="p" sx={{ fontWeight: notification.read ? 400 : 700 }}>
              {!notification.read && <span style={visuallyHidden}>Unread: </span>}
              {notification.title}
            </Typography>
            {notification.body && (
              <Typography
                variant="body2"
                color="text.secondary"
                component="p"
                sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
              >
                {notification.body}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary" component="p">
              {formatTimeAgo(notification.createdAt)}
            </Typography>
          </Box>
        </MenuItem>
      ))}
      <Divider />
      <MenuItem component={RouterLink} to={paths.roleNotifications(role)} onClick={close} sx={{ justifyContent: 'center', fontWeight: 600 }}>
        See all notifications
      </MenuItem>
    </Menu>
  );
}
