import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import {
  Link as RouterLink,
  formatDate,
  formatTimeAgo,
  paths,
  useCurrentUser,
  useMarkAllNotificationsRead,
  useMarkNotification,
  useNavigate,
  useNotifications,
  type Notification,
  type NotificationFilter,
} from '@lectern/shared-sdk';
import { EmptyState } from './empty-state';
import { firstNotificationsQuery } from './notification-pages';
import { PageContainer } from './page-container';
import { PageHeader } from './page-header';
import { PageLoading } from './page-loading';
import { visuallyHidden } from './visually-hidden';

interface ItemProps {
  notification: Notification;
  busy: boolean;
  onOpen: () => void;
  onToggleRead: () => void;
}

function NotificationItem({ notification, busy, onOpen, onToggleRead }: ItemProps) {
  const { title, body, link, read, createdAt } = notification;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1.5,
        py: 2,
        px: { xs: 2, sm: 3 },
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
        bgcolor: read ? 'transparent' : 'action.hover',
      }}
    >
      <Box aria-hidden sx={{ mt: 0.9, width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: read ? 'transparent' : 'primary.main' }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" variant="body1" sx={{ fontWeight: read ? 500 : 700, overflowWrap: 'anywhere' }}>
          {!read && <span style={visuallyHidden}>Unread: </span>}
          {title}
        </Typography>
        {body && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {body}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          <time dateTime={createdAt} title={formatDate(createdAt)}>
            {formatTimeAgo(createdAt)}
          </time>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          {link && (
            <Button size="small" variant="outlined" onClick={onOpen} aria-label={`Open: ${title}`}>
              Open
            </Button>
          )}
          <Button size="small" onClick={onToggleRead} disabled={busy} aria-label={`${read ? 'Mark as unread' : 'Mark as read'}: ${title}`}>
            {read ? 'Mark as unread' : 'Mark as read'}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}

/**
 * Every notification of the person signed in, newest first, all or the unread ones, a page at a time: the same page
 * in each signed-in area (/{role}/notifications). Opening one marks it read and goes to what it is about.
 */
export function NotificationsPage() {
  const user = useCurrentUser();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useNotifications({ ...firstNotificationsQuery, status: filter, page });
  const mark = useMarkNotification();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const open = (notification: Notification) => {
    if (!notification.read) mark.mutate({ notificationId: notification.id, read: true });
    if (notification.link) void navigate(notification.link);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const notifications = data?.notifications ?? [];
  const settings = user ? paths.roleNotificationSettings(user.role) : paths.login();

  return (
    <PageContainer width="md">
      <PageHeader
        title="Notifications"
        subtitle={data ? (data.unread === 0 ? 'You are all caught up' : `${data.unread} unread`) : 'What happened while you were away'}
        action={
          <Button component={RouterLink} to={settings} startIcon={<SettingsOutlined />}>
            Notification settings
          </Button>
        }
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          onChange={(_event, next: NotificationFilter | null) => {
            if (!next) return;
            setFilter(next);
            setPage(1);
          }}
          aria-label="Notifications shown"
        >
          <ToggleButton value="all">All</ToggleButton>
          <ToggleButton value="unread">Unread</ToggleButton>
        </ToggleButtonGroup>
        <Button onClick={() => markAll.mutate()} disabled={!data?.unread || markAll.isPending}>
          Mark all as read
        </Button>
      </Stack>
      {isPending ? (
        <PageLoading label="Loading your notifications" />
      ) : isError || notifications.length === 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <EmptyState
            headingLevel="h2"
            icon={<NotificationsNoneOutlined />}
            title={isError ? 'Your notifications could not be loaded' : filter === 'unread' ? 'Nothing unread' : 'No notifications yet'}
            description={
              isError
                ? 'Try again in a moment.'
                : 'When something happens that concerns you, you will find it here, and under the bell at the top of every page.'
            }
            actionLabel="Notification settings"
            actionTo={settings}
          />
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <Typography component="h2" sx={visuallyHidden}>
            {filter === 'unread' ? 'Unread notifications' : 'All notifications'}
          </Typography>
          <Box component="ul" aria-label="Notifications" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                busy={mark.isPending && mark.variables?.notificationId === notification.id}
                onOpen={() => open(notification)}
                onToggleRead={() => mark.mutate({ notificationId: notification.id, read: !notification.read })}
              />
            ))}
          </Box>
        </Paper>
      )}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} sx={{ alignSelf: 'center' }} />}
    </PageContainer>
  );
}
