import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  Link as RouterLink,
  NOTIFICATION_KINDS,
  attempt,
  kindsForRole,
  notify,
  paths,
  useCurrentUser,
  useNotificationPreferences,
  useUpdateNotificationPreferences,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationPreference,
} from '@lectern/shared-sdk';
import { PageContainer } from './page-container';
import { PageHeader } from './page-header';
import { ResponsiveTable, type TableColumn } from './responsive-table';

type Change = Partial<Pick<NotificationPreference, 'inApp' | 'email' | 'delivery'>>;

interface Row {
  id: NotificationKind;
  label: string;
  description: string;
  preference: NotificationPreference;
}

const deliveryLabels: Record<NotificationDelivery, string> = { immediate: 'At once', daily: 'Daily digest' };

/**
 * How each kind of the person's role reaches them: in the app, by e-mail, and for mail at once or in a daily digest.
 * Each change is saved as it is made (one kind's PATCH), the switches held still until the API answers. A table on a
 * wide screen, a card per kind on a phone (ResponsiveTable).
 */
export function NotificationSettingsPage() {
  const user = useCurrentUser();
  const { data, isPending, isError } = useNotificationPreferences({ failure: 'Failed to load your notification settings' });
  const update = useUpdateNotificationPreferences();
  const role = user?.role ?? 'student';
  const saved = new Map((data?.preferences ?? []).map((preference) => [preference.kind, preference]));
  const rows: Row[] = kindsForRole(role).flatMap((kind) => {
    const preference = saved.get(kind);
    return preference ? [{ id: kind, label: NOTIFICATION_KINDS[kind].label, description: NOTIFICATION_KINDS[kind].description, preference }] : [];
  });
  const busy = (kind: NotificationKind) => update.isPending && update.variables?.[0]?.kind === kind;
  const change = (row: Row, next: Change) =>
    void attempt(update.mutateAsync([{ kind: row.id, ...next }]), () => notify.success('Notification settings saved', `${row.label}: saved.`));

  const columns: TableColumn<Row>[] = [
    {
      header: 'Notification',
      rowHeader: true,
      cell: (row) => (
        <>
          <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600 }}>
            {row.label}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {row.description}
          </Typography>
        </>
      ),
    },
    {
      header: 'In the app',
      cell: (row) => (
        <Switch
          checked={row.preference.inApp}
          disabled={busy(row.id)}
          onChange={(_event, checked) => change(row, { inApp: checked })}
          slotProps={{ input: { 'aria-label': `In the app: ${row.label}` } }}
        />
      ),
    },
    {
      header: 'By e-mail',
      cell: (row) => (
        <Switch
          checked={row.preference.email}
          disabled={busy(row.id)}
          onChange={(_event, checked) => change(row, { email: checked })}
          slotProps={{ input: { 'aria-label': `By e-mail: ${row.label}` } }}
        />
      ),
    },
    {
      header: 'E-mails',
      cell: (row) =>
        row.preference.email ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={row.preference.delivery}
            disabled={busy(row.id)}
            onChange={(_event, next: NotificationDelivery | null) => next && next !== row.preference.delivery && change(row, { delivery: next })}
            aria-label={`E-mails about ${row.label}`}
          >
            {(Object.keys(deliveryLabels) as NotificationDelivery[]).map((delivery) => (
              <ToggleButton key={delivery} value={delivery} sx={{ whiteSpace: 'nowrap' }}>
                {deliveryLabels[delivery]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : (
          <Typography component="span" variant="body2" color="text.secondary">
            No e-mails
          </Typography>
        ),
    },
  ];

  return (
    <PageContainer>
      <PageHeader
        title="Notification settings"
        subtitle="Choose what you hear about, and how"
        action={
          <Button component={RouterLink} to={paths.roleNotifications(role)} startIcon={<ArrowBack />}>
            Notifications
          </Button>
        }
      />
      {isError ? (
        <Typography color="text.secondary">Your notification settings could not be loaded. Try again in a moment.</Typography>
      ) : (
        <Stack spacing={1}>
          <ResponsiveTable
            label="Notification settings"
            columns={columns}
            rows={rows}
            loading={isPending}
            loadingMessage="Loading your notification settings"
            emptyMessage="There is nothing to set up."
            tableFrom={760}
          />
          <Typography variant="body2" color="text.secondary">
            Every e-mail has a link that stops e-mails of its kind.
          </Typography>
        </Stack>
      )}
    </PageContainer>
  );
}
