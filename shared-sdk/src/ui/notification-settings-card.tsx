import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, paths, type Role } from '@lectern/shared-sdk';

/** The profile's way to the notification settings: each role's profile page shows it among its settings. */
export function NotificationSettingsCard({ role }: { role: Role }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Box>
          <Typography variant="h6" component="h2">
            Notifications
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Choose what you hear about in the app and by e-mail.
          </Typography>
        </Box>
        <Button variant="outlined" component={RouterLink} to={paths.roleNotificationSettings(role)}>
          Notification settings
        </Button>
      </Box>
    </Paper>
  );
}
